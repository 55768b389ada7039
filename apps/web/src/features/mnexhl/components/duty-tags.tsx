/** Related duties as tags; the list is labelled for screen readers by the caller's heading or label. */
export function DutyTags({ tags, labelledBy, label }: { tags: string[]; labelledBy?: string; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="mnexhl-tags" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
      {tags.map((tag) => (
        <li key={tag} className="mnexhl-tags__item">
          {tag}
        </li>
      ))}
    </ul>
  );
}
