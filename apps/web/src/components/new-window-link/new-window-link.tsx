import type { ReactNode } from 'react';
import { NewWindowHint } from '../layout/menu-link';

/**
 * A link to another site (an administrator-entered http(s) address, SECURITY 5): a new window
 * without an opener or referrer, announced to screen readers as '새 창 열림'.
 */
export function NewWindowLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <NewWindowHint />
    </a>
  );
}
