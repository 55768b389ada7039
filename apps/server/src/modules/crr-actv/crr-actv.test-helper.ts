import { schlYrOf, seoulDate, type TCrrActvFormInput } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { callAs, type TMethod } from '../../test/board.test-helper.js';
import { createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { cls, clsStdnt, schlTchr } from '../cls/cls.table.js';
import { pointLedger } from '../point/point.table.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { schl } from '../school/school.table.js';

const LONG = '오늘 활동에서 직업인의 하루를 가까이에서 살펴보고 필요한 역량과 준비 과정을 자세히 들었습니다.';

/** A valid STDNT form (every field at its rule), with overrides. */
export const actvForm = (over: Partial<TCrrActvFormInput> = {}): TCrrActvFormInput => ({
  actvSeCd: 'STDNT',
  schlNm: '활동중학교',
  grd: 2,
  actvYmd: seoulDate(),
  actvNm: '사서 체험',
  actvPrps: '사서가 하는 일을 알아보기 위해',
  actvPlc: '시립 도서관',
  actvDgstfn: '5',
  dutyCr: '사서',
  actvCn: LONG,
  actvOpnn: LONG,
  stdntIds: [],
  ...over,
});

let schools = 0;

export type TPerson = { userId: string; agent: TAgent };

/**
 * Two schools: in the first, a class of this school year (homeroom teacher, two approved students
 * and one pending), its career teacher and a teacher of no class; in the second, a teacher and a
 * student; and a general member. Each with a logged-in browser.
 */
export async function actvWorld(app: FastifyInstance) {
  const db = app.db;
  schools += 2;
  const own = `8861${process.pid % 1000}${schools}`;
  const another = `8862${process.pid % 1000}${schools}`;
  await db.insert(schl).values([
    { schlNm: '활동중학교', schlTypeCd: 'MD01', regionCd: 'B10', neisSchlCd: own },
    { schlNm: '다른중학교', schlTypeCd: 'MD01', regionCd: 'B10', neisSchlCd: another },
  ]);
  const person = async (values: Parameters<typeof createMember>[1]): Promise<TPerson> => {
    const member = await createMember(db, values);
    return { userId: member.userId, agent: await sessionFor(app, member.userId) };
  };
  const school = { schlCd: own, schlNm: '활동중학교', schlTypeCd: 'MD01' };
  const student = (userNm: string, values = {}) => person({ userTypeCd: 'S', mbrTypeAuthrt: 'ST01', userNm, ...school, grd: 2, clsNm: '3', ...values });
  const teacher = (userNm: string, schlCd = own) => person({ userTypeCd: 'T', mbrTypeAuthrt: 'TC01', userNm, schlCd, schlNm: '활동중학교' });
  const s1 = await student('김활동');
  const s2 = await student('이활동');
  const pending = await student('박대기');
  const otherStudent = await student('최다른', { schlCd: another, schlNm: '다른중학교' });
  const homeroom = await teacher('정담임');
  const career = await teacher('한진로');
  const plain = await teacher('오교사');
  const otherTeacher = await teacher('유타교', another);
  const member = await person({ userTypeCd: 'G', mbrTypeAuthrt: 'GN01', userNm: '일반회원' });
  await db.insert(schlTchr).values([
    { userId: homeroom.userId, schlCd: own, sttsCd: 'APRV' },
    { userId: career.userId, schlCd: own, sttsCd: 'APRV', crrTchrYn: 'Y' },
    { userId: plain.userId, schlCd: own, sttsCd: 'APRV' },
    { userId: otherTeacher.userId, schlCd: another, sttsCd: 'APRV', crrTchrYn: 'Y' },
  ]);
  const schlYr = schlYrOf(seoulDate());
  const [klass] = await db.insert(cls).values({ schlCd: own, schlYr, grd: 2, clsNo: 3, hmrmTchrId: homeroom.userId }).returning();
  const clsId = klass!.clsId;
  await db.insert(clsStdnt).values([
    { clsId, userId: s1.userId, schlYr, stdntNo: 1, sttsCd: 'APRV' },
    { clsId, userId: s2.userId, schlYr, stdntNo: 2, sttsCd: 'APRV' },
    { clsId, userId: pending.userId, schlYr, stdntNo: 3, sttsCd: 'PNDG' },
  ]);
  return { schlCd: own, clsId, schlYr, s1, s2, pending, otherStudent, homeroom, career, plain, otherTeacher, member };
}
export type TActvWorld = Awaited<ReturnType<typeof actvWorld>>;

/** The activity calls of one test file. */
export function actvCalls(app: FastifyInstance) {
  const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(app, agent, method, url, payload);
  return {
    call,
    create: (agent: TAgent, over: Partial<TCrrActvFormInput> = {}) => call(agent, 'POST', '/icec/api/crrActv', actvForm(over)),
    /** Creates and answers the id (fails the test on a refusal). */
    async created(agent: TAgent, over: Partial<TCrrActvFormInput> = {}): Promise<number> {
      const res = await call(agent, 'POST', '/icec/api/crrActv', actvForm(over));
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().crrActvId as number;
    },
    /** The CRR points of one activity in the ledger: the credit and its withdrawal. */
    async crrMoves(userId: string, crrActvId: number): Promise<number[]> {
      const rows = await app.db
        .select({ points: pointLedger.points })
        .from(pointLedger)
        .where(and(eq(pointLedger.userId, userId), sql`${pointLedger.idntfKey} like ${`CRR:crrActv:${crrActvId}%`}`))
        .orderBy(pointLedger.ledgerId);
      return rows.map((r) => r.points);
    },
    /** The access-log rows of one actor. */
    async logsOf(actorUserId: string) {
      return app.db.select().from(indvdlInfoAcsLog).where(eq(indvdlInfoAcsLog.actorUserId, actorUserId)).orderBy(indvdlInfoAcsLog.logId);
    },
  };
}
