import type { TAtndcRosterItem } from '@portal/contract';
import { describe, expect, test } from 'vitest';
import { changedItems, editsOf, markMany } from './roster-edits';

const item = (aplyId: number, atndcCd: TAtndcRosterItem['atndcCd'], rmrk: string | null = null): TAtndcRosterItem => ({
  aplyId,
  userId: `stu${aplyId}`,
  userNm: `학생${aplyId}`,
  schlNm: '진로중학교',
  grd: 2,
  clsNm: '3',
  aplyUnitCd: '1',
  unitNm: '1모둠',
  atndcCd,
  rmrk,
  chkinSeCd: atndcCd ? 'MNL' : null,
  chkinAt: null,
});

describe('the roster edits', () => {
  const items = [item(1, null), item(2, 'PRSNT'), item(3, 'LATE', '버스 지연')];

  test('nothing is sent until a row changes; an unmarked row needs a state', () => {
    const edits = editsOf(items);
    expect(changedItems(items, edits)).toEqual([]);
    expect(changedItems(items, { ...edits, 1: { atndcCd: null, rmrk: '메모만' } })).toEqual([]);
  });

  test('marking many keeps their notes; only the rows that differ are sent, notes trimmed and empty as null', () => {
    const edits = markMany(editsOf(items), [1, 2, 3], 'ABSNT');
    expect(edits[3]).toEqual({ atndcCd: 'ABSNT', rmrk: '버스 지연' });
    expect(changedItems(items, edits)).toEqual([
      { aplyId: 1, atndcCd: 'ABSNT', rmrk: null },
      { aplyId: 2, atndcCd: 'ABSNT', rmrk: null },
      { aplyId: 3, atndcCd: 'ABSNT', rmrk: '버스 지연' },
    ]);
    const noteOnly = { ...editsOf(items), 2: { atndcCd: 'PRSNT' as const, rmrk: '  조기 도착 ' } };
    expect(changedItems(items, noteOnly)).toEqual([{ aplyId: 2, atndcCd: 'PRSNT', rmrk: '조기 도착' }]);
  });
});
