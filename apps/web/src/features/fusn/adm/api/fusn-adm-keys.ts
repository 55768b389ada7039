/** Query keys of the fusion admin pages; any change refetches the whole feature (programs, sessions, bookings, rosters). */
export const fusnAdmKeys = {
  all: ['admFusn'] as const,
  prgrmList: (query: object) => [...fusnAdmKeys.all, 'prgrm', 'list', query] as const,
  prgrm: (prgrmId: number) => [...fusnAdmKeys.all, 'prgrm', prgrmId] as const,
  sesnList: (prgrmId: number, query: object) => [...fusnAdmKeys.all, 'prgrm', prgrmId, 'sesn', query] as const,
  srvyOptions: () => [...fusnAdmKeys.all, 'srvyOptions'] as const,
  halls: () => [...fusnAdmKeys.all, 'halls'] as const,
  clsrList: (year: number) => [...fusnAdmKeys.all, 'clsr', year] as const,
  rsvtList: (query: object) => [...fusnAdmKeys.all, 'rsvt', 'list', query] as const,
  rsvt: (schlRsvtId: number) => [...fusnAdmKeys.all, 'rsvt', schlRsvtId] as const,
  rsvtStdnt: (schlRsvtId: number) => [...fusnAdmKeys.all, 'rsvt', schlRsvtId, 'stdnt'] as const,
  indvSesnList: (query: object) => [...fusnAdmKeys.all, 'indv', 'list', query] as const,
  indvAplyList: (sesnId: number) => [...fusnAdmKeys.all, 'indv', sesnId] as const,
  draw: (sesnId: number) => [...fusnAdmKeys.all, 'draw', sesnId] as const,
  sesnOfDay: (ymd: string) => [...fusnAdmKeys.all, 'atndc', 'day', ymd] as const,
  roster: (sesnId: number) => [...fusnAdmKeys.all, 'atndc', sesnId] as const,
  hallQr: (bmnexhlId: number) => ['admFusnQr', bmnexhlId] as const,
};
