import { ADMIN_TITLE_SUFFIX } from '@portal/contract';
import { findMenuPath, isMenuPage, menuAction, type TMenuNode } from './menu-tree';

/** One level of where the page is: a menu (with its link when it has a page) or the page itself. */
export type TCrumb = { key: string; label: string; to?: string; menuId?: string };

type TTrailInput = {
  tree: readonly TMenuNode[];
  pathname: string;
  /** the menu URL the page sits under when no menu points at its path (route handle menuUrl) */
  menuUrl?: string;
  /** the route's own name (route handle crumbKey, translated) */
  crumb?: string;
  /** the name of the record the page shows (usePageTitle) */
  recordName?: string;
};

function toCrumb(node: TMenuNode): TCrumb {
  const action = menuAction(node);
  const to = action.kind === 'internal' && !action.newWindow ? action.to : undefined;
  return { key: node.menuId, label: node.menuNm, to, menuId: node.menuId };
}

/**
 * Where the page is, level 1 first (issue 14): the menus down to the one the page belongs to;
 * then, on a page below that menu's own (a record, a form), the record's name or else the route's
 * name. A page no menu leads to has the route's name (and its record's). Consecutive repeats
 * (a section named as its first page) are kept once.
 */
export function pageTrail({ tree, pathname, menuUrl, crumb, recordName }: TTrailInput): TCrumb[] {
  const menus = findMenuPath(tree, menuUrl ?? pathname);
  const last = menus.at(-1);
  const own = last !== undefined && isMenuPage(last, pathname);
  const page = menus.length === 0 ? [crumb, recordName] : own ? [] : [recordName ?? crumb];
  const trail = [...menus.map(toCrumb), ...page.flatMap((label, index) => (label ? [{ key: `page-${index}`, label }] : []))];
  return trail.filter((item, index) => item.label !== trail[index - 1]?.label);
}

type TTitleInput = {
  siteName: string;
  admin: boolean;
  trail: readonly TCrumb[];
  /** the not-found page's own title, when the page shows it */
  notFoundTitle?: string;
};

/**
 * The document title (KWCAG 2.2 제목 제공, issue 14): "page | section | site", the narrowest level
 * first; the admin realm's site is "{site} 관리자" (spec §2). The home page is the site alone.
 */
export function documentTitle({ siteName, admin, trail, notFoundTitle }: TTitleInput): string {
  const site = admin ? `${siteName} ${ADMIN_TITLE_SUFFIX}` : siteName;
  const names = notFoundTitle ? [notFoundTitle] : trail.map((item) => item.label).reverse();
  return [...names, site].join(' | ');
}
