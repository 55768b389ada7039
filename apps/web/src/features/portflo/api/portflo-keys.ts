/** Query keys of the portfolio pages; what a reader sees depends on who reads, so the viewer is in every key. */
export const portfloKeys = {
  all: ['portflo'] as const,
  view: (viewer: string, userId: string) => [...portfloKeys.all, 'view', viewer, userId] as const,
  fusion: (viewer: string, userId: string, currentPage: number) => [...portfloKeys.all, 'fusion', viewer, userId, currentPage] as const,
  hstry: (viewer: string, userId: string) => [...portfloKeys.all, 'hstry', viewer, userId] as const,
  stdnts: (viewer: string) => [...portfloKeys.all, 'stdnts', viewer] as const,
};
