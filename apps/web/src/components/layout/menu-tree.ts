import type { TMenuItem } from '@portal/contract';

export type TMenuNode = TMenuItem & { children: TMenuNode[] };

/** What activating a menu does (spec §6). */
export type TMenuAction =
  | { kind: 'internal'; to: string; newWindow: boolean }
  | { kind: 'external'; href: string; newWindow: boolean }
  | { kind: 'login'; to: string }
  | { kind: 'blocked'; messageKey: 'menu.noAuthority' | 'menu.cannotRun' };

const MAX_LEVEL = 3;

const bySortSeq = (a: TMenuNode, b: TMenuNode) => a.sortSeq - b.sortSeq || a.menuId.localeCompare(b.menuId);

/**
 * The flat menu list (GET /icec/api/menu/list) as the GNB tree: level 1 at the top, children under
 * their upMenuId, each level ordered by sortSeq. An item whose parent is missing is left out,
 * as is anything deeper than level 3.
 */
export function buildMenuTree(items: readonly TMenuItem[]): TMenuNode[] {
  const nodes = new Map(items.map((item) => [item.menuId, { ...item, children: [] as TMenuNode[] }]));
  const roots: TMenuNode[] = [];
  for (const node of nodes.values()) {
    if (node.level === 1) roots.push(node);
    else if (node.level <= MAX_LEVEL && node.upMenuId) {
      const parent = nodes.get(node.upMenuId);
      if (parent && parent.level === node.level - 1) parent.children.push(node);
    }
  }
  const sort = (list: TMenuNode[]): TMenuNode[] => {
    list.sort(bySortSeq);
    for (const node of list) sort(node.children);
    return list;
  };
  return sort(roots);
}

/** An internal path ('/x', never '//x' or '/\x') or an http(s) address; anything else cannot run. */
function usableUrl(menuUrl: string | null): { kind: 'internal' | 'external'; url: string } | null {
  const url = menuUrl?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return { kind: 'internal', url };
  if (/^https?:\/\/[^/\\]/i.test(url)) return { kind: 'external', url };
  return null;
}

/**
 * spec §6: no access ('N') or no usable URL shows an alert instead of navigating; 'B' opens a new
 * window. A guest opening a login-only menu is offered the login first (issue 14).
 */
export function menuAction(item: TMenuItem, guest = false): TMenuAction {
  if (item.acsAuthrt === 'N') return { kind: 'blocked', messageKey: 'menu.noAuthority' };
  const target = usableUrl(item.menuUrl);
  if (!target) return { kind: 'blocked', messageKey: 'menu.cannotRun' };
  if (guest && item.lgnNeedYn === 'Y' && target.kind === 'internal') return { kind: 'login', to: target.url };
  const newWindow = item.trgtTypeCd === 'B';
  return target.kind === 'internal' ? { kind: 'internal', to: target.url, newWindow } : { kind: 'external', href: target.url, newWindow };
}

const trimPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

function pathOf(menuUrl: string | null): string | null {
  const target = usableUrl(menuUrl);
  return target?.kind === 'internal' ? trimPath(target.url.split(/[?#]/)[0] ?? '') : null;
}

/** Whether the menu's own page is the given path (not a page below it). */
export const isMenuPage = (item: TMenuItem, pathname: string): boolean => pathOf(item.menuUrl) === trimPath(pathname);

/** Every menu with the chain of its ancestors, depth first. */
function* walk(nodes: readonly TMenuNode[], trail: TMenuNode[] = []): Generator<TMenuNode[]> {
  for (const node of nodes) {
    const path = [...trail, node];
    yield path;
    yield* walk(node.children, path);
  }
}

/**
 * The menu path (level 1 .. n) of the page: the menu whose URL equals the pathname, else the one
 * whose URL is the longest prefix of it at a segment boundary ('/board' matches '/board/3', not
 * '/boards'); on a tie the deeper menu wins (a parent often repeats its first child's URL).
 * Empty when no menu matches.
 */
export function findMenuPath(tree: readonly TMenuNode[], pathname: string): TMenuNode[] {
  const current = trimPath(pathname);
  let best: TMenuNode[] = [];
  let bestScore = [0, 0, 0];
  for (const path of walk(tree)) {
    const url = pathOf(path.at(-1)?.menuUrl ?? null);
    if (!url || url === '/') continue;
    const exact = url === current;
    if (!exact && !current.startsWith(`${url}/`)) continue;
    const score = [exact ? 1 : 0, url.length, path.length];
    const index = score.findIndex((value, i) => value !== bestScore[i]);
    if (index >= 0 && (score[index] ?? 0) > (bestScore[index] ?? 0)) {
      best = path;
      bestScore = score;
    }
  }
  return best;
}
