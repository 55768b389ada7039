/** A hall's image with the alt text the administrator wrote; nothing without an image. */
export function HallFigure({ imagePath, imageAlt, className }: { imagePath: string | null; imageAlt: string | null; className?: string }) {
  if (!imagePath) return null;
  return (
    <figure className={['mnexhl-figure', className].filter(Boolean).join(' ')}>
      <img src={imagePath} alt={imageAlt ?? ''} loading="lazy" />
    </figure>
  );
}
