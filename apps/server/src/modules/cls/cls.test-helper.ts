import { schlYrOf } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { callAs, type TMethod } from '../../test/board.test-helper.js';
import { createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { schl } from '../school/school.table.js';
import { cls, clsStdnt, schlTchr } from './cls.table.js';

export const SCHL_API = '/icec/api/schlInfo';
export const DSGN_API = '/icec/api/tchrDsgn';
export const CLS_API = '/icec/api/clsInfo';
export const MNG_API = '/api/classes';
export const thisYear = () => schlYrOf(new Date());

let seq = 0;
const next = () => (seq += 1);

/** The calls and fixtures of one test file: each school, teacher and student is new, so tests do not share them. */
export function clsCalls(app: FastifyInstance) {
  const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(app, agent, method, url, payload);
  const db = app.db;
  return {
    call,
    db,
    admin: () => sessionFor(app, 'admin'),
    /** A school of the school list (NEIS-like code in a range no real school uses). */
    async school(schlTypeCd = 'MD01', schlNm = '테스트중학교') {
      const neisSchlCd = `77${String(process.pid % 1000).padStart(3, '0')}${String(next()).padStart(2, '0')}`;
      await db.insert(schl).values({ schlNm, schlTypeCd, regionCd: 'B10', neisSchlCd });
      return { schlCd: neisSchlCd, schlNm, schlTypeCd };
    },
    /** A teacher account; with a school: its request (PNDG) or approval (APRV) already in place. */
    async teacher(
      school?: { schlCd: string; schlNm: string; schlTypeCd: string },
      stts: 'PNDG' | 'APRV' = 'APRV',
      crrTchrYn: 'Y' | 'N' = 'N',
      userNm = '정교사',
    ) {
      const approved = school && stts === 'APRV';
      const member = await createMember(db, { userNm, userTypeCd: 'T', mbrTypeAuthrt: 'TC01', ...(approved ? school : {}) });
      if (school)
        await db.insert(schlTchr).values({ userId: member.userId, schlCd: school.schlCd, sttsCd: stts, crrTchrYn, aprvAt: approved ? new Date() : null });
      return { userId: member.userId, agent: await sessionFor(app, member.userId) };
    },
    /** A student of the school who chose a grade and class at join. */
    async student(school: { schlCd: string; schlNm: string; schlTypeCd: string }, grd = 2, clsNm: string | null = '1', userNm = '김민생') {
      const member = await createMember(db, { userNm, userTypeCd: 'S', mbrTypeAuthrt: 'ST01', brdt: '2012-03-01', ...school, grd, clsNm });
      return { userId: member.userId, agent: await sessionFor(app, member.userId) };
    },
    async klass(schlCd: string, grd: number, clsNo: number, hmrmTchrId: string | null = null, schlYr = thisYear()) {
      const [row] = await db.insert(cls).values({ schlCd, schlYr, grd, clsNo, hmrmTchrId }).returning();
      return row!.clsId;
    },
    async placed(clsId: number, userId: string, stdntNo: number | null, sttsCd: 'PNDG' | 'APRV' = 'APRV', schlYr = thisYear()) {
      await db.insert(clsStdnt).values({ clsId, userId, schlYr, stdntNo, sttsCd });
    },
  };
}
