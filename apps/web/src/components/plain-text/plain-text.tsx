/** Paragraphs are separated by blank lines; a single line break stays inside its paragraph. */
export function toParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * Text an administrator typed, rendered as text, never as HTML (SECURITY 2): one <p> a paragraph
 * in a <div> of the caller's class (each page spaces its paragraphs its own way); nothing when empty.
 */
export function PlainText({ text, className }: { text: string | null | undefined; className: string }) {
  const paragraphs = toParagraphs(text);
  if (paragraphs.length === 0) return null;
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
