/** The before-survey of a school reservation (ctx rsvt:<schlRsvtId>) or of an INDV session (ctx sesn:<sesnId>). */
export const bfrSrvyPath = (of: { schlRsvtId?: number | null; sesnId?: number }) =>
  of.schlRsvtId ? `/crrFusion/bfrSrvy?schlRsvtId=${of.schlRsvtId}` : `/crrFusion/bfrSrvy?sesnId=${of.sesnId ?? 0}`;

/** The satisfaction survey of an attended session (ctx atnd:<sesnId>). */
export const dgstfnSrvyPath = (sesnId: number) => `/crrFusion/dgstfnSrvy?sesnId=${sesnId}`;

/** A unit of a school reservation, where the student applies. */
export const sbmsnViewPath = (schlRsvtId: number, aplyUnitCd: string) => `/myPage/fusionActvSbmsnView/${schlRsvtId}/${encodeURIComponent(aplyUnitCd)}`;

/** The teacher's reservation view (w-tchr's page), where the calendar's reservation leads. */
export const rsvtViewPath = (schlRsvtId: number) => `/myPage/fusionActvRsvtView/${schlRsvtId}`;
