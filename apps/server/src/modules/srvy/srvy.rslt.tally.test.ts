import type { TSrvyAnswers, TSrvyDef } from '@portal/contract';
import { expect, test } from 'vitest';
import { buildSrvyRslt } from './srvy.rslt.summary.js';
import { fileGroupsOf, tallyAnswers } from './srvy.rslt.tally.js';

const DEF: TSrvyDef = {
  pages: [
    {
      pageId: 'p1',
      qstns: [
        { qstnId: 'q1', qstnType: 'MULTI', qstnTtl: '관심 분야', requiredYn: 'N', options: [{ optId: 'x', optNm: '과학' }] },
        { qstnId: 'q2', qstnType: 'FILE', qstnTtl: '사진', requiredYn: 'N' },
      ],
    },
    { pageId: 'p2', qstns: [{ qstnId: 'q3', qstnType: 'NUMBER', qstnTtl: '나이', requiredYn: 'N' }] },
  ],
};

test('empty answers, unknown questions and repeated options do not count; numbers keep their lowest and highest', () => {
  const answers: TSrvyAnswers[] = [
    { q1: { optIds: ['x', 'x'] }, q3: { num: -2 }, gone: { optIds: ['x'] } },
    { q1: { optIds: [] }, q2: { fileModuleId: 'g1' }, q3: { num: 40 } },
    { q1: {} },
  ];
  const rslt = buildSrvyRslt(DEF, tallyAnswers(DEF, answers, new Map([['g1', 3]])));
  expect(rslt.pages.map((p) => p.answeredCnt)).toEqual([2, 2]);
  expect(rslt.qstns.map((q) => q.answeredCnt)).toEqual([1, 1, 2]);
  expect(rslt.qstns[0]!.choices).toEqual([{ optId: 'x', optNm: '과학', cnt: 1, pct: 100 }]);
  expect(rslt.qstns[1]!.fileCnt).toBe(3);
  expect(rslt.qstns[2]!.num).toEqual({ min: -2, mean: 19, max: 40 });
  expect(fileGroupsOf(answers)).toEqual(['g1']);
});
