/** spec §6: the login page, which brings the user back to `returnTo` (a path of this site) afterwards. */
export const loginPathFor = (returnTo: string) => `/login?redirectUrl=${encodeURIComponent(returnTo)}`;
