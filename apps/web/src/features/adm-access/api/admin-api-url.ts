/**
 * The admin login screens call /api/... before any administrator is saved in the browser, when the
 * HTTP client would rewrite /api/ to /icec/api/ (spec §6: no user type means the user realm). An
 * absolute same-origin address is left as it is, so these few calls reach the admin realm.
 */
export const adminApiUrl = (path: `/api/${string}`): string => new URL(path, window.location.origin).href;
