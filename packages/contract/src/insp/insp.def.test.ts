import { describe, expect, test } from 'vitest';
import { INSP_MESSAGES as M } from './insp.codes.js';
import { inspDefinitionProblems, ZInspDefinition, type TInspDefinition } from './insp.def.js';

const texts = [{ level: 'HIGH' as const, text: '높습니다.' }];
const LIKERT = { type: 'likert' as const, points: 2, labels: ['아니다', '그렇다'] };

/** A valid Holland hexagon: one likert item per letter. */
const hexagon = (ids = ['R', 'I', 'A', 'S', 'E', 'C']): TInspDefinition => ({
  answerScale: LIKERT,
  scales: ids.map((id) => ({ scaleId: id, scaleNm: `${id}형`, texts })),
  items: ids.map((id) => ({ itemId: `${id}1`, text: `${id} 활동`, scaleId: id })),
  scoring: { method: 'sum', levelCuts: [40, 70] },
  display: 'hexagon',
  codeLength: 3,
});

describe('inspDefinitionProblems', () => {
  test('a hexagon needs exactly one scale of each letter R I A S E C', () => {
    expect(inspDefinitionProblems(hexagon())).toEqual([]);
    expect(inspDefinitionProblems(hexagon(['C', 'E', 'S', 'A', 'I', 'R']))).toEqual([]);
    for (const ids of [
      ['R', 'I', 'A', 'S', 'E'],
      ['R', 'I', 'A', 'S', 'E', 'X'],
      ['RI', 'I', 'A', 'S', 'E', 'C'],
      ['R', 'I', 'A', 'S', 'E', 'C', 'X'],
    ]) {
      expect(inspDefinitionProblems(hexagon(ids)), ids.join()).toContain(M.hexagonScales);
    }
  });

  test('a code no longer than the scales', () => {
    const bars: TInspDefinition = { ...hexagon(['X', 'Y']), display: 'bars', codeLength: 3 };
    expect(inspDefinitionProblems(bars)).toEqual([M.codeTooLong(3, 2)]);
    expect(inspDefinitionProblems({ ...bars, codeLength: 2 })).toEqual([]);
  });

  test("a card sort's piles hold at least every card", () => {
    const cards = (max: number): TInspDefinition => ({
      ...hexagon(['X']),
      display: 'bars',
      codeLength: undefined,
      answerScale: {
        type: 'cardSort',
        piles: [
          { label: '중요함', weight: 2, max },
          { label: '보통', weight: 1, max: 1 },
        ],
      },
      items: ['X1', 'X2', 'X3'].map((itemId) => ({ itemId, text: '카드', scaleId: 'X' })),
    });
    expect(inspDefinitionProblems(cards(1))).toEqual([M.pilesTooSmall(2, 3)]);
    expect(inspDefinitionProblems(cards(2))).toEqual([]);
  });

  test('the first level cut not above the second', () => {
    expect(inspDefinitionProblems({ ...hexagon(), scoring: { method: 'sum', levelCuts: [70, 40] } })).toEqual([M.levelCutsOrder]);
    expect(inspDefinitionProblems({ ...hexagon(), scoring: { method: 'sum', levelCuts: [50, 50] } })).toEqual([]);
  });
});

test('ids that are names of Object.prototype are refused (answers and norms are keyed by them)', () => {
  for (const id of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
    const asItem = hexagon();
    asItem.items[0] = { ...asItem.items[0]!, itemId: id };
    const asScale: TInspDefinition = { ...hexagon(['X']), display: 'bars', codeLength: undefined };
    asScale.scales[0] = { ...asScale.scales[0]!, scaleId: id };
    asScale.items[0] = { ...asScale.items[0]!, scaleId: id };
    for (const def of [asItem, asScale]) {
      const parsed = ZInspDefinition.safeParse(def);
      expect(parsed.success, id).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toContain(M.defIdReserved);
    }
  }
  expect(ZInspDefinition.safeParse(hexagon()).success).toBe(true);
});
