import type { ReactNode } from 'react';
import { NewWindowLink } from '../new-window-link';
import './card-list.css';

export type TMetaItem = { label: string; value: ReactNode };

/** Label: value rows; a row without a value (null, undefined, '') is left out, and so is an empty list. */
export function MetaList({ items }: { items: readonly TMetaItem[] }) {
  const rows = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== '');
  if (rows.length === 0) return null;
  return (
    <dl className="meta-list">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A logo beside the card's text (above it on phones), with the alt text the item carries. */
export function CardLogo({ src, alt }: { src: string; alt: string }) {
  return (
    <div className="card__logo">
      <img src={src} alt={alt} width={120} height={60} loading="lazy" />
    </div>
  );
}

export type TCardProps = {
  /** the picture column: a CardLogo, a book cover */
  media?: ReactNode;
  /** a small line above the title (a type, a category) */
  category?: string | null;
  /** the card's heading (h2): a name, or a link to the item's page */
  title: ReactNode;
  description?: string | null;
  meta?: readonly TMetaItem[];
  /** more of the body, after the meta rows (tags) */
  children?: ReactNode;
  /** the item's own site, opened in a new window */
  link?: { href: string; label: string } | null;
};

/** One item of a card list: an article headed by its title, so screen readers can jump card to card. */
export function Card({ media, category, title, description, meta, children, link }: TCardProps) {
  return (
    <article className="card">
      {media}
      <div className="card__body">
        {category && <p className="card__category">{category}</p>}
        <h2 className="card__title">{title}</h2>
        {description && <p className="card__text">{description}</p>}
        {meta && <MetaList items={meta} />}
        {children}
        {link && (
          <NewWindowLink className="card__link" href={link.href}>
            {link.label}
          </NewWindowLink>
        )}
      </div>
    </article>
  );
}
