/** Query keys of the popup feature: the popups showing on a page, and the page paths popups may target. */
export const popupKeys = {
  all: ['popup'] as const,
  showing: (pageUrl: string) => [...popupKeys.all, 'showing', pageUrl] as const,
  targetPages: () => [...popupKeys.all, 'targetPages'] as const,
};
