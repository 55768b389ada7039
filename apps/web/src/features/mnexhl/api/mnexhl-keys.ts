/** Query keys of the public hall pages (the admin pages' keys come from their resources). */
export const mnexhlKeys = {
  all: ['mnexhl'] as const,
  bmnexhlList: () => [...mnexhlKeys.all, 'bmnexhlList'] as const,
  bmnexhl: (bmnexhlId: number) => [...mnexhlKeys.all, 'bmnexhl', bmnexhlId] as const,
  smnexhl: (bmnexhlId: number, smnexhlNo: number) => [...mnexhlKeys.all, 'smnexhl', bmnexhlId, smnexhlNo] as const,
};
