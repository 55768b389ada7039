import { sql } from 'drizzle-orm';
import type { TCntstCrtr, TCntstEntryForm, TCntstPrize } from '@portal/contract';
import type { TTx } from '../../db/client.js';
import type { TSeeder } from '../../db/seeder.js';
import { insertWhenEmpty } from '../../db/seed-rows.js';
import { encryptTotpSecret, hashPassword } from '../auth/index.js';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '../member/index.js';
import { mbr } from '../member/member.table.js';
import { cntst, cntstAlc, cntstEntry, cntstJdg, cntstScore } from './cntst.table.js';

const DAY = 24 * 60 * 60 * 1000;
/** A demo time `days` from the seeding day at 09:00 Seoul (00:00 UTC). */
const at = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY);

/** The README's judges: manager (STAFF) accounts with the demo password and authenticator secret. */
export const DEMO_JUDGES = [
  { userId: 'judge1', userNm: '정심사' },
  { userId: 'judge2', userNm: '한심사' },
] as const;

export const POSTER_CNTST = '나의 꿈 진로 포스터 공모전';
export const PAST_CNTST = '진로 체험 수기 공모전';

/** The demo contests' posters (apps/server/demo/cntst) with their alt text, by contest title. */
export const DEMO_CNTST_POSTERS: Record<string, { file: string; alt: string }> = {
  [POSTER_CNTST]: {
    file: 'poster-dream.png',
    alt: '나의 꿈 진로 포스터 공모전 포스터: 파란 밤하늘에 별과 언덕 위로 이어진 길이 그려져 있고, "꿈을 그리면 길이 보여요" 문구와 주최 진로교육원이 적혀 있습니다.',
  },
  [PAST_CNTST]: {
    file: 'poster-essay.png',
    alt: '진로 체험 수기 공모전 포스터: 연두색 바탕에 펼친 공책과 연필이 그려져 있고, "체험에서 찾은 나의 이야기" 문구와 주최 진로교육원이 적혀 있습니다.',
  },
};

const posterForm: TCntstEntryForm = {
  fields: [
    { fieldId: 'f1', fieldNm: '작품 설명', fieldType: 'LONG', requiredYn: 'Y', maxLength: 1000 },
    { fieldId: 'f2', fieldNm: '나의 꿈', fieldType: 'TEXT', requiredYn: 'N', maxLength: 50 },
  ],
  fileMaxCnt: 1,
  fileMaxSizeMb: 20,
  fileExts: ['png', 'jpg', 'jpeg', 'pdf'],
};
const crtrs: TCntstCrtr[] = [
  { crtrId: 'c1', crtrNm: '창의성', weight: 40, maxScore: 10 },
  { crtrId: 'c2', crtrNm: '주제 표현', weight: 30, maxScore: 10 },
  { crtrId: 'c3', crtrNm: '완성도', weight: 30, maxScore: 10 },
];
const prizes: TCntstPrize[] = [
  { prizeId: 'p1', prizeNm: '대상', prizeCnt: 1 },
  { prizeId: 'p2', prizeNm: '최우수상', prizeCnt: 2 },
  { prizeId: 'p3', prizeNm: '우수상', prizeCnt: 3 },
];

async function seedJudges(tx: TTx, secret: string): Promise<void> {
  const pswdHash = await hashPassword(DEMO_PASSWORD);
  const totpSecretEnc = encryptTotpSecret(secret, DEMO_ADMIN_TOTP_SECRET);
  await tx
    .insert(mbr)
    .values(
      DEMO_JUDGES.map((j) => ({
        ...j,
        userTypeCd: 'A' as const,
        mbrTypeAuthrt: 'SF01',
        admRoleCd: 'STAFF' as const,
        brdt: '1978-04-01',
        pswdHash,
        pswdChgAt: sql`now()`,
        totpSecretEnc,
        totpLastStep: 0,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Contests (issue 17): the 참여마당 contest menu, my entries, the back office's contest and judging
 * pages; in demo mode the judges judge1 and judge2, a poster contest taking entries (with student2's
 * entry) and a past contest with published winners (on an empty table only).
 */
export const cntstSeeder: TSeeder = {
  name: 'cntst',
  userMenus: [
    { id: 'M0702', up: 'M07', sort: 2, nm: '공모전', url: '/cntst/list' },
    { id: 'M0604', up: 'M06', sort: 4, nm: '내 공모전 응모', url: '/myPage/cntstAply', lgn: 'Y' },
  ],
  adminMenus: [
    { id: 'A1002', up: 'A10', sort: 2, nm: '공모전 관리', url: '/admin/contest' },
    { id: 'A1003', up: 'A10', sort: 3, nm: '공모전 심사', url: '/admin/contestJudge' },
  ],
  async demo(tx, { secret }) {
    await seedJudges(tx, secret);
    const inserted = await insertWhenEmpty(tx, cntst, [
      {
        cntstTtl: PAST_CNTST,
        cntstExpln: '진로 체험 활동에서 배우고 느낀 점을 글로 나누어 주세요.\n수상작은 진로교육원 누리집에 소개합니다.',
        trgtMbrTypes: ['ST01', 'ST02'],
        trgtSchlTypes: [],
        aplyBgngDt: at(-150),
        aplyEndDt: at(-120),
        jdgBgngDt: at(-119),
        jdgEndDt: at(-100),
        annDt: at(-95),
        aplyLimitCnt: 1,
        entryForm: {
          fields: [{ fieldId: 'f1', fieldNm: '체험 수기', fieldType: 'LONG', requiredYn: 'Y', maxLength: 3000 }],
          fileMaxCnt: 0,
          fileMaxSizeMb: 20,
          fileExts: [],
        },
        crtrs,
        prizes: prizes.slice(0, 2),
        blindYn: 'Y',
        alcMode: 'ALL',
        sttsCd: 'PUBLISHED',
        pblsDt: at(-95),
        pblsBy: 'admin',
      },
      {
        cntstTtl: POSTER_CNTST,
        cntstExpln:
          '나의 꿈과 되고 싶은 모습을 포스터 한 장에 담아 주세요.\n그림, 디지털 작품 모두 응모할 수 있으며 파일(PNG, JPG, PDF) 한 개를 올려 주세요.\n1인당 한 작품까지 응모할 수 있습니다.',
        trgtMbrTypes: ['ST01', 'ST02'],
        trgtSchlTypes: ['MD01', 'HI01'],
        aplyBgngDt: at(-7),
        aplyEndDt: at(30),
        jdgBgngDt: at(31),
        jdgEndDt: at(45),
        annDt: at(50),
        aplyLimitCnt: 1,
        entryForm: posterForm,
        crtrs,
        prizes,
        blindYn: 'Y',
        alcMode: 'ALL',
        sttsCd: 'OPEN',
      },
    ]);
    if (!inserted) return;
    const [past, poster] = await tx.select({ cntstId: cntst.cntstId }).from(cntst).orderBy(cntst.cntstId);
    const students = (
      await tx
        .select({ userId: mbr.userId })
        .from(mbr)
        .where(sql`${mbr.userId} in ('student1', 'student2')`)
    ).map((r) => r.userId);
    if (!past || !poster || !students.includes('student1') || !students.includes('student2')) return;
    const judges = DEMO_JUDGES.map((j) => j.userId);
    for (const cntstId of [past.cntstId, poster.cntstId])
      await tx.insert(cntstJdg).values(judges.map((judgeId) => ({ cntstId, judgeId, registeredBy: 'system', updatedBy: 'system' })));
    const pastEntries = await tx
      .insert(cntstEntry)
      .values([
        {
          cntstId: past.cntstId,
          userId: 'student2',
          entryTtl: '병원에서 만난 나의 꿈',
          vals: { f1: '종합병원 직업 체험에서 간호사 선생님들의 하루를 따라다니며 환자를 돌보는 일의 무게와 보람을 배웠습니다.' },
          prizeId: 'p1',
          registeredBy: 'student2',
          updatedBy: 'student2',
        },
        {
          cntstId: past.cntstId,
          userId: 'student1',
          entryTtl: '방송국 견학 이야기',
          vals: { f1: '방송국 견학에서 프로그램 하나를 만들기 위해 많은 사람이 함께 일한다는 것을 알게 되었습니다.' },
          prizeId: 'p2',
          registeredBy: 'student1',
          updatedBy: 'student1',
        },
      ])
      .returning({ entryId: cntstEntry.entryId });
    const sheets = [
      { c1: 9, c2: 9, c3: 8 },
      { c1: 8, c2: 7, c3: 8 },
    ];
    for (const [index, { entryId }] of pastEntries.entries()) {
      await tx.insert(cntstAlc).values(judges.map((judgeId) => ({ cntstId: past.cntstId, entryId, judgeId })));
      await tx.insert(cntstScore).values(
        judges.map((judgeId, j) => ({
          cntstId: past.cntstId,
          entryId,
          judgeId,
          scores: Object.fromEntries(Object.entries(sheets[index]!).map(([k, v]) => [k, v - j])),
          sttsCd: 'SUBMIT' as const,
          sbmsnDt: at(-110),
          registeredBy: judgeId,
          updatedBy: judgeId,
        })),
      );
    }
    await tx.insert(cntstEntry).values({
      cntstId: poster.cntstId,
      userId: 'student2',
      entryTtl: '별을 그리는 천문학자',
      vals: { f1: '밤하늘을 관측하는 천문학자가 되어 새로운 별을 찾는 나의 모습을 그렸습니다.', f2: '천문학자' },
      registeredBy: 'student2',
      updatedBy: 'student2',
    });
  },
};
