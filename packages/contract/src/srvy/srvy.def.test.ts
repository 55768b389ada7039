import { describe, expect, it } from 'vitest';
import { SRVY_MESSAGES as M } from './srvy.messages.js';
import {
  keptAnswers,
  sameSrvyStructure,
  srvyAnswerProblems,
  srvyDefProblems,
  visibleQstns,
  ZSrvyAnswers,
  ZSrvyDef,
  type TSrvyDef,
  type TSrvyQstn,
} from './srvy.def.js';

const opts = (...ids: string[]) => ids.map((optId) => ({ optId, optNm: `보기 ${optId}` }));
const q = (qstnId: string, qstnType: TSrvyQstn['qstnType'], extra: Partial<TSrvyQstn> = {}): TSrvyQstn => ({
  qstnId,
  qstnType,
  qstnTtl: `문항 ${qstnId}`,
  requiredYn: 'Y',
  ...extra,
});

const def: TSrvyDef = {
  pages: [
    {
      pageId: 'p1',
      qstns: [
        q('single', 'SINGLE', { options: opts('a', 'b') }),
        q('multi', 'MULTI', { options: opts('a', 'b', 'c'), minPick: 2, maxPick: 2 }),
        q('other', 'OTHER', { options: opts('a', 'b') }),
        q('s5', 'SCALE5'),
        q('s7', 'SCALE7', { requiredYn: 'N' }),
        q('mx', 'MATRIX', {
          scalePoints: 7,
          rows: [
            { rowId: 'r1', rowNm: '행 1' },
            { rowId: 'r2', rowNm: '행 2' },
          ],
        }),
      ],
    },
    {
      pageId: 'p2',
      qstns: [
        q('short', 'SHORT', { maxLength: 5 }),
        q('long', 'LONG', { requiredYn: 'N' }),
        q('num', 'NUMBER', { minValue: 1, maxValue: 10 }),
        q('date', 'DATE'),
        q('rank', 'RANK', { options: opts('x', 'y', 'z') }),
        q('file', 'FILE', { requiredYn: 'N', fileMaxCnt: 2 }),
        q('cond', 'LONG', { showIf: { qstnId: 'single', optIds: ['b'] } }),
        q('cond2', 'SHORT', { showIf: { qstnId: 'other', optIds: ['etc'] } }),
      ],
    },
  ],
};

const full = {
  single: { optIds: ['a'] },
  multi: { optIds: ['a', 'c'] },
  other: { optIds: ['b'] },
  s5: { num: 5 },
  mx: { rows: { r1: 7, r2: 1 } },
  short: { text: '짧은 답' },
  num: { num: 3.5 },
  date: { date: '2026-03-01' },
  rank: { rank: ['z', 'x', 'y'] },
};

describe('srvyDefProblems', () => {
  it('accepts a sound definition of every type with conditions', () => {
    expect(srvyDefProblems(def)).toEqual([]);
    expect(ZSrvyDef.safeParse(def).success).toBe(true);
  });

  it('names duplicate ids, empty options and titles, and bad limits', () => {
    const bad: TSrvyDef = {
      pages: [
        { pageId: 'p', qstns: [q('a', 'SINGLE', { options: opts('x') }), q('a', 'MULTI', { options: opts('x', 'x'), minPick: 3, maxPick: 1 })] },
        {
          pageId: 'p',
          qstns: [q('b', 'NUMBER', { minValue: 5, maxValue: 1, qstnTtl: '' }), q('c', 'MATRIX'), q('d', 'SHORT', { maxLength: 900, options: opts('x') })],
        },
      ],
    };
    const problems = srvyDefProblems(bad);
    expect(problems).toEqual(
      expect.arrayContaining([
        M.dupPageId('p'),
        M.dupQstnId('a'),
        M.optionsRequired(1),
        M.dupOptId(2, 'x'),
        M.pickRange(2),
        M.pickOverOptions(2),
        M.qstnTtlRequired(3),
        M.valueRange(3),
        M.rowsRequired(4),
        M.maxLength(5, 500),
        M.optionsUnused(5),
      ]),
    );
    expect(srvyDefProblems({ pages: [] })).toEqual([M.defEmpty]);
  });

  it('refuses a condition on a later, unknown or non-choice question, or on unknown options', () => {
    const later: TSrvyDef = {
      pages: [{ pageId: 'p', qstns: [q('a', 'SHORT', { showIf: { qstnId: 'b', optIds: ['x'] } }), q('b', 'SINGLE', { options: opts('x', 'y') })] }],
    };
    expect(srvyDefProblems(later)).toEqual([M.condUnknown(1)]);
    const nonChoice: TSrvyDef = { pages: [{ pageId: 'p', qstns: [q('a', 'SCALE5'), q('b', 'SHORT', { showIf: { qstnId: 'a', optIds: ['x'] } })] }] };
    expect(srvyDefProblems(nonChoice)).toEqual([M.condNotChoice(2)]);
    const unknownOpt: TSrvyDef = {
      pages: [{ pageId: 'p', qstns: [q('a', 'SINGLE', { options: opts('x', 'y') }), q('b', 'SHORT', { showIf: { qstnId: 'a', optIds: ['z'] } })] }],
    };
    expect(srvyDefProblems(unknownOpt)).toEqual([M.condOptions(2)]);
    const etcReserved: TSrvyDef = { pages: [{ pageId: 'p', qstns: [q('a', 'OTHER', { options: opts('etc', 'y') })] }] };
    expect(srvyDefProblems(etcReserved)).toEqual([M.etcOptReserved(1)]);
  });

  it('refuses ids that are not safe keys', () => {
    expect(ZSrvyDef.safeParse({ pages: [{ pageId: 'constructor', qstns: [] }] }).success).toBe(false);
    expect(ZSrvyDef.safeParse({ pages: [{ pageId: 'a b', qstns: [] }] }).success).toBe(false);
    expect(ZSrvyAnswers.safeParse({ toString: { text: 'x' } }).success).toBe(false);
  });
});

describe('srvyAnswerProblems', () => {
  it('accepts a full answer and refuses missing required ones only when final', () => {
    expect(srvyAnswerProblems(def, full, { final: true })).toEqual([]);
    expect(srvyAnswerProblems(def, {}, { final: false })).toEqual([]);
    const missing = srvyAnswerProblems(def, {}, { final: true });
    expect(missing.map((p) => p.qstnId)).toEqual(['single', 'multi', 'other', 's5', 'mx', 'short', 'num', 'date', 'rank']);
    expect(missing[0]!.message).toBe(M.required);
  });

  const problemOf = (qstnId: string, answer: object, final = true) =>
    srvyAnswerProblems(def, { ...full, [qstnId]: answer }, { final }).find((p) => p.qstnId === qstnId)?.message;

  it('checks each type', () => {
    expect(problemOf('single', { optIds: ['a', 'b'] })).toBe(M.pickOne);
    expect(problemOf('single', { optIds: ['z'] })).toBe(M.unknownOption);
    expect(problemOf('multi', { optIds: ['a'] })).toBe(M.minPick(2));
    expect(problemOf('multi', { optIds: ['a'] }, false)).toBeUndefined();
    expect(problemOf('multi', { optIds: ['a', 'b', 'c'] }, false)).toBe(M.maxPick(2));
    expect(problemOf('multi', { optIds: ['a', 'a'] })).toBe(M.unknownOption);
    expect(problemOf('other', { optIds: ['etc'] })).toBe(M.etcTextRequired);
    expect(problemOf('other', { optIds: ['etc'] }, false)).toBeUndefined();
    expect(problemOf('other', { optIds: ['etc'], etcText: '가'.repeat(201) })).toBe(M.etcTextMax(200));
    expect(problemOf('other', { optIds: ['etc'], etcText: ' 직접 ' })).toBeUndefined();
    expect(problemOf('s5', { num: 6 })).toBe(M.scaleValue(5));
    expect(problemOf('s5', { num: 2.5 })).toBe(M.scaleValue(5));
    expect(problemOf('s7', { num: 7 })).toBeUndefined();
    expect(problemOf('mx', { rows: { r1: 8 } })).toBe(M.scaleValue(7));
    expect(problemOf('mx', { rows: { r9: 1 } })).toBe(M.matrixUnknownRow);
    expect(problemOf('mx', { rows: { r1: 1 } })).toBe(M.matrixAllRows);
    expect(problemOf('mx', { rows: { r1: 1 } }, false)).toBeUndefined();
    expect(problemOf('short', { text: '여섯글자이다' })).toBe(M.textMax(5));
    expect(problemOf('short', { text: '   ' })).toBe(M.required);
    expect(problemOf('long', { text: '가'.repeat(2001) })).toBe(M.textMax(2000));
    expect(problemOf('num', { num: 0 })).toBe(M.numberMin(1));
    expect(problemOf('num', { num: 11 })).toBe(M.numberMax(10));
    expect(problemOf('date', { date: '2026-02-30' })).toBe(M.dateInvalid);
    expect(problemOf('rank', { rank: ['x', 'y'] })).toBe(M.rankAll);
    expect(problemOf('rank', { rank: ['x', 'y'] }, false)).toBeUndefined();
    expect(problemOf('rank', { rank: ['x', 'x', 'y'] })).toBe(M.rankInvalid);
  });

  it('applies conditions: a hidden question is not required and its answer is dropped', () => {
    expect(visibleQstns(def, full).map((x) => x.qstnId)).not.toContain('cond');
    const withHidden = { ...full, cond: { text: '숨은 답' } };
    expect(keptAnswers(def, withHidden)).not.toHaveProperty('cond');
    const showing = { ...full, single: { optIds: ['b'] } };
    expect(visibleQstns(def, showing).map((x) => x.qstnId)).toContain('cond');
    expect(srvyAnswerProblems(def, showing, { final: true })).toEqual([{ qstnId: 'cond', message: M.required }]);
    const etc = { ...full, other: { optIds: ['etc'], etcText: '직접 입력' } };
    expect(srvyAnswerProblems(def, etc, { final: true })).toEqual([{ qstnId: 'cond2', message: M.required }]);
  });

  it('keeps only each type’s fields and drops unknown questions and empty answers', () => {
    const kept = keptAnswers(def, { ...full, single: { optIds: ['a'], text: 'x' }, nope: { text: 'x' }, long: { text: '  ' } });
    expect(kept.single).toEqual({ optIds: ['a'] });
    expect(kept).not.toHaveProperty('nope');
    expect(kept).not.toHaveProperty('long');
  });
});

describe('sameSrvyStructure', () => {
  it('allows text corrections and refuses structure changes', () => {
    const texts: TSrvyDef = structuredClone(def);
    texts.pages[0]!.qstns[0]!.qstnTtl = '고친 제목';
    texts.pages[0]!.qstns[0]!.options![0]!.optNm = '고친 보기';
    texts.pages[0]!.pageTtl = '첫 페이지';
    expect(sameSrvyStructure(def, texts)).toBe(true);
    const added: TSrvyDef = structuredClone(def);
    added.pages[0]!.qstns[0]!.options!.push({ optId: 'c', optNm: '새 보기' });
    expect(sameSrvyStructure(def, added)).toBe(false);
    const required: TSrvyDef = structuredClone(def);
    required.pages[1]!.qstns[1]!.requiredYn = 'Y';
    expect(sameSrvyStructure(def, required)).toBe(false);
  });
});
