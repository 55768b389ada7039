import { getChoices, getQuestions } from '@bigfive-org/questions';
import {
  HOLLAND_NM,
  HOLLAND_TYPES,
  INSP_BANDS,
  inspDefinitionProblems,
  inspItemText,
  ZInspDefinition,
  WORK_VALUE,
  ZInspMetaSave,
  type TInspDefinition,
} from '@portal/contract';
import { describe, expect, test } from 'vitest';
import { bigFiveBank, bigFiveItemId } from './big-five.bank.js';
import { BIG_FIVE_WORDING } from './big-five.wording.js';
import { INSP_BANKS } from './index.js';
import { riasecBank } from './riasec.bank.js';
import { workValuesBank } from './work-values.bank.js';

const countBy = <T>(list: T[], key: (t: T) => string) => list.reduce<Record<string, number>>((acc, t) => ({ ...acc, [key(t)]: (acc[key(t)] ?? 0) + 1 }), {});

/** Every scale explains itself and has a text for each level, written in 합니다체. */
function expectScaleTexts(def: TInspDefinition) {
  for (const scale of def.scales) {
    expect(scale.expln, scale.scaleId).toMatch(/니다\.$/);
    expect(scale.texts.map((t) => t.level)).toEqual(['LOW', 'MID', 'HIGH']);
    for (const { text } of scale.texts) expect(text, scale.scaleId).toMatch(/니다\.$/);
  }
}

describe('every bank', () => {
  test('the three tests, in catalogue order, parse as the contract wants', () => {
    expect(INSP_BANKS.map((b) => b.meta.inspName)).toEqual(['riasec', 'bigFive', 'workValues']);
    expect(INSP_BANKS.map((b) => b.meta.sortSeq)).toEqual([1, 2, 3]);
    for (const bank of INSP_BANKS) {
      expect(ZInspMetaSave.parse(bank.meta)).toEqual(bank.meta);
      expect(ZInspDefinition.parse(bank.definition)).toEqual(bank.definition);
      expect(inspDefinitionProblems(bank.definition)).toEqual([]);
      expect(bank.meta.trgtMbrTypes).toEqual(['ST01', 'ST02']);
      expect(bank.meta.srcNote).toBeTruthy();
      expectScaleTexts(bank.definition);
    }
  });

  test('no text has doubled or stray spaces', () => {
    const texts = INSP_BANKS.flatMap(({ definition: d }) => [
      ...d.items.flatMap((i) => [
        i.text,
        ...Object.values(i.bandText ?? {}),
        ...(i.options ?? []).flatMap((o) => [o.label, ...Object.values(o.bandLabel ?? {})]),
      ]),
      ...d.scales.flatMap((s) => [s.expln ?? '', ...s.texts.map((t) => t.text)]),
    ]);
    for (const text of texts) expect(text).toBe(text.trim().replace(/\s{2,}/g, ' '));
  });
});

describe('직업흥미검사 (riasec)', () => {
  const def = riasecBank.definition;

  test('60 positively keyed items, ten per Holland type, in rounds of R I A S E C', () => {
    expect(def.items).toHaveLength(60);
    expect(countBy(def.items, (i) => i.scaleId!)).toEqual(Object.fromEntries(HOLLAND_TYPES.map((t) => [t, 10])));
    expect(def.items.slice(0, 7).map((i) => i.itemId)).toEqual(['R01', 'I01', 'A01', 'S01', 'E01', 'C01', 'R02']);
    for (const item of def.items) {
      expect(item.itemId.slice(0, 1)).toBe(item.scaleId);
      expect(item.reverse).toBeUndefined();
    }
  });

  test('each item has its own elementary (해요체) and high-school wording', () => {
    for (const item of def.items) {
      const [el, md, hi] = INSP_BANDS.map((band) => inspItemText(item, band));
      expect(new Set([el, md, hi]).size, item.itemId).toBe(3);
      expect(el, item.itemId).toMatch(/요\.$/);
      expect(md, item.itemId).toMatch(/다\.$/);
      expect(hi, item.itemId).toMatch(/다\.$/);
    }
    expect(new Set(def.items.map((i) => i.text)).size).toBe(60);
  });

  test('likert 5, summed, on a hexagon with a three-letter code, for every school band', () => {
    expect(def.answerScale).toEqual({ type: 'likert', points: 5, labels: ['전혀 그렇지 않다', '그렇지 않다', '보통이다', '그렇다', '매우 그렇다'] });
    expect(def.scoring).toEqual({ method: 'sum', levelCuts: [40, 70] });
    expect(def.display).toBe('hexagon');
    expect(def.codeLength).toBe(3);
    expect(def.scales.map((s) => [s.scaleId, s.scaleNm])).toEqual(HOLLAND_TYPES.map((t) => [t, HOLLAND_NM[t]]));
    expect(riasecBank.meta).toMatchObject({ durationMin: 15, trgtBands: ['EL', 'MD', 'HI'] });
    expect(riasecBank.meta.srcNote).toContain('홀랜드(J. L. Holland)');
  });
});

describe('성격 탐색 검사 (bigFive)', () => {
  const def = bigFiveBank.definition;
  const source = getQuestions('ko');

  test('the 120 items of @bigfive-org/questions came through with their domain and keying', () => {
    expect(def.items).toHaveLength(120);
    expect(source).toHaveLength(120);
    source.forEach((q, n) => {
      const item = def.items[n]!;
      expect(item.itemId).toBe(bigFiveItemId(q.id));
      expect(item.scaleId).toBe(q.domain);
      expect(item.reverse ?? false, item.itemId).toBe(q.keyed === 'minus');
      expect(item.text).toBe(BIG_FIVE_WORDING[item.itemId] ?? q.text);
      expect(item.bandText).toBeUndefined();
    });
    expect(countBy(def.items, (i) => i.scaleId!)).toEqual({ N: 24, E: 24, O: 24, A: 24, C: 24 });
    expect(def.items.filter((i) => i.reverse)).toHaveLength(source.filter((q) => q.keyed === 'minus').length);
  });

  test('our wording replaces only items of the package, each with a changed sentence in the same form', () => {
    const packageText = new Map(source.map((q) => [bigFiveItemId(q.id), q.text]));
    for (const [itemId, text] of Object.entries(BIG_FIVE_WORDING)) {
      expect(packageText.get(itemId), itemId).toBeDefined();
      expect(text).not.toBe(packageText.get(itemId));
      expect(text).toMatch(/^나는 .+ 편이다\.$/);
    }
  });

  test("the package's Korean answer labels, averaged, as bars, for middle and high school", () => {
    const choices = getChoices('ko') as unknown as { plus: { text: string }[] };
    expect(def.answerScale).toEqual({ type: 'likert', points: 5, labels: choices.plus.map((c) => c.text) });
    expect(def.scoring).toEqual({ method: 'mean', levelCuts: [35, 65] });
    expect(def.display).toBe('bars');
    expect(def.scales.map((s) => [s.scaleId, s.scaleNm])).toEqual([
      ['N', '신경성(정서 민감성)'],
      ['E', '외향성'],
      ['O', '개방성'],
      ['A', '우호성'],
      ['C', '성실성'],
    ]);
    expect(bigFiveBank.meta).toMatchObject({ durationMin: 20, trgtBands: ['MD', 'HI'] });
    expect(bigFiveBank.meta.srcNote).toMatch(/IPIP.*ipip\.ori\.org.*public domain.*MIT.*@bigfive-org\/questions/);
  });
});

describe('직업가치관검사 (workValues)', () => {
  const def = workValuesBank.definition;
  const pairs = def.items.map((i) => i.options!.map((o) => o.scaleId));

  test('24 pairs of the twelve values: each value four times, twice first, no pair twice', () => {
    expect(def.items).toHaveLength(24);
    expect(pairs.every((p) => p.length === 2 && p[0] !== p[1])).toBe(true);
    const values = Object.keys(WORK_VALUE);
    expect(countBy(pairs.flat(), (v) => v)).toEqual(Object.fromEntries(values.map((v) => [v, 4])));
    expect(countBy(pairs, (p) => p[0]!)).toEqual(Object.fromEntries(values.map((v) => [v, 2])));
    expect(new Set(pairs.map((p) => p.toSorted().join('-'))).size).toBe(24);
    pairs.slice(1).forEach((p, n) => expect(p.some((v) => pairs[n]!.includes(v))).toBe(false));
  });

  test('a value is put in four different statements, with wording per band where it differs', () => {
    const options = def.items.flatMap((i) => i.options!);
    for (const value of Object.keys(WORK_VALUE)) {
      const mine = options.filter((o) => o.scaleId === value);
      expect(new Set(mine.map((o) => o.label)).size, value).toBe(4);
    }
    for (const o of options) for (const label of Object.values(o.bandLabel ?? {})) expect(label).not.toBe(o.label);
    expect(options.filter((o) => o.bandLabel?.EL).length).toBeGreaterThan(36);
    expect(new Set(def.items.map((i) => i.text)).size).toBeGreaterThan(1);
    for (const item of def.items) expect(inspItemText(item, 'EL')).toMatch(/\?$/);
  });

  test('forced choice, summed, ranked, with the twelve value names', () => {
    expect(def.answerScale).toEqual({ type: 'forcedChoice' });
    expect(def.scoring).toEqual({ method: 'sum', levelCuts: [34, 67] });
    expect(def.display).toBe('ranking');
    expect(def.scales.map((s) => [s.scaleId, s.scaleNm])).toEqual(Object.entries(WORK_VALUE));
    expect(workValuesBank.meta).toMatchObject({ durationMin: 10, trgtBands: ['EL', 'MD', 'HI'] });
  });
});
