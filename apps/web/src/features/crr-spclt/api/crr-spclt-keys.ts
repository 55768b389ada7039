/** Query keys of the career remarks page; what a teacher may edit depends on who asks, so the viewer is in every key. */
export const crrSpcltKeys = {
  all: ['crrSpclt'] as const,
  classes: (viewer: string) => [...crrSpcltKeys.all, 'classes', viewer] as const,
  students: (viewer: string, clsId: number) => [...crrSpcltKeys.all, 'students', viewer, clsId] as const,
  source: (viewer: string, clsId: number, userId: string) => [...crrSpcltKeys.all, 'source', viewer, clsId, userId] as const,
};
