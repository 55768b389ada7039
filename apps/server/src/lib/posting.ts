import { postingSttsCd } from '@portal/contract';
import { auditOf } from '../db/columns.js';

/** What the popup and banner tables share: a posting period, an order, a use flag and the audit columns. */
type TPostingRow = Parameters<typeof auditOf>[0] & { bgngDt: Date; endDt: Date; sortSeq: number; useYn: 'Y' | 'N' };

/** The admin item fields of a posting: its period as ISO times and its status at `now` (the server clock). */
export const postingItemOf = (row: TPostingRow, now: Date) => ({
  bgngDt: row.bgngDt.toISOString(),
  endDt: row.endDt.toISOString(),
  sortSeq: row.sortSeq,
  useYn: row.useYn,
  sttsCd: postingSttsCd(row.bgngDt, row.endDt, now),
  ...auditOf(row),
});

/** A parsed posting (its period as ISO strings) as the timestamptz columns take it. */
export const periodColumns = <T extends { bgngDt: string; endDt: string }>(row: T) => ({ ...row, bgngDt: new Date(row.bgngDt), endDt: new Date(row.endDt) });
