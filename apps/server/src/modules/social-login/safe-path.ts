const BASE = 'http://portal.invalid';

/**
 * SECURITY 5 (server side of the web's toSafeRedirectPath): a redirect target is kept only when it
 * is a same-origin relative path; '//evil', '/\evil', 'https://evil', 'javascript:' and paths
 * hiding control characters or spaces end at the fallback.
 */
export function toSafeRelativePath(value: string | undefined, fallback = '/main'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return fallback;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
