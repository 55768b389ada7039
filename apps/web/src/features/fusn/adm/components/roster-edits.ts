import type { TAtndcCd, TAtndcMarkBodyInput, TAtndcRosterItem } from '@portal/contract';

/** A row's mark as edited on the page: the state (none yet: null) and the note. */
export type TRosterEdit = { atndcCd: TAtndcCd | null; rmrk: string };
export type TRosterEdits = Record<number, TRosterEdit>;

/** The roster's stored marks, as the page starts editing them. */
export const editsOf = (items: TAtndcRosterItem[]): TRosterEdits =>
  Object.fromEntries(items.map((item) => [item.aplyId, { atndcCd: item.atndcCd, rmrk: item.rmrk ?? '' }]));

/** Marks the chosen rows with one state, keeping their notes. */
export const markMany = (edits: TRosterEdits, aplyIds: number[], atndcCd: TAtndcCd): TRosterEdits => ({
  ...edits,
  ...Object.fromEntries(aplyIds.map((aplyId) => [aplyId, { rmrk: edits[aplyId]?.rmrk ?? '', atndcCd }])),
});

/** What to send: the rows whose state or note differs from the stored roster (a row never marked needs a state). */
export function changedItems(items: TAtndcRosterItem[], edits: TRosterEdits): TAtndcMarkBodyInput['items'] {
  return items.flatMap((item) => {
    const edit = edits[item.aplyId];
    if (!edit?.atndcCd) return [];
    const rmrk = edit.rmrk.trim();
    if (edit.atndcCd === item.atndcCd && rmrk === (item.rmrk ?? '')) return [];
    return [{ aplyId: item.aplyId, atndcCd: edit.atndcCd, rmrk: rmrk || null }];
  });
}
