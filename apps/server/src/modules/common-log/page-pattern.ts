import { ADMIN_ROUTES, PUBLIC_ROUTES } from '@portal/contract';

/** What a path of no page of the route table (the not-found page) is counted as. */
export const UNKNOWN_PAGE = '/*';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? (segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${escape(segment)}`))
    .join('');
  return new RegExp(`^${body}/?$`);
}

// fixed routes before routes with parameters, so '/a/b' is never read as '/a/:id'
const ROUTES = [...PUBLIC_ROUTES, ...ADMIN_ROUTES]
  .map((pattern) => ({ pattern: pattern as string, re: toRegExp(pattern), params: pattern.split(':').length - 1 }))
  .sort((a, b) => a.params - b.params);

/**
 * The route pattern of a page path, which logs and rollups keep instead of the path: a path may
 * carry an id (a user id in a portfolio address), and statistics count pages, not records
 * (data minimisation; bounded rollup keys). A path of no known page is UNKNOWN_PAGE.
 */
export function pagePatternOf(path: string): string {
  return ROUTES.find((route) => route.re.test(path))?.pattern ?? UNKNOWN_PAGE;
}
