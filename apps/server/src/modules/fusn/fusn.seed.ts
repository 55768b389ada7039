import { addDays, deadlineOf, seoulDate, seoulInstant, termOf, weekdayOf } from '@portal/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import type { TSeeder } from '../../db/seeder.js';
import { crrActv, crrActvStdnt } from '../crr-actv/crr-actv.table.js';
import { mbr } from '../member/member.table.js';
import { bmnexhl } from '../mnexhl/mnexhl.table.js';
import { openCtxSurveyFromTemplate } from '../srvy/index.js';
import { commitHashOf, newSeedSalt } from './draw-seed.js';
import { fusnAply, fusnAplyUnit, fusnAtndc, fusnClsr, fusnPrgrm, fusnPrgrmHall, fusnSchlRsvt, fusnSesn } from './fusn.table.js';

/**
 * Fusion activities' menus and demo data (issue 19, design "Menus" and "Demo data"). The demo runs
 * on an empty program table only, so a second run (or an administrator's programs) changes nothing.
 */

const DAY = 24 * 60 * 60 * 1000;
const SYSTEM = { registeredBy: 'system', updatedBy: 'system' };
const JINRO_MS = { schlCd: '9990004', schlNm: '진로중학교' } as const;
const STUDENTS_ONLY = ['ST01', 'ST02'];
const TEACHERS_ONLY = ['TC01'];

/** Korean public holidays (lunar ones written out for the years the demo may run in). */
const FIXED_HOLIDAYS: [string, string][] = [
  ['01-01', '신정'],
  ['03-01', '삼일절'],
  ['05-05', '어린이날'],
  ['06-06', '현충일'],
  ['08-15', '광복절'],
  ['10-03', '개천절'],
  ['10-09', '한글날'],
  ['12-25', '성탄절'],
];
const LUNAR_HOLIDAYS: [string, string][] = [
  ['2026-02-16', '설날 연휴'],
  ['2026-02-17', '설날'],
  ['2026-02-18', '설날 연휴'],
  ['2026-05-24', '부처님오신날'],
  ['2026-05-25', '대체공휴일'],
  ['2026-09-24', '추석 연휴'],
  ['2026-09-25', '추석'],
  ['2026-09-26', '추석 연휴'],
  ['2027-02-06', '설날 연휴'],
  ['2027-02-07', '설날'],
  ['2027-02-08', '설날 연휴'],
  ['2027-02-09', '대체공휴일'],
  ['2027-05-13', '부처님오신날'],
  ['2027-09-14', '추석 연휴'],
  ['2027-09-15', '추석'],
  ['2027-09-16', '추석 연휴'],
  ['2028-01-26', '설날 연휴'],
  ['2028-01-27', '설날'],
  ['2028-01-28', '설날 연휴'],
  ['2028-05-02', '부처님오신날'],
  ['2028-10-02', '추석 연휴'],
  ['2028-10-03', '추석'],
  ['2028-10-04', '추석 연휴'],
];

/** The public holidays between two days. */
export function holidaysBetween(fromYmd: string, toYmd: string): { clsrYmd: string; clsrNm: string }[] {
  const out = new Map<string, string>();
  for (let y = Number(fromYmd.slice(0, 4)); y <= Number(toYmd.slice(0, 4)); y += 1) for (const [md, nm] of FIXED_HOLIDAYS) out.set(`${y}-${md}`, nm);
  for (const [ymd, nm] of LUNAR_HOLIDAYS) if (!out.has(ymd)) out.set(ymd, nm);
  return [...out]
    .filter(([ymd]) => ymd >= fromYmd && ymd <= toYmd)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([clsrYmd, clsrNm]) => ({ clsrYmd, clsrNm }));
}

type TDemoPrgrm = {
  prgrmNm: string;
  prgrmSeCd: 'GRP' | 'INDV';
  schlLvls: string[];
  halls: number[];
  durMin: number;
  ddlnDays: number;
  cpcty: number;
  prgrmExpln: string;
  schlTermLmt?: number;
  autoCnfmYn?: 'Y' | 'N';
  slctSeCd?: 'FCFS' | 'LTRY';
};

const DEMO_PRGRMS: TDemoPrgrm[] = [
  {
    prgrmNm: '미래 직업 탐험대',
    prgrmSeCd: 'GRP',
    schlLvls: ['MD01', 'HI01'],
    halls: [0, 1],
    durMin: 120,
    ddlnDays: 3,
    cpcty: 60,
    schlTermLmt: 2,
    prgrmExpln:
      '<p>미래기술관과 생명과학관을 모둠별로 돌며 미래 사회에 새로 생길 직업을 체험합니다.</p><p>체험을 마치면 나에게 맞는 직업 카드를 만들어 봅니다.</p>',
  },
  {
    prgrmNm: '과학 융합 체험 교실',
    prgrmSeCd: 'GRP',
    schlLvls: ['EL01', 'MD01'],
    halls: [1, 2],
    durMin: 120,
    ddlnDays: 3,
    cpcty: 60,
    autoCnfmYn: 'Y',
    prgrmExpln: '<p>과학 원리를 예술 작품으로 표현하며 과학자와 예술가의 일을 함께 알아봅니다.</p>',
  },
  {
    prgrmNm: '인공지능과 함께하는 진로 설계',
    prgrmSeCd: 'GRP',
    schlLvls: ['MD01', 'HI01'],
    halls: [0, 2],
    durMin: 120,
    ddlnDays: 5,
    cpcty: 60,
    prgrmExpln: '<p>인공지능 도구로 나의 흥미와 강점을 분석하고 진로 계획서를 작성합니다.</p>',
  },
  {
    prgrmNm: '가상현실 직업 체험',
    prgrmSeCd: 'INDV',
    schlLvls: ['MD01', 'HI01'],
    halls: [0],
    durMin: 120,
    ddlnDays: 1,
    cpcty: 20,
    slctSeCd: 'FCFS',
    prgrmExpln: '<p>가상현실 장비로 소방관, 외과 의사, 항공 정비사의 하루를 체험합니다. 선착순으로 신청을 받습니다.</p>',
  },
  {
    prgrmNm: '드론 조종사 교실',
    prgrmSeCd: 'INDV',
    schlLvls: ['MD01', 'HI01'],
    halls: [0],
    durMin: 120,
    ddlnDays: 2,
    cpcty: 20,
    slctSeCd: 'LTRY',
    prgrmExpln: '<p>드론의 원리를 배우고 실내 비행장에서 직접 조종해 봅니다. 신청 마감 후 공개 추첨으로 참가자를 정합니다.</p>',
  },
];

const SLOTS = [
  ['10:00', '12:00'],
  ['14:00', '16:00'],
] as const;

async function insertDemoPrgrm(tx: TTx, p: TDemoPrgrm, hallIds: number[], now: number): Promise<number> {
  const actor = { userId: 'system' };
  const period = { bgngDt: new Date(now - DAY * 30), endDt: new Date(now + DAY * 365) };
  const bfrSrvyId = await openCtxSurveyFromTemplate(tx, actor, { pointTypeCd: 'BSRV', srvyTtl: `${p.prgrmNm} 사전 설문`, ...period });
  const dgstfnSrvyId = await openCtxSurveyFromTemplate(tx, actor, { pointTypeCd: 'ASRV', srvyTtl: `${p.prgrmNm} 만족도 조사`, ...period });
  const [row] = await tx
    .insert(fusnPrgrm)
    .values({
      prgrmNm: p.prgrmNm,
      prgrmSeCd: p.prgrmSeCd,
      schlLvls: p.schlLvls,
      prgrmExpln: p.prgrmExpln,
      durMin: p.durMin,
      bfrSrvyId,
      dgstfnSrvyId,
      pointYn: 'Y',
      opnDt: new Date(now - DAY * 30),
      ddlnDays: p.ddlnDays,
      schlTermLmt: p.schlTermLmt ?? null,
      autoCnfmYn: p.autoCnfmYn ?? 'N',
      slctSeCd: p.slctSeCd ?? 'FCFS',
      sttsCd: 'OPEN',
      ...SYSTEM,
    })
    .returning({ prgrmId: fusnPrgrm.prgrmId });
  const halls = [...new Set(p.halls.map((i) => hallIds[i % hallIds.length]!))];
  await tx.insert(fusnPrgrmHall).values(halls.map((bmnexhlId) => ({ prgrmId: row!.prgrmId, bmnexhlId })));
  return row!.prgrmId;
}

/** Tuesday to Friday sessions of the days given, both slots, closure days skipped. */
async function insertDemoSesns(tx: TTx, secret: string, prgrmId: number, p: TDemoPrgrm, days: string[], closed: Set<string>) {
  const lottery = p.slctSeCd === 'LTRY';
  const rows = days
    .filter((d) => weekdayOf(d) >= 2 && weekdayOf(d) <= 5 && !closed.has(d))
    .flatMap((sesnYmd) =>
      SLOTS.map(([bgngTm, endTm]) => ({
        prgrmId,
        sesnYmd,
        bgngTm,
        endTm,
        bgngDt: seoulInstant(sesnYmd, bgngTm),
        endDt: seoulInstant(sesnYmd, endTm),
        ddlnDt: deadlineOf(sesnYmd, bgngTm, p.ddlnDays),
        cpcty: p.cpcty,
        seedSalt: lottery ? newSeedSalt() : null,
        ...SYSTEM,
      })),
    );
  const created = await tx.insert(fusnSesn).values(rows).returning({ sesnId: fusnSesn.sesnId, seedSalt: fusnSesn.seedSalt });
  for (const c of created)
    if (c.seedSalt)
      await tx
        .update(fusnSesn)
        .set({ commitHash: await commitHashOf(secret, c.sesnId, c.seedSalt) })
        .where(eq(fusnSesn.sesnId, c.sesnId));
}

const firstSesn = async (tx: TTx, prgrmId: number, fromYmd: string, bgngTm = '10:00') => {
  const [row] = await tx
    .select()
    .from(fusnSesn)
    .where(sql`${fusnSesn.prgrmId} = ${prgrmId} and ${fusnSesn.sesnYmd} >= ${fromYmd} and ${fusnSesn.bgngTm} = ${bgngTm}`)
    .orderBy(asc(fusnSesn.sesnYmd))
    .limit(1);
  return row;
};

/** A confirmed reservation of 진로중학교 by teacher1 with its units; answers its id. */
async function reserve(tx: TTx, sesn: typeof fusnSesn.$inferSelect, units: { unitNm: string; cpcty: number }[]) {
  const stdntCnt = units.reduce((n, u) => n + u.cpcty, 0);
  const { schlYr, term } = termOf(sesn.sesnYmd);
  const [rsvt] = await tx
    .insert(fusnSchlRsvt)
    .values({
      sesnId: sesn.sesnId,
      schlCd: JINRO_MS.schlCd,
      rsvtUserId: 'teacher1',
      stdntCnt,
      schlYr,
      term,
      sttsCd: 'CNFM',
      cnfmAt: new Date(),
      cnfmBy: 'system',
      ...SYSTEM,
    })
    .returning({ schlRsvtId: fusnSchlRsvt.schlRsvtId });
  await tx.insert(fusnAplyUnit).values(units.map((u, i) => ({ schlRsvtId: rsvt!.schlRsvtId, aplyUnitCd: String(i + 1), unitNm: u.unitNm, cpcty: u.cpcty })));
  await tx
    .update(fusnSesn)
    .set({ rsvdCnt: sql`${fusnSesn.rsvdCnt} + ${stdntCnt}` })
    .where(eq(fusnSesn.sesnId, sesn.sesnId));
  return rsvt!.schlRsvtId;
}

async function applyToUnit(tx: TTx, sesnId: number, schlRsvtId: number, picks: { userId: string; aplyUnitCd: string }[]) {
  if (picks.length === 0) return [];
  const rows = await tx
    .insert(fusnAply)
    .values(picks.map((p) => ({ sesnId, schlRsvtId, aplyUnitCd: p.aplyUnitCd, userId: p.userId, sttsCd: 'APLY' as const, ...SYSTEM })))
    .returning({ aplyId: fusnAply.aplyId, userId: fusnAply.userId });
  for (const unit of new Set(picks.map((p) => p.aplyUnitCd)))
    await tx
      .update(fusnAplyUnit)
      .set({ aplyCnt: picks.filter((p) => p.aplyUnitCd === unit).length })
      .where(sql`${fusnAplyUnit.schlRsvtId} = ${schlRsvtId} and ${fusnAplyUnit.aplyUnitCd} = ${unit}`);
  return rows;
}

async function demo(tx: TTx, secret: string) {
  if ((await countRows(tx, fusnPrgrm, undefined)) > 0) return;
  const hallIds = (await tx.select({ id: bmnexhl.bmnexhlId }).from(bmnexhl).orderBy(asc(bmnexhl.sortSeq), asc(bmnexhl.bmnexhlId)).limit(4)).map((h) => h.id);
  if (hallIds.length === 0) return;
  const now = Date.now();
  const today = seoulDate(new Date(now));
  const holidays = holidaysBetween(addDays(today, -14), addDays(today, 90));
  await tx
    .insert(fusnClsr)
    .values(holidays.map((h) => ({ ...h, clsrSeCd: 'HLDY' as const, ...SYSTEM })))
    .onConflictDoNothing();
  const closed = new Set((await tx.select({ d: fusnClsr.clsrYmd }).from(fusnClsr)).map((r) => r.d));
  const coming = Array.from({ length: 56 }, (_, i) => addDays(today, i + 1));
  const lastWeek = Array.from({ length: 7 }, (_, i) => addDays(today, i - 8));

  const ids: number[] = [];
  for (const [i, p] of DEMO_PRGRMS.entries()) {
    const prgrmId = await insertDemoPrgrm(tx, p, hallIds, now);
    ids.push(prgrmId);
    await insertDemoSesns(tx, secret, prgrmId, p, i === 0 ? [...lastWeek, ...coming] : coming, closed);
  }
  const [grp, , , , ltry] = ids as [number, number, number, number, number];
  const accounts = new Set(
    (
      await tx
        .select({ userId: mbr.userId })
        .from(mbr)
        .where(sql`${mbr.userId} like 'stu23%' or ${mbr.userId} in ('teacher1', 'student1', 'student2')`)
    ).map((m) => m.userId),
  );
  if (!accounts.has('teacher1') || !accounts.has('student1')) return;

  // a confirmed reservation some two weeks ahead, two units, five students applied
  const ahead = await firstSesn(tx, grp, addDays(today, 14));
  if (ahead) {
    const schlRsvtId = await reserve(tx, ahead, [
      { unitNm: '1모둠', cpcty: 13 },
      { unitNm: '2모둠', cpcty: 12 },
    ]);
    const picks = ['stu2301', 'stu2302', 'stu2303', 'stu2304', 'stu2305']
      .filter((u) => accounts.has(u))
      .map((userId, i) => ({ userId, aplyUnitCd: i < 3 ? '1' : '2' }));
    await applyToUnit(tx, ahead.sesnId, schlRsvtId, picks);
  }

  // last week's session: student1 attended (the portfolio and the certificate have something to show)
  const past = await firstSesn(tx, grp, addDays(today, -8));
  if (past && past.sesnYmd < today) {
    const schlRsvtId = await reserve(tx, past, [{ unitNm: '1모둠', cpcty: 20 }]);
    const [aply] = await applyToUnit(tx, past.sesnId, schlRsvtId, [{ userId: 'student1', aplyUnitCd: '1' }]);
    await tx.insert(fusnAtndc).values({ aplyId: aply!.aplyId, atndcCd: 'PRSNT', chkinSeCd: 'MNL', chkinAt: past.bgngDt, ...SYSTEM });
    const [student1] = await tx.select({ grd: mbr.grd, schlNm: mbr.schlNm }).from(mbr).where(eq(mbr.userId, 'student1'));
    const [actv] = await tx
      .insert(crrActv)
      .values({
        actvSeCd: 'FUSN',
        wrtrId: 'student1',
        schlNm: student1?.schlNm ?? JINRO_MS.schlNm,
        grd: student1?.grd ?? 2,
        actvYmd: past.sesnYmd,
        schlYr: termOf(past.sesnYmd).schlYr,
        actvNm: DEMO_PRGRMS[0]!.prgrmNm,
        actvPrps: '미래기술관과 생명과학관을 모둠별로 돌며 미래 사회에 새로 생길 직업을 체험합니다.',
        actvPlc: '미래기술관, 생명과학관',
        actvDgstfn: '5',
        dutyCr: '진로체험',
        actvCn: '미래기술관과 생명과학관을 모둠별로 돌며 미래 사회에 새로 생길 직업을 체험합니다. 체험을 마치면 나에게 맞는 직업 카드를 만들어 봅니다.',
        actvOpnn: '체험 후 만족도 조사로 소감을 남길 수 있습니다.',
        srcKey: `atndc:${aply!.aplyId}`,
        ...SYSTEM,
      })
      .returning({ crrActvId: crrActv.crrActvId });
    await tx.insert(crrActvStdnt).values({ crrActvId: actv!.crrActvId, userId: 'student1' });
  }

  // a lottery session whose deadline has passed, entries not drawn yet: more entrants than seats
  const drawable = await firstSesn(tx, ltry, addDays(today, 1), '14:00');
  if (drawable) {
    const entrants = [...accounts].filter((u) => u.startsWith('stu23') || u === 'student1' || u === 'student2').sort();
    await tx
      .update(fusnSesn)
      .set({ ddlnDt: new Date(now - 60 * 60 * 1000), cpcty: Math.max(1, entrants.length - 4) })
      .where(eq(fusnSesn.sesnId, drawable.sesnId));
    if (entrants.length > 0)
      await tx.insert(fusnAply).values(entrants.map((userId, i) => ({ sesnId: drawable.sesnId, userId, sttsCd: 'PEND' as const, entryNo: i + 1, ...SYSTEM })));
  }
}

export const fusnSeeder: TSeeder = {
  name: 'fusn',
  userMenus: [
    { id: 'M0304', up: 'M03', sort: 4, nm: '참가확인서 확인', url: '/crrFusion/certVrfy' },
    { id: 'M0612', up: 'M06', sort: 12, nm: '융합활동 예약 관리', url: '/myPage/fusionActvMng', authrts: TEACHERS_ONLY },
    { id: 'M0613', up: 'M06', sort: 13, nm: '내 융합활동 신청', url: '/myPage/fusionActvMyAply', authrts: STUDENTS_ONLY },
  ],
  adminMenus: [
    { id: 'A11', sort: 11, nm: '융합활동 관리', url: '/admin/prgrmEstbl' },
    { id: 'A1101', up: 'A11', sort: 1, nm: '단체 프로그램 개설', url: '/admin/prgrmEstbl' },
    { id: 'A1102', up: 'A11', sort: 2, nm: '개인 프로그램 개설', url: '/admin/prgrmEstbl/indv' },
    { id: 'A1103', up: 'A11', sort: 3, nm: '휴관일 관리', url: '/admin/prgrmEstbl/clsr' },
    { id: 'A1104', up: 'A11', sort: 4, nm: '단체 활동 관리', url: '/admin/grpActvMng' },
    { id: 'A1105', up: 'A11', sort: 5, nm: '개인 활동 관리', url: '/admin/indvActvMng' },
    { id: 'A1106', up: 'A11', sort: 6, nm: '학생 출석 관리', url: '/admin/stdntAtndcMng' },
  ],
  demo: (tx, ctx) => demo(tx, ctx.secret),
};
