import { schlYrOf } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { TSeeder } from '../../db/seeder.js';
import type { TTx } from '../../db/client.js';
import { hashPassword } from '../auth/index.js';
import { mbr, mbrTrmsAgre, trms } from '../member/member.table.js';
import { cls, clsStdnt, schlTchr } from './cls.table.js';

const TEACHERS_ONLY = ['TC01'];
export const CLS_DEMO_PASSWORD = 'Demo!2026';
const JINRO_MS = { schlCd: '9990004', schlNm: '진로중학교', schlTypeCd: 'MD01' } as const;
const JINRO_HS = { schlCd: '9990006', schlNm: '진로고등학교', schlTypeCd: 'HI01' } as const;

/** design.md demo data: teacher2 (homeroom of 2-1) and teacher3 (another school's career teacher); teacher1 is the member seeder's. */
const DEMO_TEACHERS = [
  { userId: 'teacher2', userNm: '이담임', brdt: '1988-04-11', ...JINRO_MS },
  { userId: 'teacher3', userNm: '최진로', brdt: '1979-10-30', ...JINRO_HS },
] as const;

/** The twelve other students of 2-3 (stu2301..stu2312); number 7 is student1's; stu2312 waits for approval. */
const DEMO_STUDENTS = ['강민준', '윤서연', '장하준', '임지우', '한도윤', '오서윤', '서예준', '신하은', '권시우', '황지아', '안주원', '송채원'].map(
  (userNm, i) => ({ userId: `stu23${String(i + 1).padStart(2, '0')}`, userNm, stdntNo: i < 6 ? i + 1 : i + 2, pending: i === 11 }),
);

async function insertAccounts(tx: TTx, rows: (typeof mbr.$inferInsert)[]) {
  const inserted = await tx.insert(mbr).values(rows).onConflictDoNothing().returning({ userId: mbr.userId });
  if (inserted.length === 0) return;
  const current = await tx
    .selectDistinctOn([trms.trmsCd], { trmsCd: trms.trmsCd, trmsVer: trms.trmsVer })
    .from(trms)
    .where(sql`${trms.trgtCd} = 'SVC'`)
    .orderBy(trms.trmsCd, sql`${trms.trmsVer} desc`);
  await tx
    .insert(mbrTrmsAgre)
    .values(inserted.flatMap(({ userId }) => current.map((t) => ({ userId, ...t, agreYn: 'Y' as const }))))
    .onConflictDoNothing();
}

export const clsSeeder: TSeeder = {
  name: 'cls',
  userMenus: [
    { id: 'M0606', up: 'M06', sort: 6, nm: '학교 정보', url: '/myPage/schlInfo', authrts: TEACHERS_ONLY },
    { id: 'M0607', up: 'M06', sort: 7, nm: '학급 관리', url: '/myPage/clsInfo', authrts: TEACHERS_ONLY },
    { id: 'M0608', up: 'M06', sort: 8, nm: '교사 지정', url: '/myPage/tchrDsgn', authrts: TEACHERS_ONLY },
  ],
  adminMenus: [{ id: 'A0504', up: 'A05', sort: 4, nm: '학급·교사 관리', url: '/admin/classes' }],
  /**
   * The demo school year is the one of the seeding day (schlYrOf), so the demo classes are current.
   * Every insert skips what exists: a second run changes nothing.
   */
  async demo(tx) {
    const pswdHash = await hashPassword(CLS_DEMO_PASSWORD);
    const common = { pswdHash, pswdChgAt: new Date(), registeredBy: 'system', updatedBy: 'system' };
    await insertAccounts(tx, [
      ...DEMO_TEACHERS.map((t) => ({ ...t, ...common, userTypeCd: 'T' as const, mbrTypeAuthrt: 'TC01' })),
      ...DEMO_STUDENTS.map((s, i) => ({
        userId: s.userId,
        userNm: s.userNm,
        brdt: `2012-${String((i % 12) + 1).padStart(2, '0')}-15`,
        ...common,
        userTypeCd: 'S' as const,
        mbrTypeAuthrt: 'ST01',
        ...JINRO_MS,
        grd: 2,
        clsNm: '3',
      })),
    ]);
    const system = { registeredBy: 'system', updatedBy: 'system' };
    const approved = { sttsCd: 'APRV' as const, aprvAt: sql`now()`, aprvBy: 'system', ...system };
    await tx
      .insert(schlTchr)
      .values([
        { userId: 'teacher1', schlCd: JINRO_MS.schlCd, crrTchrYn: 'Y', ...approved },
        { userId: 'teacher2', schlCd: JINRO_MS.schlCd, ...approved },
        { userId: 'teacher3', schlCd: JINRO_HS.schlCd, crrTchrYn: 'Y', ...approved },
      ])
      .onConflictDoNothing();
    const schlYr = schlYrOf(new Date());
    await tx
      .insert(cls)
      .values([
        { schlCd: JINRO_MS.schlCd, schlYr, grd: 2, clsNo: 3, hmrmTchrId: 'teacher1', ...system },
        { schlCd: JINRO_MS.schlCd, schlYr, grd: 2, clsNo: 1, hmrmTchrId: 'teacher2', ...system },
        { schlCd: JINRO_HS.schlCd, schlYr, grd: 2, clsNo: 1, hmrmTchrId: 'teacher3', ...system },
      ])
      .onConflictDoNothing();
    const ids = await tx
      .select({ clsId: cls.clsId, schlCd: cls.schlCd, clsNo: cls.clsNo })
      .from(cls)
      .where(sql`${cls.schlYr} = ${schlYr} and ${cls.grd} = 2`);
    const classOf = (schlCd: string, clsNo: number) => ids.find((c) => c.schlCd === schlCd && c.clsNo === clsNo)!.clsId;
    const ms23 = classOf(JINRO_MS.schlCd, 3);
    await tx
      .insert(clsStdnt)
      .values([
        { clsId: ms23, userId: 'student1', schlYr, stdntNo: 7, ...approved },
        { clsId: classOf(JINRO_HS.schlCd, 1), userId: 'student2', schlYr, stdntNo: 1, ...approved },
        ...DEMO_STUDENTS.map((s) =>
          s.pending
            ? { clsId: ms23, userId: s.userId, schlYr, stdntNo: null, sttsCd: 'PNDG' as const, ...system }
            : { clsId: ms23, userId: s.userId, schlYr, stdntNo: s.stdntNo, ...approved },
        ),
      ])
      .onConflictDoNothing();
  },
};
