import { useId, type ReactNode } from 'react';
import './content-section.css';

type TContentSectionProps = {
  title: ReactNode;
  /** 'nav' for a set of links to sibling pages */
  as?: 'section' | 'nav';
  /** the heading's id, when something inside is labelled by it too; generated when absent */
  headingId?: string;
  children: ReactNode;
};

/** A titled part of a public content page (a hall, the centre's introduction): a region named by its h2. */
export function ContentSection({ title, as: Tag = 'section', headingId, children }: TContentSectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Tag className="content-section" aria-labelledby={id}>
      <h2 id={id} className="content-section__title">
        {title}
      </h2>
      {children}
    </Tag>
  );
}
