import type { TCntstSaveInput } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { callAs, type TMethod } from '../../test/board.test-helper.js';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { cntst } from './cntst.table.js';

const DAY = 24 * 60 * 60 * 1000;
export const dayAt = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A contest taking entries now: students of any level, one entry each, two criteria, two prizes. */
export const contestForm = (over: Partial<TCntstSaveInput> = {}): TCntstSaveInput => ({
  cntstTtl: '테스트 공모전',
  posterFileId: null,
  posterAlt: null,
  cntstExpln: '공모전 설명입니다.',
  trgtMbrTypes: ['ST01', 'ST02'],
  trgtSchlTypes: [],
  aplyBgngDt: dayAt(-1),
  aplyEndDt: dayAt(10),
  jdgBgngDt: dayAt(11),
  jdgEndDt: dayAt(20),
  annDt: dayAt(25),
  teamYn: 'N',
  maxTeamSize: 1,
  aplyLimitCnt: 1,
  entryForm: {
    fields: [
      { fieldId: 'f1', fieldNm: '작품 설명', fieldType: 'LONG', requiredYn: 'Y', maxLength: 200 },
      { fieldId: 'f2', fieldNm: '한 줄 소개', fieldType: 'TEXT', requiredYn: 'N', maxLength: 20 },
    ],
    fileMaxCnt: 1,
    fileMaxSizeMb: 1,
    fileExts: ['png'],
  },
  crtrs: [
    { crtrId: 'c1', crtrNm: '창의성', weight: 60, maxScore: 10 },
    { crtrId: 'c2', crtrNm: '완성도', weight: 40, maxScore: 20 },
  ],
  prizes: [
    { prizeId: 'p1', prizeNm: '대상', prizeCnt: 1 },
    { prizeId: 'p2', prizeNm: '우수상', prizeCnt: 1 },
  ],
  blindYn: 'Y',
  alcMode: 'ALL',
  alcJdgCnt: 1,
  sttsCd: 'OPEN',
  ...over,
});

let seq = 0;

/** The contest calls of one test file. */
export function cntstCalls(app: FastifyInstance) {
  const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(app, agent, method, url, payload);
  const admin = () => sessionFor(app, 'admin');
  return {
    call,
    admin,
    async createContest(over: Partial<TCntstSaveInput> = {}): Promise<number> {
      const res = await call(await admin(), 'POST', '/api/contest', contestForm(over));
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().cntstId as number;
    },
    /** A manager account (STAFF) and its admin session. */
    async judge(userNm = '심사위원') {
      seq += 1;
      const member = await createMember(app.db, {
        userId: `jdg${process.pid % 10000}x${seq}`,
        userNm,
        userTypeCd: 'A',
        mbrTypeAuthrt: 'SF01',
        admRoleCd: 'STAFF',
      });
      return { userId: member.userId, agent: await sessionFor(app, member.userId, 'ADMIN') };
    },
    /** A student of a school and a level. */
    async student(userNm = '김민생', values: { mbrTypeAuthrt?: string; schlTypeCd?: string; schlNm?: string } = {}) {
      const member = await createMember(app.db, {
        userNm,
        userTypeCd: 'S',
        mbrTypeAuthrt: 'ST01',
        schlTypeCd: 'MD01',
        schlNm: '비밀중학교',
        schlCd: '7770001',
        ...values,
      });
      return { userId: member.userId, agent: await sessionFor(app, member.userId) };
    },
    enter: (agent: TAgent, cntstId: number, body: object) => call(agent, 'POST', `/icec/api/cntst/${cntstId}/entry`, body),
    async uploadEntryFile(agent: TAgent, cntstId: number, name = '포스터.png', content: Buffer | string = SAMPLES.png) {
      return upload(app, agent, { seqType: 'cntstEntry', seqId: String(cntstId) }, name, content);
    },
    /** Moves a contest's dates so that its entry period has ended and judging runs (and, with `announced`, the announcement date passed). */
    async toJudging(cntstId: number, announced = false) {
      const d = (days: number) => new Date(Date.now() + days * DAY);
      await app.db
        .update(cntst)
        .set(
          announced
            ? { aplyBgngDt: d(-10), aplyEndDt: d(-8), jdgBgngDt: d(-7), jdgEndDt: d(-2), annDt: d(-1) }
            : { aplyBgngDt: d(-10), aplyEndDt: d(-8), jdgBgngDt: d(-7), jdgEndDt: d(5), annDt: d(6) },
        )
        .where(eq(cntst.cntstId, cntstId));
    },
  };
}
