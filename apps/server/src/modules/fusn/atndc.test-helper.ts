import { seoulDate } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { schoolWithClass } from '../../test/school-class.test-helper.js';
import { bmnexhl } from '../mnexhl/mnexhl.table.js';
import { fusnAply, fusnAplyUnit, fusnPrgrm, fusnPrgrmHall, fusnSchlRsvt, fusnSesn } from './fusn.table.js';

/**
 * Issue 19 attendance fixtures, written straight to the fusion tables: a school with its class
 * (schoolWithClass), a hall, a GRP program using it, a session starting at `bgngDt` (two hours), the
 * career teacher's reservation with one unit, and the class's two students applied to it.
 */

const HOUR_MS = 3_600_000;
const seoulHm = (at: Date) => new Date(at.getTime() + 9 * HOUR_MS).toISOString().slice(11, 16);
let halls = 0;

export async function atndcFixture(app: FastifyInstance, opts: { bgngDt: Date; pointYn?: 'Y' | 'N'; prgrmNm?: string }) {
  const s = await schoolWithClass(app);
  const db = app.db;
  halls += 1;
  const [hall] = await db
    .insert(bmnexhl)
    .values({ bmnexhlNm: `미래직업관${process.pid % 100}-${halls}` })
    .returning({ bmnexhlId: bmnexhl.bmnexhlId, bmnexhlNm: bmnexhl.bmnexhlNm });
  const prgrmNm = opts.prgrmNm ?? '드론 조종사 체험';
  const [prgrm] = await db
    .insert(fusnPrgrm)
    .values({
      prgrmNm,
      prgrmSeCd: 'GRP',
      schlLvls: ['MD01'],
      prgrmExpln: '<p>드론의 원리를 배우고 모의 비행 장치로 조종해 보는 활동입니다.</p>',
      durMin: 120,
      pointYn: opts.pointYn ?? 'Y',
      opnDt: new Date(opts.bgngDt.getTime() - 30 * 24 * HOUR_MS),
      ddlnDays: 1,
      sttsCd: 'OPEN',
    })
    .returning({ prgrmId: fusnPrgrm.prgrmId });
  await db.insert(fusnPrgrmHall).values({ prgrmId: prgrm!.prgrmId, bmnexhlId: hall!.bmnexhlId });
  const endDt = new Date(opts.bgngDt.getTime() + 2 * HOUR_MS);
  const [sesn] = await db
    .insert(fusnSesn)
    .values({
      prgrmId: prgrm!.prgrmId,
      sesnYmd: seoulDate(opts.bgngDt),
      bgngTm: seoulHm(opts.bgngDt),
      endTm: seoulHm(endDt),
      bgngDt: opts.bgngDt,
      endDt,
      ddlnDt: new Date(opts.bgngDt.getTime() - 24 * HOUR_MS),
      cpcty: 60,
      rsvdCnt: 10,
    })
    .returning({ sesnId: fusnSesn.sesnId });
  const [rsvt] = await db
    .insert(fusnSchlRsvt)
    .values({ sesnId: sesn!.sesnId, schlCd: s.schlCd, rsvtUserId: s.career.userId, stdntCnt: 10, schlYr: s.schlYr, term: 1, sttsCd: 'CNFM' })
    .returning({ schlRsvtId: fusnSchlRsvt.schlRsvtId });
  await db.insert(fusnAplyUnit).values({ schlRsvtId: rsvt!.schlRsvtId, aplyUnitCd: '1', unitNm: '1모둠', cpcty: 10, aplyCnt: 2 });
  const aplys = await db
    .insert(fusnAply)
    .values(
      [s.student, s.classmate].map((p) => ({ sesnId: sesn!.sesnId, schlRsvtId: rsvt!.schlRsvtId, aplyUnitCd: '1', userId: p.userId, sttsCd: 'APLY' as const })),
    )
    .returning({ aplyId: fusnAply.aplyId, userId: fusnAply.userId });
  const aplyOf = (userId: string) => aplys.find((a) => a.userId === userId)!.aplyId;
  return {
    ...s,
    hall: hall!,
    prgrmId: prgrm!.prgrmId,
    prgrmNm,
    sesnId: sesn!.sesnId,
    schlRsvtId: rsvt!.schlRsvtId,
    aplyId: aplyOf(s.student.userId),
    classmateAplyId: aplyOf(s.classmate.userId),
  };
}

/** The outsider (another school's student) applied to the same session on their own (an INDV-like live application). */
export async function addAply(app: FastifyInstance, sesnId: number, userId: string, sttsCd: 'APLY' | 'CNCL' | 'WAIT' = 'APLY'): Promise<number> {
  const [row] = await app.db.insert(fusnAply).values({ sesnId, userId, sttsCd }).returning({ aplyId: fusnAply.aplyId });
  return row!.aplyId;
}
