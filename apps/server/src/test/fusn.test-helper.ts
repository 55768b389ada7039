import { addDays, deadlineOf, seoulDate, seoulInstant, termOf } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../db/client.js';
import { clsStdnt } from '../modules/cls/cls.table.js';
import { fusnAplyUnit, fusnPrgrm, fusnPrgrmHall, fusnSchlRsvt, fusnSesn } from '../modules/fusn/fusn.table.js';
import { mbr } from '../modules/member/member.table.js';
import { bmnexhl } from '../modules/mnexhl/mnexhl.table.js';
import { schoolWithClass } from './school-class.test-helper.js';

/**
 * Issue 19 fixtures shared by the fusion tests: a school with its class and teachers
 * (schoolWithClass), a hall, a program of a kind and a session of it, written straight to the
 * tables (the program module's own routes are tested beside it). Times are relative to now, so
 * deadlines are decided by the server clock.
 */

export type TFusnWorldOptions = {
  prgrmSeCd?: 'GRP' | 'INDV';
  /** the session's seats */
  cpcty?: number;
  /** the session's day, days from today (Seoul) */
  sesnInDays?: number;
  /** the program's deadline rule (days before the session) */
  ddlnDays?: number;
  /** a deadline already passed (the session itself still ahead) */
  ddlnPassed?: boolean;
  schlLvls?: string[];
  schlTermLmt?: number | null;
  autoCnfmYn?: 'Y' | 'N';
  slctSeCd?: 'FCFS' | 'LTRY';
  pointYn?: 'Y' | 'N';
  bfrSrvyId?: number | null;
  dgstfnSrvyId?: number | null;
  prgrmSttsCd?: 'DRAFT' | 'OPEN' | 'CLOSED';
  /** booking opens at (default: a day ago) */
  opnDt?: Date;
};

let halls = 0;

/** A hall of the centre. */
export async function addHall(db: TDb, bmnexhlNm = '미래기술관'): Promise<{ bmnexhlId: number; bmnexhlNm: string }> {
  halls += 1;
  const [row] = await db
    .insert(bmnexhl)
    .values({ bmnexhlNm: `${bmnexhlNm}${halls}`, sortSeq: halls })
    .returning({ bmnexhlId: bmnexhl.bmnexhlId, bmnexhlNm: bmnexhl.bmnexhlNm });
  return row!;
}

/** A program using the given halls. */
export async function addPrgrm(db: TDb, hallIds: number[], o: TFusnWorldOptions = {}) {
  const [row] = await db
    .insert(fusnPrgrm)
    .values({
      prgrmNm: o.prgrmSeCd === 'INDV' ? '나도 로봇 공학자' : '미래 직업 탐험',
      prgrmSeCd: o.prgrmSeCd ?? 'GRP',
      schlLvls: o.schlLvls ?? ['MD01', 'HI01'],
      prgrmExpln: '<p>여러 주제관을 돌며 미래 직업을 체험합니다.</p>',
      durMin: 120,
      bfrSrvyId: o.bfrSrvyId ?? null,
      dgstfnSrvyId: o.dgstfnSrvyId ?? null,
      pointYn: o.pointYn ?? 'Y',
      opnDt: o.opnDt ?? new Date(Date.now() - 24 * 60 * 60 * 1000),
      ddlnDays: o.ddlnDays ?? 3,
      schlTermLmt: o.schlTermLmt ?? null,
      autoCnfmYn: o.autoCnfmYn ?? 'N',
      slctSeCd: o.slctSeCd ?? 'FCFS',
      sttsCd: o.prgrmSttsCd ?? 'OPEN',
    })
    .returning();
  if (hallIds.length) await db.insert(fusnPrgrmHall).values(hallIds.map((bmnexhlId) => ({ prgrmId: row!.prgrmId, bmnexhlId })));
  return row!;
}

/** A session of a program on a day (default: 14 days ahead, 10:00-12:00), its deadline by the program's rule unless given. */
export async function addSesn(
  db: TDb,
  prgrm: { prgrmId: number; ddlnDays: number },
  o: { sesnYmd?: string; bgngTm?: string; endTm?: string; cpcty?: number; ddlnDt?: Date; bgngDt?: Date; endDt?: Date; rsvdCnt?: number } = {},
) {
  const sesnYmd = o.sesnYmd ?? addDays(seoulDate(), 14);
  const bgngTm = o.bgngTm ?? '10:00';
  const endTm = o.endTm ?? '12:00';
  const [row] = await db
    .insert(fusnSesn)
    .values({
      prgrmId: prgrm.prgrmId,
      sesnYmd,
      bgngTm,
      endTm,
      bgngDt: o.bgngDt ?? seoulInstant(sesnYmd, bgngTm),
      endDt: o.endDt ?? seoulInstant(sesnYmd, endTm),
      ddlnDt: o.ddlnDt ?? deadlineOf(sesnYmd, bgngTm, prgrm.ddlnDays),
      cpcty: o.cpcty ?? 60,
      rsvdCnt: o.rsvdCnt ?? 0,
    })
    .returning();
  return row!;
}

/** A school's reservation written straight to the tables (its seats taken), with units [name, capacity]. */
export async function addRsvt(
  db: TDb,
  o: { sesnId: number; sesnYmd: string; schlCd: string; rsvtUserId: string; units: [string, number][]; sttsCd?: 'APLY' | 'CNFM' | 'CNCL' },
): Promise<number> {
  const stdntCnt = o.units.reduce((sum, [, n]) => sum + n, 0);
  const { schlYr, term } = termOf(o.sesnYmd);
  const [row] = await db
    .insert(fusnSchlRsvt)
    .values({ sesnId: o.sesnId, schlCd: o.schlCd, rsvtUserId: o.rsvtUserId, stdntCnt, schlYr, term, sttsCd: o.sttsCd ?? 'APLY' })
    .returning({ schlRsvtId: fusnSchlRsvt.schlRsvtId });
  if (o.sttsCd !== 'CNCL') {
    await db
      .update(fusnSesn)
      .set({ rsvdCnt: sql`${fusnSesn.rsvdCnt} + ${stdntCnt}` })
      .where(eq(fusnSesn.sesnId, o.sesnId));
  }
  await db.insert(fusnAplyUnit).values(o.units.map(([unitNm, cpcty], i) => ({ schlRsvtId: row!.schlRsvtId, aplyUnitCd: String(i + 1), unitNm, cpcty })));
  return row!.schlRsvtId;
}

let bulk = 0;

/** Many approved students of a class at once (one insert each for members and roster; no sessions). */
export async function addStudents(db: TDb, o: { clsId: number; schlCd: string; schlYr: number; count: number }): Promise<string[]> {
  bulk += 1;
  const ids = Array.from({ length: o.count }, (_, i) => `fb${process.pid % 10000}x${bulk}x${i}`);
  await db.insert(mbr).values(
    ids.map((userId, i) => ({
      userId,
      userNm: `학생${i}`,
      userTypeCd: 'S' as const,
      mbrTypeAuthrt: 'ST01',
      brdt: '2012-05-01',
      pswdHash: 'x',
      schlCd: o.schlCd,
      schlNm: '포트중학교',
      schlTypeCd: 'MD01',
    })),
  );
  await db.insert(clsStdnt).values(ids.map((userId, i) => ({ clsId: o.clsId, userId, schlYr: o.schlYr, stdntNo: 100 + i, sttsCd: 'APRV' as const })));
  return ids;
}

/**
 * schoolWithClass (a middle school, class 2-3 with `student` and `classmate`, its career, homeroom
 * and plain teachers, another school's teacher and student) plus a hall, a program and one session.
 */
export async function fusnWorld(app: FastifyInstance, o: TFusnWorldOptions = {}) {
  const w = await schoolWithClass(app);
  const hall = await addHall(app.db);
  const prgrm = await addPrgrm(app.db, [hall.bmnexhlId], o);
  const sesnYmd = addDays(seoulDate(), o.sesnInDays ?? 14);
  const sesn = await addSesn(app.db, prgrm, {
    sesnYmd,
    cpcty: o.cpcty ?? 60,
    ...(o.ddlnPassed ? { ddlnDt: new Date(Date.now() - 60_000) } : {}),
  });
  return { ...w, hall, prgrm, sesn };
}
export type TFusnWorld = Awaited<ReturnType<typeof fusnWorld>>;
