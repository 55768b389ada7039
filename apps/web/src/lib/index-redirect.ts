import { redirect, type RouteObject } from 'react-router';

/** A section's own address that only moves on to its first page (`/` to `/main`): its loader redirects, it draws nothing meanwhile. */
export const indexRedirect = (to: string): RouteObject => ({ index: true, loader: () => redirect(to), element: null });
