/** Query keys of the teachers' school pages; every answer depends on who looks, so the viewer is in every key. */
export const clsKeys = {
  all: ['cls'] as const,
  schlInfo: (viewer: string) => [...clsKeys.all, 'schlInfo', viewer] as const,
  tchrDsgn: (viewer: string) => [...clsKeys.all, 'tchrDsgn', viewer] as const,
  classes: (viewer: string, schlYr: number | undefined) => [...clsKeys.all, 'classes', viewer, schlYr ?? 'now'] as const,
  roster: (viewer: string, clsId: number) => [...clsKeys.all, 'roster', viewer, clsId] as const,
  promotion: (viewer: string) => [...clsKeys.all, 'promotion', viewer] as const,
};
