/** Short entries (values, majors, certificates) as tags, a list named for screen readers; nothing when empty. */
export function CrrInfoTags({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="crr-info__tags" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="crr-info__tag">
          {item}
        </li>
      ))}
    </ul>
  );
}
