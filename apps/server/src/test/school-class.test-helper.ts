import { schlYrOf } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../db/client.js';
import { cls, clsStdnt, schlTchr } from '../modules/cls/cls.table.js';
import { crrActv, crrActvStdnt } from '../modules/crr-actv/crr-actv.table.js';
import { schl } from '../modules/school/school.table.js';
import { createMember, sessionFor, type TAgent } from './identity.js';

/**
 * Issue 18 fixtures: a school with its teachers and a class of this school year, another school
 * with its teacher and student, and activities written straight to the tables (the activity
 * module's own routes are tested beside it).
 */

let schools = 0;
type TPerson = { userId: string; userNm: string; agent: TAgent };

async function person(app: FastifyInstance, values: Parameters<typeof createMember>[1]): Promise<TPerson> {
  const row = await createMember(app.db, values);
  return { userId: row.userId, userNm: row.userNm ?? '', agent: await sessionFor(app, row.userId) };
}

export async function schoolWithClass(app: FastifyInstance) {
  const db = app.db;
  schools += 2;
  const stamp = `${process.pid % 100}${schools}`.padStart(5, '0');
  const [own, another] = [`86${stamp}`, `87${stamp}`];
  await db.insert(schl).values([
    { schlNm: '포트중학교', schlTypeCd: 'MD01', regionCd: 'B10', neisSchlCd: own },
    { schlNm: '다른고등학교', schlTypeCd: 'HI01', regionCd: 'B10', neisSchlCd: another },
  ]);
  const school = { schlCd: own, schlNm: '포트중학교', schlTypeCd: 'MD01' };
  const schlYr = schlYrOf();
  const student = await person(app, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', userNm: '김포트', ...school, grd: 2, clsNm: '3' });
  const classmate = await person(app, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', userNm: '이학급', ...school, grd: 2, clsNm: '3' });
  const outsider = await person(app, { userTypeCd: 'S', mbrTypeAuthrt: 'ST02', userNm: '박타교', schlCd: another, schlNm: '다른고등학교', schlTypeCd: 'HI01' });
  const career = await person(app, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', userNm: '최진로', ...school });
  const homeroom = await person(app, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', userNm: '정담임', ...school });
  const plain = await person(app, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', userNm: '한교사', ...school });
  const otherTeacher = await person(app, {
    userTypeCd: 'T',
    mbrTypeAuthrt: 'TC01',
    userNm: '강타교',
    schlCd: another,
    schlNm: '다른고등학교',
    schlTypeCd: 'HI01',
  });
  const general = await person(app, { userTypeCd: 'G', mbrTypeAuthrt: 'GN01' });
  await db.insert(schlTchr).values([
    { userId: career.userId, schlCd: own, sttsCd: 'APRV', crrTchrYn: 'Y' },
    { userId: homeroom.userId, schlCd: own, sttsCd: 'APRV' },
    { userId: plain.userId, schlCd: own, sttsCd: 'APRV' },
    { userId: otherTeacher.userId, schlCd: another, sttsCd: 'APRV', crrTchrYn: 'Y' },
  ]);
  const [klass] = await db.insert(cls).values({ schlCd: own, schlYr, grd: 2, clsNo: 3, hmrmTchrId: homeroom.userId }).returning();
  const [otherClass] = await db.insert(cls).values({ schlCd: another, schlYr, grd: 1, clsNo: 1, hmrmTchrId: otherTeacher.userId }).returning();
  await db.insert(clsStdnt).values([
    { clsId: klass!.clsId, userId: student.userId, schlYr, stdntNo: 7, sttsCd: 'APRV' },
    { clsId: klass!.clsId, userId: classmate.userId, schlYr, stdntNo: 2, sttsCd: 'APRV' },
    { clsId: otherClass!.clsId, userId: outsider.userId, schlYr, stdntNo: 1, sttsCd: 'APRV' },
  ]);
  return {
    schlCd: own,
    schlYr,
    clsId: klass!.clsId,
    otherClsId: otherClass!.clsId,
    student,
    classmate,
    outsider,
    career,
    homeroom,
    plain,
    otherTeacher,
    general,
  };
}

const CN = '센서와 모터를 연결해 장애물을 피하는 로봇을 만들고, 블록 코딩으로 움직임을 여러 번 고쳐 보았다. 팀원과 역할을 나누어 설계도를 그렸다.';
const OPNN = '코딩이 생각보다 재미있었고 소프트웨어 개발자라는 직업에 더 관심이 생겼다. 다음에는 더 복잡한 로봇에 도전하고 싶다.';

/** An activity of a kind for the given students, on a day (YYYY-MM-DD). */
export async function addActv(
  db: TDb,
  over: { actvSeCd: 'FUSN' | 'SCHL' | 'STDNT'; wrtrId: string; userIds: string[]; actvYmd: string; actvNm?: string; dutyCr?: string; srcKey?: string },
): Promise<number> {
  const [row] = await db
    .insert(crrActv)
    .values({
      actvSeCd: over.actvSeCd,
      wrtrId: over.wrtrId,
      schlNm: '포트중학교',
      grd: 2,
      actvYmd: over.actvYmd,
      schlYr: schlYrOf(over.actvYmd),
      actvNm: over.actvNm ?? '코딩 로봇 만들기',
      actvPrps: '프로그래밍의 원리 이해',
      actvPlc: '과학실',
      actvDgstfn: '5',
      dutyCr: over.dutyCr ?? '소프트웨어 개발자',
      actvCn: CN,
      actvOpnn: OPNN,
      srcKey: over.srcKey ?? null,
    })
    .returning({ crrActvId: crrActv.crrActvId });
  await db.insert(crrActvStdnt).values(over.userIds.map((userId) => ({ crrActvId: row!.crrActvId, userId })));
  return row!.crrActvId;
}
