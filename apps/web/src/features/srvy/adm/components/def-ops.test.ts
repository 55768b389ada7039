import { srvyDefProblems, type TSrvyDef } from '@portal/contract';
import { describe, expect, test } from 'vitest';
import { addPage, addQstn, changeType, earlierChoiceQstns, emptyDef, moveQstn, QSTN_TYPES, removeQstn, updateQstn } from './def-ops';

/** One page: q1 SINGLE (o1 예, o2 아니오), q2 LONG shown when q1 is o1. */
function conditioned(): TSrvyDef {
  let def = addQstn(addQstn(emptyDef(), 0, 'SINGLE'), 0, 'LONG');
  def = updateQstn(def, 0, 0, {
    qstnTtl: '참여하셨나요?',
    options: [
      { optId: 'o1', optNm: '예' },
      { optId: 'o2', optNm: '아니오' },
    ],
  });
  return updateQstn(def, 0, 1, { qstnTtl: '좋았던 점', showIf: { qstnId: 'q1', optIds: ['o1'] } });
}

describe('the question editor operations', () => {
  test('a question of each of the 12 types gets its defaults and a fresh id; named, the survey has no problems', () => {
    let def = emptyDef();
    for (const type of QSTN_TYPES) def = addQstn(def, 0, type);
    const qstns = def.pages[0]!.qstns;
    expect(qstns.map((q) => q.qstnId)).toEqual(QSTN_TYPES.map((_, i) => `q${i + 1}`));
    expect(qstns.find((q) => q.qstnType === 'SHORT')?.maxLength).toBe(100);
    expect(qstns.find((q) => q.qstnType === 'LONG')?.maxLength).toBe(2000);
    expect(qstns.find((q) => q.qstnType === 'FILE')?.fileMaxCnt).toBe(1);
    expect(qstns.find((q) => q.qstnType === 'MATRIX')).toMatchObject({ scalePoints: 5, rows: [{ rowId: 'r1' }] });
    const named: TSrvyDef = {
      pages: [
        {
          ...def.pages[0]!,
          qstns: qstns.map((q) => ({
            ...q,
            qstnTtl: `문항 ${q.qstnId}`,
            options: q.options?.map((o) => ({ ...o, optNm: `보기 ${o.optId}` })),
            rows: q.rows?.map((r) => ({ ...r, rowNm: `행 ${r.rowId}` })),
          })),
        },
      ],
    };
    expect(srvyDefProblems(named)).toEqual([]);
  });

  test('moving a question over a page edge goes to the next page; a condition left pointing later is dropped', () => {
    const def = addPage(conditioned());
    const down = moveQstn(def, 0, 1, 1);
    expect(down.pages[1]!.qstns.map((q) => q.qstnId)).toEqual(['q2']);
    expect(down.pages[1]!.qstns[0]!.showIf).toEqual({ qstnId: 'q1', optIds: ['o1'] });
    const swapped = moveQstn(def, 0, 1, -1);
    expect(swapped.pages[0]!.qstns.map((q) => q.qstnId)).toEqual(['q2', 'q1']);
    expect(swapped.pages[0]!.qstns[0]!.showIf).toBeUndefined();
  });

  test('removing or retyping the condition question drops the conditions on it', () => {
    expect(removeQstn(conditioned(), 0, 0).pages[0]!.qstns[0]!.showIf).toBeUndefined();
    const retyped = changeType(conditioned(), 0, 0, 'SCALE5');
    expect(retyped.pages[0]!.qstns[0]).toMatchObject({ qstnType: 'SCALE5', qstnTtl: '참여하셨나요?' });
    expect(retyped.pages[0]!.qstns[0]!.options).toBeUndefined();
    expect(retyped.pages[0]!.qstns[1]!.showIf).toBeUndefined();
  });

  test('a condition may only name an earlier choice question', () => {
    const def = conditioned();
    expect(earlierChoiceQstns(def, 'q2').map((q) => q.qstnId)).toEqual(['q1']);
    expect(earlierChoiceQstns(def, 'q1')).toEqual([]);
  });
});
