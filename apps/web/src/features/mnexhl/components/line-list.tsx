/** One item per non-empty line (a hall's activities), as text. */
export function LineList({ text, className }: { text: string | null | undefined; className?: string }) {
  const lines = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <ul className={className}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}
