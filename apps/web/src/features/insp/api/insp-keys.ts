/** Query keys of the inspection pages; the caller's own state is in the answers, so the viewer is in the keys. */
export const inspKeys = {
  all: ['insp'] as const,
  list: (viewer: string) => [...inspKeys.all, 'list', viewer] as const,
  view: (viewer: string, inspName: string) => [...inspKeys.all, 'view', viewer, inspName] as const,
  rsltList: (viewer: string) => [...inspKeys.all, 'rsltList', viewer] as const,
  rslt: (viewer: string, sheetId: number) => [...inspKeys.all, 'rslt', viewer, sheetId] as const,
};
