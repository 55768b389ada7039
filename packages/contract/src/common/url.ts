/** http and https only (SECURITY 5: admin-entered URLs). zod-free: the footer is in the public first load. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const SITE_PATH_MAX = 300;

/**
 * A path of this site (SECURITY 5): one leading '/', letters, digits and - . _ ~ / only; no '//'
 * (another host), '\', '.' or '..' segment, query or percent-encoding. zod-free: the public popup
 * layer and banner strip check stored paths with it before showing them.
 */
export function isSitePath(value: string): boolean {
  if (value.length > SITE_PATH_MAX || !/^\/[A-Za-z0-9._~/-]*$/.test(value) || value.includes('//')) return false;
  return !value.split('/').some((segment) => segment === '.' || segment === '..');
}
