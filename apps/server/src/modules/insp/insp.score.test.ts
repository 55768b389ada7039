import { ZInspDefinition, type TInspDefinition } from '@portal/contract';
import { describe, expect, test } from 'vitest';
import { answerProblem, overfullPile, percentileIn, scoreSheet, unanswered, whyOfCode } from './insp.score.js';
import { BARS_DEF, CARD_DEF, CHOICE_DEF, HEXAGON_DEF } from './test-fixtures.js';

const pick = (scores: ReturnType<typeof scoreSheet>, id: string) => scores.scales.find((s) => s.scaleId === id)!;

test('the fixtures are valid definitions', () => {
  for (const def of [HEXAGON_DEF, CHOICE_DEF, CARD_DEF, BARS_DEF]) expect(ZInspDefinition.safeParse(def).success).toBe(true);
});

describe('a hand-computed hexagon sheet (likert 5, sum, cuts 40/70)', () => {
  // R1 5, R2 1 reversed to 5 -> R 10 of 2..10 = 100 %; I 4+3 = 7 -> 62.5 %; A 2+2 = 4 -> 25 %;
  // S 5+4 = 9 -> 87.5 %; E 3+3 = 6 -> 50 %; C 1+2 = 3 -> 12.5 %. Ranks R S I E A C, code RSI.
  const answers = { R1: 5, R2: 1, I1: 4, I2: 3, A1: 2, A2: 2, S1: 5, S2: 4, E1: 3, E2: 3, C1: 1, C2: 2 };
  const scores = scoreSheet(HEXAGON_DEF, answers);

  test('raw, range, percent, level, rank and code', () => {
    expect(scores.scales.map((s) => [s.scaleId, s.raw, s.min, s.max, s.pct, s.level, s.rank])).toEqual([
      ['R', 10, 2, 10, 100, 'HIGH', 1],
      ['I', 7, 2, 10, 62.5, 'MID', 3],
      ['A', 4, 2, 10, 25, 'LOW', 5],
      ['S', 9, 2, 10, 87.5, 'HIGH', 2],
      ['E', 6, 2, 10, 50, 'MID', 4],
      ['C', 3, 2, 10, 12.5, 'LOW', 6],
    ]);
    expect(scores.code).toBe('RSI');
    expect(scores.normApplied).toBe(false);
    expect(scores.scales.every((s) => s.pctl === null)).toBe(true);
  });

  test("a level's text, and the nearest level's when the scale has none for it", () => {
    expect(pick(scores, 'R').text).toBe('R 높음 설명');
    expect(pick(scores, 'A').text).toBe('A 낮음 설명');
    // E is MID but has only LOW and HIGH texts: the higher one on a tie
    expect(pick(scores, 'E').text).toBe('E 높음 설명');
  });

  test('why: per letter the answers that raised it, in the band wording, with the answer label', () => {
    const why = whyOfCode(HEXAGON_DEF, 'EL', answers, scores);
    expect(why.map((w) => w.scaleId)).toEqual(['R', 'S', 'I']);
    expect(why[0]!.items).toEqual([
      { text: 'R 초등 활동 하나', answer: '매우 그렇다' },
      { text: 'R 활동 둘', answer: '전혀 아니다' },
    ]);
    expect(why[1]!.items.map((i) => i.answer)).toEqual(['매우 그렇다', '그렇다']);
    expect(whyOfCode(HEXAGON_DEF, 'MD', answers, scores)[0]!.items[0]!.text).toBe('R 활동 하나');
  });

  test('likert ties share the rank and keep the definition order for the code', () => {
    const flat = scoreSheet(HEXAGON_DEF, Object.fromEntries(HEXAGON_DEF.items.map((i) => [i.itemId, 3])));
    expect(flat.code).toBe('RIA');
    expect(flat.scales.map((s) => s.rank)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  test('an adopted norm gives percentiles (below plus half the ties) and levels by them', () => {
    const norm = Object.fromEntries(HEXAGON_DEF.scales.map((s) => [s.scaleId, [4, 6, 8, 10, 10]]));
    const normed = scoreSheet(HEXAGON_DEF, answers, norm);
    // R 10: 3 below, 2 ties -> (3 + 1) / 5 = 80; C 3: none below or equal -> 0; S 9: 3 below -> 60
    expect(pick(normed, 'R').pctl).toBe(80);
    expect(pick(normed, 'C').pctl).toBe(0);
    expect(pick(normed, 'S')).toMatchObject({ pctl: 60, level: 'MID' });
    expect(normed.normApplied).toBe(true);
  });
});

test('forced choice: the chosen option scores its scale; ranking code of the top three', () => {
  // P1 A, P2 A, P3 C -> A 2, B 0, C 1 (each of 0..2)
  const scores = scoreSheet(CHOICE_DEF, { P1: 0, P2: 0, P3: 1 });
  expect(scores.scales.map((s) => [s.scaleId, s.raw, s.max, s.pct, s.rank])).toEqual([
    ['A', 2, 2, 100, 1],
    ['B', 0, 2, 0, 3],
    ['C', 1, 2, 50, 2],
  ]);
  expect(scores.code).toBe('A,C,B');
  expect(whyOfCode(CHOICE_DEF, 'MD', { P1: 1 }, scores)).toEqual([]);
});

test('card sort: the mean of the piles weights; a pile over its capacity is found', () => {
  // X: 2 and 1 -> mean 1.5 of 0..2 = 75 %; Y: 0 and 1 -> 0.5 = 25 %
  const scores = scoreSheet(CARD_DEF, { X1: 0, X2: 1, Y1: 2, Y2: 1 });
  expect(scores.scales.map((s) => [s.scaleId, s.raw, s.min, s.max, s.pct, s.level])).toEqual([
    ['X', 1.5, 0, 2, 75, 'HIGH'],
    ['Y', 0.5, 0, 2, 25, 'LOW'],
  ]);
  expect(scores.code).toBeNull();
  expect(overfullPile(CARD_DEF, { X1: 0, X2: 0, Y1: 0 })).toEqual({ label: '중요함', max: 2 });
  expect(overfullPile(CARD_DEF, { X1: 0, X2: 0, Y1: 1 })).toBeNull();
});

test('likert mean with a reverse-keyed item', () => {
  // N1 4, N2 2 reversed to 4, N3 5 -> mean 13/3 = 4.3333 of 1..5 -> 83.3 %
  const [n] = scoreSheet(BARS_DEF, { N1: 4, N2: 2, N3: 5 }).scales;
  expect(n).toMatchObject({ raw: 4.3333, min: 1, max: 5, pct: 83.3, level: 'HIGH', rank: 1 });
});

test('answers out of the definition: unknown items and values out of range', () => {
  const byId = new Map(HEXAGON_DEF.items.map((i) => [i.itemId, i]));
  expect(answerProblem(HEXAGON_DEF, byId, { R1: 5, I1: 1 })).toBeNull();
  expect(answerProblem(HEXAGON_DEF, byId, { R1: 6 })).toBe('R1');
  expect(answerProblem(HEXAGON_DEF, byId, { R1: 0 })).toBe('R1');
  expect(answerProblem(HEXAGON_DEF, byId, { Z9: 1 })).toBe('Z9');
  const choice = new Map(CHOICE_DEF.items.map((i) => [i.itemId, i]));
  expect(answerProblem(CHOICE_DEF, choice, { P1: 2 })).toBe('P1');
  expect(answerProblem(CHOICE_DEF, choice, { P1: 1 })).toBeNull();
});

test('the first unanswered item in the definition order and the count', () => {
  expect(unanswered(HEXAGON_DEF, { R1: 1, I1: 2 })).toEqual({ itemId: 'R2', count: 10 });
  expect(unanswered(CHOICE_DEF, { P1: 0, P2: 0, P3: 0 })).toBeNull();
});

test('percentiles of an empty norm are null', () => {
  expect(percentileIn([], 3)).toBeNull();
  expect(percentileIn([1, 2, 3, 4], 5)).toBe(100);
});

describe('forced-choice ties are broken head to head', () => {
  // four values in a round robin of six pairs
  const pair = (itemId: string, a: string, b: string) => ({
    itemId,
    text: '둘 중 더 중요한 것',
    options: [
      { label: `${a}를 고른다`, scaleId: a },
      { label: `${b}를 고른다`, scaleId: b },
    ],
  });
  const ROUND_ROBIN: TInspDefinition = {
    ...CHOICE_DEF,
    scales: ['A', 'B', 'C', 'D'].map((id) => ({ scaleId: id, scaleNm: `가치 ${id}`, texts: [{ level: 'HIGH' as const, text: `가치 ${id}` }] })),
    items: [pair('P1', 'A', 'B'), pair('P2', 'A', 'C'), pair('P3', 'B', 'C'), pair('P4', 'C', 'D'), pair('P5', 'A', 'D'), pair('P6', 'B', 'D')],
  };

  test('the scale that won the pair of the tied ones goes first', () => {
    // P1 B, P2 A, P3 C, P4 D, P5 A, P6 B -> A 2, B 2, C 1, D 1; B beat A (P1), D beat C (P4)
    const scores = scoreSheet(ROUND_ROBIN, { P1: 1, P2: 0, P3: 1, P4: 1, P5: 0, P6: 0 });
    expect(scores.scales.map((s) => [s.scaleId, s.raw, s.rank])).toEqual([
      ['A', 2, 2],
      ['B', 2, 1],
      ['C', 1, 4],
      ['D', 1, 3],
    ]);
    expect(scores.code).toBe('B,A,D');
  });

  test('a cycle leaves them tied: one shared rank, the definition order', () => {
    // A beats B (P1), C beats A (P2), B beats C (P3): each 1 with one win among the others
    const scores = scoreSheet(CHOICE_DEF, { P1: 0, P2: 1, P3: 0 });
    expect(scores.scales.map((s) => [s.scaleId, s.raw, s.rank])).toEqual([
      ['A', 1, 1],
      ['B', 1, 1],
      ['C', 1, 1],
    ]);
    expect(scores.code).toBe('A,B,C');
  });
});
