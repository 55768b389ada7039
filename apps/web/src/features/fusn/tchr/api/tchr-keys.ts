/** Query keys of the teacher's fusion pages; every answer depends on who looks, so the viewer is in every key. */
export const fusnTchrKeys = {
  all: ['fusnTchr'] as const,
  list: (viewer: string, query: object) => [...fusnTchrKeys.all, 'list', viewer, query] as const,
  view: (viewer: string, schlRsvtId: number) => [...fusnTchrKeys.all, 'view', viewer, schlRsvtId] as const,
  aply: (viewer: string, schlRsvtId: number, query: object) => [...fusnTchrKeys.all, 'aply', viewer, schlRsvtId, query] as const,
  notAply: (viewer: string, schlRsvtId: number, query: object) => [...fusnTchrKeys.all, 'notAply', viewer, schlRsvtId, query] as const,
  roster: (viewer: string, schlRsvtId: number) => [...fusnTchrKeys.all, 'roster', viewer, schlRsvtId] as const,
};
