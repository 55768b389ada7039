import { INSP_NORM_MIN_N } from '@portal/contract';
import { expect, test } from 'vitest';
import { correlation, cronbachAlpha, normCounts, normDists, psychometrics, sampleVariance, type TCompletedSheet } from './insp.psychometrics.js';
import { BARS_DEF, CHOICE_DEF } from './test-fixtures.js';

/*
 * The reference set: 5 respondents x 3 items (N3 reverse-keyed in the stored answers, so the scored
 * values below are 6 - answer for it).
 *   scored   N1 N2 N3  total
 *   r1        4  5  4   13
 *   r2        3  3  2    8
 *   r3        5  4  5   14
 *   r4        2  2  3    7
 *   r5        4  4  4   12
 * Each item: mean 3.6, squared deviations 5.2 -> sample variance 1.3; sum of item variances 3.9.
 * Totals: mean 10.8, squared deviations 4.84 + 7.84 + 10.24 + 14.44 + 1.44 = 38.8 -> variance 9.7.
 * alpha = 3/2 * (1 - 3.9 / 9.7) = 1.5 * 0.597938 = 0.896907 -> 0.897.
 * N1 against the rest (N2 + N3 = 9, 5, 9, 5, 8; mean 7.2): sxy = 8.4, sxx = 5.2, syy = 16.8,
 * r = 8.4 / sqrt(5.2 * 16.8) = 0.89872 -> 0.899.
 */
const REFERENCE_DEF = { ...BARS_DEF, items: BARS_DEF.items.map((i) => ({ ...i, reverse: i.itemId === 'N3' })) };
const scored = [
  [4, 5, 4],
  [3, 3, 2],
  [5, 4, 5],
  [2, 2, 3],
  [4, 4, 4],
];
const REFERENCE: TCompletedSheet[] = scored.map(([a, b, c]) => ({ band: 'MD', genderCd: null, answers: { N1: a!, N2: b!, N3: 6 - c! } }));

test("Cronbach's alpha and the corrected item-total correlation match the hand computation", () => {
  const stats = psychometrics(REFERENCE_DEF, REFERENCE);
  expect(stats.scales).toEqual([{ scaleId: 'N', scaleNm: '정서', itemCnt: 3, mean: 3.6, sd: expect.closeTo(Math.sqrt(9.7) / 3, 3), alpha: 0.897 }]);
  expect(stats.items[0]).toEqual({ itemId: 'N1', scaleId: 'N', mean: 3.6, itemTotal: 0.899 });
  expect(stats.items.map((i) => i.mean)).toEqual([3.6, 3.6, 3.6]);
});

test('the building blocks', () => {
  expect(sampleVariance([4, 3, 5, 2, 4])).toBeCloseTo(1.3, 10);
  expect(sampleVariance([1])).toBeNull();
  expect(correlation([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
  expect(correlation([1, 1, 1], [2, 4, 6])).toBeNull();
  expect(cronbachAlpha([[1, 2, 3]])).toBeNull();
  expect(
    cronbachAlpha([
      [1, 1],
      [2, 2],
    ]),
  ).toBeNull();
});

test('forced choice: one row per item and offered scale', () => {
  const sheets: TCompletedSheet[] = [
    { band: 'EL', genderCd: 'M', answers: { P1: 0, P2: 0, P3: 0 } },
    { band: 'EL', genderCd: 'F', answers: { P1: 1, P2: 1, P3: 1 } },
  ];
  const stats = psychometrics(CHOICE_DEF, sheets);
  expect(stats.items.map((i) => `${i.itemId}:${i.scaleId}:${i.mean}`)).toEqual(['P1:A:0.5', 'P1:B:0.5', 'P2:A:0.5', 'P2:C:0.5', 'P3:B:0.5', 'P3:C:0.5']);
  expect(stats.scales.map((s) => s.itemCnt)).toEqual([2, 2, 2]);
});

test('norms per band for all and each sex, only where n reaches the minimum', () => {
  const sheets: TCompletedSheet[] = Array.from({ length: INSP_NORM_MIN_N + 2 }, (_, i) => ({
    band: 'HI',
    genderCd: i % 2 ? 'F' : 'M',
    answers: { N1: (i % 5) + 1, N2: 3, N3: 3 },
  }));
  expect(normCounts(sheets).filter((c) => c.band === 'HI')).toEqual([
    { band: 'HI', genderCd: 'ALL', n: INSP_NORM_MIN_N + 2 },
    { band: 'HI', genderCd: 'M', n: INSP_NORM_MIN_N / 2 + 1 },
    { band: 'HI', genderCd: 'F', n: INSP_NORM_MIN_N / 2 + 1 },
  ]);
  const norms = normDists(BARS_DEF, sheets);
  expect(norms.map((n) => [n.band, n.genderCd, n.n])).toEqual([['HI', 'ALL', INSP_NORM_MIN_N + 2]]);
  const dist = norms[0]!.dist.N!;
  expect(dist).toHaveLength(INSP_NORM_MIN_N + 2);
  expect([...dist].sort((a, b) => a - b)).toEqual(dist);
  expect(dist[0]).toBeCloseTo(7 / 3, 3);
});
