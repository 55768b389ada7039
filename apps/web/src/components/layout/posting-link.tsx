import { isHttpUrl, isPostingLink } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NewWindowHint } from './menu-link';

type TPostingLinkProps = { href: string | null; newWindow: boolean; className: string; children: ReactNode };

/**
 * The link of a banner or popup (SECURITY 5): an http(s) address or a page of the user site, checked
 * again before it is shown; anything else shows its content unlinked. A page of the site opens in
 * the app; 'B' (trgtTypeCd) opens a new window without an opener, and says so.
 */
export function PostingLink({ href, newWindow, className, children }: TPostingLinkProps) {
  if (!href || !isPostingLink(href)) return children;
  if (!newWindow && !isHttpUrl(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} {...(newWindow && { target: '_blank', rel: 'noopener noreferrer' })}>
      {children}
      {newWindow && <NewWindowHint />}
    </a>
  );
}
