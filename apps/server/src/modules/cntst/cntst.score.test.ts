import { describe, expect, it } from 'vitest';
import { allocate, scoreTable, weightedTotal } from './cntst.score.js';

const crtrs = [
  { crtrId: 'c1', crtrNm: '창의성', weight: 60, maxScore: 10 },
  { crtrId: 'c2', crtrNm: '완성도', weight: 40, maxScore: 20 },
];

describe('allocate', () => {
  it('gives every judge every entry in ALL mode', () => {
    expect(allocate([2, 1], ['b', 'a'], 'ALL', 1)).toEqual([
      [1, 'a'],
      [1, 'b'],
      [2, 'a'],
      [2, 'b'],
    ]);
  });

  it('balances N judges per entry by load and is stable', () => {
    const entries = [1, 2, 3, 4, 5, 6, 7];
    const pairs = allocate(entries, ['j1', 'j2', 'j3'], 'N', 2);
    expect(pairs).toHaveLength(14);
    const load = (j: string) => pairs.filter(([, x]) => x === j).length;
    const loads = ['j1', 'j2', 'j3'].map(load);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    for (const e of entries) expect(new Set(pairs.filter(([x]) => x === e).map(([, j]) => j)).size).toBe(2);
    expect(allocate([...entries].reverse(), ['j3', 'j1', 'j2'], 'N', 2)).toEqual(pairs);
  });

  it('gives each entry every judge when N exceeds the judges', () => {
    expect(allocate([1], ['a', 'b'], 'N', 5)).toHaveLength(2);
  });
});

describe('scoreTable', () => {
  it('weights each criterion by its maximum', () => {
    expect(weightedTotal(crtrs, { c1: 10, c2: 10 })).toBe(80);
  });

  it('averages submitted sheets only, ranks with ties and spreads', () => {
    const rows = scoreTable(crtrs, [
      {
        entryId: 1,
        tieOrd: null,
        sheets: [
          { judgeId: 'a', scores: { c1: 10, c2: 20 }, submitted: true },
          { judgeId: 'b', scores: { c1: 5, c2: 10 }, submitted: true },
        ],
      },
      { entryId: 2, tieOrd: null, sheets: [{ judgeId: 'a', scores: { c1: 7.5, c2: 15 }, submitted: true }] },
      { entryId: 3, tieOrd: null, sheets: [{ judgeId: 'a', scores: { c1: 10, c2: 20 }, submitted: true }] },
      { entryId: 4, tieOrd: null, sheets: [{ judgeId: 'a', scores: { c1: 10, c2: 20 }, submitted: false }] },
    ]);
    const byId = new Map(rows.map((r) => [r.entryId, r]));
    expect(byId.get(1)).toMatchObject({ total: 75, spread: 50, rank: 2, tieYn: 'Y', means: { c1: 7.5, c2: 15 } });
    expect(byId.get(2)).toMatchObject({ total: 75, spread: null, rank: 2, tieYn: 'Y' });
    expect(byId.get(3)).toMatchObject({ total: 100, rank: 1, tieYn: 'N' });
    expect(byId.get(4)).toMatchObject({ total: null, rank: null, means: { c1: null } });
  });

  it('separates a tie by the administrator order', () => {
    const sheet = { judgeId: 'a', scores: { c1: 5, c2: 5 }, submitted: true };
    const rows = scoreTable(crtrs, [
      { entryId: 1, tieOrd: 2, sheets: [sheet] },
      { entryId: 2, tieOrd: 1, sheets: [sheet] },
    ]);
    expect(rows.map((r) => [r.entryId, r.rank, r.tieYn])).toEqual([
      [1, 2, 'N'],
      [2, 1, 'N'],
    ]);
  });
});
