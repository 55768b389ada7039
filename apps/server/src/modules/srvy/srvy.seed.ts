import { seoulDate, type TSrvyAnswers, type TSrvyDef, type TSrvyQstn } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { TSeeder } from '../../db/seeder.js';
import { insertWhenEmpty } from '../../db/seed-rows.js';
import { mbr } from '../member/member.table.js';
import { srvy, srvyRspns } from './srvy.table.js';

const DAY = 24 * 60 * 60 * 1000;

/** A demo period's edge: that Seoul day at the given time (a period reads 00:00 ~ 23:59, not the seeding minute). */
const seoulDayAt = (at: number, time: string) => new Date(`${seoulDate(new Date(at))}T${time}:00+09:00`);
const opts = (...names: string[]) => names.map((optNm, i) => ({ optId: `o${i + 1}`, optNm }));
const scale = (qstnId: string, qstnTtl: string): TSrvyQstn => ({
  qstnId,
  qstnType: 'SCALE5',
  qstnTtl,
  requiredYn: 'Y',
  scaleLow: '전혀 그렇지 않다',
  scaleHigh: '매우 그렇다',
});

/** The fusion activities' satisfaction survey (the satisfaction statistics read these question ids). */
export const SATISFACTION_TEMPLATE: TSrvyDef = {
  pages: [
    {
      pageId: 'p1',
      pageTtl: '만족도',
      qstns: [
        scale('prgrm', '프로그램 내용에 만족한다.'),
        scale('guide', '강사(진행자)의 안내에 만족한다.'),
        scale('fclty', '시설과 환경에 만족한다.'),
        scale('learnt', '프로그램을 통해 진로에 대해 새롭게 알게 된 것이 있다.'),
        { qstnId: 'cmnt', qstnType: 'LONG', qstnTtl: '좋았던 점이나 바라는 점을 자유롭게 적어 주세요.', requiredYn: 'N', maxLength: 1000 },
      ],
    },
  ],
};

/** The fusion activities' before-survey. */
export const PRE_TEMPLATE: TSrvyDef = {
  pages: [
    {
      pageId: 'p1',
      pageTtl: '사전 설문',
      qstns: [
        { qstnId: 'expect', qstnType: 'LONG', qstnTtl: '이번 체험에서 기대하는 점을 적어 주세요.', requiredYn: 'Y', maxLength: 500 },
        {
          qstnId: 'field',
          qstnType: 'MULTI',
          qstnTtl: '관심 있는 분야를 골라 주세요. (최대 3개)',
          requiredYn: 'Y',
          options: opts('IT·소프트웨어', '예술·디자인', '의료·보건', '교육', '공학·기술', '경영·경제', '사회·복지'),
          minPick: 1,
          maxPick: 3,
        },
        { qstnId: 'prior', qstnType: 'SINGLE', qstnTtl: '비슷한 진로 체험에 참여한 적이 있나요?', requiredYn: 'Y', options: opts('있다', '없다') },
      ],
    },
  ],
};

/** The demo survey: several types, a condition (the camp question shows for camp participants). */
export const DEMO_SRVY_TTL = '진로교육 만족도 설문';
const DEMO_DEF: TSrvyDef = {
  pages: [
    {
      pageId: 'p1',
      pageTtl: '참여 정보',
      qstns: [
        { qstnId: 'q1', qstnType: 'SINGLE', qstnTtl: '참여한 프로그램을 골라 주세요.', requiredYn: 'Y', options: opts('직업 체험', '진로 캠프', '진로 특강') },
        {
          qstnId: 'q2',
          qstnType: 'MULTI',
          qstnTtl: '관심 있는 분야를 골라 주세요. (최대 2개)',
          requiredYn: 'Y',
          options: opts('IT·소프트웨어', '예술·디자인', '의료·보건', '교육', '공학·기술'),
          maxPick: 2,
        },
        { qstnId: 'q3', qstnType: 'OTHER', qstnTtl: '프로그램을 어떻게 알게 되었나요?', requiredYn: 'N', options: opts('학교 안내', '누리집', '친구 소개') },
      ],
    },
    {
      pageId: 'p2',
      pageTtl: '만족도',
      qstns: [
        { ...scale('q4', '프로그램에 전반적으로 만족한다.') },
        {
          qstnId: 'q5',
          qstnType: 'MATRIX',
          qstnTtl: '항목별 만족도를 골라 주세요.',
          requiredYn: 'Y',
          scalePoints: 5,
          scaleLow: '매우 불만족',
          scaleHigh: '매우 만족',
          rows: [
            { rowId: 'r1', rowNm: '프로그램 내용' },
            { rowId: 'r2', rowNm: '강사의 안내' },
            { rowId: 'r3', rowNm: '시설과 환경' },
          ],
        },
        { qstnId: 'q6', qstnType: 'SCALE7', qstnTtl: '진로를 정하는 데 도움이 되었다.', requiredYn: 'Y', scaleLow: '전혀 아니다', scaleHigh: '매우 그렇다' },
        {
          qstnId: 'q7',
          qstnType: 'SHORT',
          qstnTtl: '진로 캠프에서 가장 기억에 남는 활동은 무엇인가요?',
          requiredYn: 'Y',
          showIf: { qstnId: 'q1', optIds: ['o2'] },
        },
        { qstnId: 'q8', qstnType: 'LONG', qstnTtl: '좋았던 점이나 바라는 점을 자유롭게 적어 주세요.', requiredYn: 'N' },
      ],
    },
  ],
};

const CAMP_MEMORIES = ['직업인 인터뷰', '모의 창업 활동', '진로 나무 만들기', '선배와의 대화'];
const COMMENTS = [
  '직접 해 볼 수 있어서 좋았습니다.',
  '시간이 조금 더 길었으면 좋겠습니다.',
  '다른 분야도 체험해 보고 싶어요.',
  '강사님 설명이 쉬웠습니다.',
  '',
];

/** A varied, repeatable demo answer sheet (no randomness: the seed is the same on every run). */
function demoAnswers(i: number): TSrvyAnswers {
  const program = (i * 7) % 3;
  const base = 2 + ((i * 5) % 4);
  const answers: TSrvyAnswers = {
    q1: { optIds: [`o${program + 1}`] },
    q2: { optIds: i % 3 === 0 ? [`o${(i % 5) + 1}`] : [`o${(i % 5) + 1}`, `o${((i + 2) % 5) + 1}`] },
    q4: { num: Math.min(5, base + (program === 1 ? 1 : 0)) },
    q5: { rows: { r1: base, r2: Math.min(5, base + (i % 2)), r3: Math.max(1, base - (i % 3 === 0 ? 1 : 0)) } },
    q6: { num: 3 + ((i * 3) % 5) },
  };
  if (i % 4 !== 3) answers.q3 = i % 6 === 5 ? { optIds: ['etc'], etcText: '부모님 추천' } : { optIds: [`o${(i % 3) + 1}`] };
  if (program === 1) answers.q7 = { text: CAMP_MEMORIES[i % CAMP_MEMORIES.length]! };
  const comment = COMMENTS[i % COMMENTS.length]!;
  if (comment) answers.q8 = { text: comment };
  return answers;
}

const DEMO_RSPNS_CNT = 30;

/**
 * Surveys (issue 17): the menus; the two templates the fusion activities use (base data, on an
 * empty table only); in demo mode an open survey for students with 30 responses (student2's and 29
 * without an account, with their member and school types) so the results have data. student1 has
 * not answered it.
 */
export const srvySeeder: TSeeder = {
  name: 'srvy',
  userMenus: [
    { id: 'M07', sort: 6, nm: '참여마당', url: '/srvy/list' },
    { id: 'M0701', up: 'M07', sort: 1, nm: '설문조사', url: '/srvy/list', expln: '진행 중인 설문에 참여할 수 있습니다' },
  ],
  adminMenus: [
    { id: 'A10', sort: 10, nm: '설문·공모전 관리', url: '/admin/srvy' },
    { id: 'A1001', up: 'A10', sort: 1, nm: '설문 관리', url: '/admin/srvy' },
  ],
  async base(tx) {
    const now = Date.now();
    const template = {
      bgngDt: new Date(now),
      endDt: new Date(now + 365 * DAY),
      trgtSeCd: 'CTX' as const,
      anonYn: 'N' as const,
      rptYn: 'N' as const,
      sttsCd: 'DRAFT' as const,
      tmpltYn: 'Y' as const,
    };
    await insertWhenEmpty(tx, srvy, [
      {
        ...template,
        srvyTtl: '만족도 조사',
        srvyExpln: '체험 프로그램을 마친 뒤 묻는 만족도 조사 템플릿입니다.',
        pointTypeCd: 'ASRV',
        def: SATISFACTION_TEMPLATE,
      },
      { ...template, srvyTtl: '사전 설문', srvyExpln: '체험 프로그램 전에 기대와 관심을 묻는 설문 템플릿입니다.', pointTypeCd: 'BSRV', def: PRE_TEMPLATE },
    ]);
  },
  async demo(tx) {
    if ((await tx.select({ srvyId: srvy.srvyId }).from(srvy).where(eq(srvy.srvyTtl, DEMO_SRVY_TTL))).length > 0) return;
    const now = Date.now();
    const [demo] = await tx
      .insert(srvy)
      .values({
        bgngDt: seoulDayAt(now - 7 * DAY, '00:00'),
        endDt: seoulDayAt(now + 90 * DAY, '23:59'),
        srvyTtl: DEMO_SRVY_TTL,
        srvyExpln: '올해 참여한 진로교육 프로그램에 대한 의견을 들려주세요. 응답을 마치면 사후 설문 포인트를 드립니다.',
        trgtSeCd: 'MBR',
        trgtMbrTypes: ['ST01', 'ST02'],
        anonYn: 'N',
        rptYn: 'N',
        pointTypeCd: 'ASRV',
        sttsCd: 'OPEN',
        tmpltYn: 'N',
        def: DEMO_DEF,
        rspnsCnt: DEMO_RSPNS_CNT,
        registeredBy: 'system',
        updatedBy: 'system',
      })
      .returning({ srvyId: srvy.srvyId });
    const [student2] = await tx.select({ userId: mbr.userId }).from(mbr).where(eq(mbr.userId, 'student2'));
    await tx.insert(srvyRspns).values(
      Array.from({ length: DEMO_RSPNS_CNT }, (_, i) => {
        const named = i === 0 && !!student2;
        const high = named || i % 3 === 1;
        const at = new Date(now - (i + 1) * 3 * 60 * 60 * 1000);
        return {
          srvyId: demo!.srvyId,
          userId: named ? 'student2' : null,
          sttsCd: 'SUBMIT' as const,
          answers: demoAnswers(i),
          mbrTypeCd: high ? 'ST02' : 'ST01',
          schlTypeCd: high ? 'HI01' : i % 4 === 0 ? 'EL01' : 'MD01',
          onceKey: named ? 'student2:' : null,
          regDt: at,
          sbmsnDt: at,
        };
      }),
    );
  },
};
