/** Query keys of the member fusion pages; answers that depend on who looks carry the viewer. */
export const fusnKeys = {
  all: ['fusn'] as const,
  calendars: () => [...fusnKeys.all, 'calendar'] as const,
  calendar: (viewer: string, query: unknown) => [...fusnKeys.calendars(), viewer, query] as const,
  prgrm: (prgrmId: number) => [...fusnKeys.all, 'prgrm', prgrmId] as const,
  mine: (viewer: string) => [...fusnKeys.all, 'mine', viewer] as const,
  rsvtMine: (viewer: string) => [...fusnKeys.all, 'rsvtMine', viewer] as const,
  unit: (viewer: string, schlRsvtId: number, aplyUnitCd: string) => [...fusnKeys.all, 'unit', viewer, schlRsvtId, aplyUnitCd] as const,
  draw: (sesnId: number) => [...fusnKeys.all, 'draw', sesnId] as const,
  cert: (certNo: string) => [...fusnKeys.all, 'cert', certNo] as const,
};
