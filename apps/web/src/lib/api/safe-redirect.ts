export const SAFE_REDIRECT_FALLBACK = '/main';

/**
 * SECURITY 5: a redirect target taken from a response or a query string must be a same-origin
 * relative path. '//evil', '/\evil', 'https://evil', 'javascript:' and paths hiding control
 * characters (browsers drop tab and newline, turning '/\t/evil' into '//evil') end at /main.
 */
export function toSafeRedirectPath(value: unknown, fallback = SAFE_REDIRECT_FALLBACK): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return fallback;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
