/**
 * The client route table (spec §2), shared by the web router and the server: the server answers
 * index.html with 200 for these patterns and with 404 for any other page path. Patterns use
 * React Router syntax (`:param`, `:param?`). Each module adds its routes here as it lands.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/main',
  '/IndvdlInfoProcessPolcy',
  '/SvcUseStplat',
  '/EmailGrupColctReject',
] as const;

export const ADMIN_ROUTES = [] as const satisfies readonly string[];

export const ADMIN_PREFIX = '/admin';
export const ICEC_SEGMENT = '/icec/';

export const isAdminPath = (path: string): boolean => path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);

/** spec §2: pages whose path contains "write", outside admin, get the editor border. */
export const isWritePath = (path: string): boolean => !isAdminPath(path) && path.includes('write');

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

const matchers = [...PUBLIC_ROUTES, ...ADMIN_ROUTES].map(toRegExp);

/** True when a page path (no query) is one the web app renders. */
export function isKnownPagePath(path: string): boolean {
  return matchers.some((re) => re.test(path));
}
