import { formatSeoulDateTime, INSP_BAND_NM, type TInspBand } from '@portal/contract';

/** A completion's day, Seoul: 'YYYY-MM-DD'. */
export const formatInspDate = (iso: string | null) => formatSeoulDateTime(iso).slice(0, 10);

/** The bands a test is offered to, in words (초등학생, 중학생). */
export const bandNames = (bands: readonly TInspBand[], separator: string) => bands.map((band) => INSP_BAND_NM[band]).join(separator);

/** The test page and the result page's addresses. */
export const inspPath = (inspName: string) => `/crrInsp/crrInsp/${inspName}`;
export const rsltPath = (sheetId?: number, cmp?: number) =>
  sheetId === undefined ? '/crrInsp/crrInspRslt' : `/crrInsp/crrInspRslt?sheetId=${sheetId}${cmp === undefined ? '' : `&cmp=${cmp}`}`;
