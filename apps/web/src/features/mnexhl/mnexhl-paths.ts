/** The public page of a big hall (spec §2 /eduIntdcn/bmnexhlIntdcnView/:bmnexhlId). */
export const bmnexhlIntdcnPath = (bmnexhlId: number) => `/eduIntdcn/bmnexhlIntdcnView/${bmnexhlId}`;
