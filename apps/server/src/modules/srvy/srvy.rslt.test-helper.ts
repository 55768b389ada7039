import { randomUUID } from 'node:crypto';
import type { TSrvyAnswers, TSrvyDef } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { createMember } from '../../test/identity.js';
import { atchFile } from '../files/files.table.js';
import { srvy, srvyRspns } from './srvy.table.js';

export const RSLT_API = '/api/srvy';

const opts = (...ids: string[]) => ids.map((id) => ({ optId: id, optNm: `${id} 항목` }));

/** A survey with one question of every type, on two pages. */
export const RSLT_DEF: TSrvyDef = {
  pages: [
    {
      pageId: 'p1',
      pageTtl: '기본 문항',
      qstns: [
        { qstnId: 'q1', qstnType: 'SINGLE', qstnTtl: '학년', requiredYn: 'Y', options: opts('a', 'b', 'c') },
        { qstnId: 'q2', qstnType: 'MULTI', qstnTtl: '관심 분야', requiredYn: 'N', options: opts('x', 'y', 'z') },
        { qstnId: 'q3', qstnType: 'OTHER', qstnTtl: '알게 된 경로', requiredYn: 'N', options: opts('o1', 'o2') },
        { qstnId: 'q4', qstnType: 'SCALE5', qstnTtl: '전반적 만족도', requiredYn: 'N' },
      ],
    },
    {
      pageId: 'p2',
      qstns: [
        {
          qstnId: 'q5',
          qstnType: 'MATRIX',
          qstnTtl: '영역별 만족도',
          requiredYn: 'N',
          scalePoints: 5,
          rows: [
            { rowId: 'r1', rowNm: '강사' },
            { rowId: 'r2', rowNm: '시설' },
          ],
        },
        { qstnId: 'q6', qstnType: 'NUMBER', qstnTtl: '이동 시간(분)', requiredYn: 'N' },
        { qstnId: 'q7', qstnType: 'RANK', qstnTtl: '좋았던 순서', requiredYn: 'N', options: opts('k1', 'k2', 'k3') },
        { qstnId: 'q8', qstnType: 'FILE', qstnTtl: '활동 사진', requiredYn: 'N' },
        { qstnId: 'q9', qstnType: 'SHORT', qstnTtl: '한 줄 소감', requiredYn: 'N' },
        { qstnId: 'q10', qstnType: 'LONG', qstnTtl: '자유 의견', requiredYn: 'N' },
        { qstnId: 'q11', qstnType: 'DATE', qstnTtl: '참여일', requiredYn: 'N' },
        { qstnId: 'q12', qstnType: 'SCALE7', qstnTtl: '추천 의향', requiredYn: 'N' },
      ],
    },
  ],
};

/** Four submitted responses (R1 to R4, submitted in that order) and a draft that never counts. */
export const RSLT_ANSWERS: { mbrTypeCd: string; schlTypeCd: string; answers: TSrvyAnswers }[] = [
  {
    mbrTypeCd: 'ST01',
    schlTypeCd: 'MD01',
    answers: {
      q1: { optIds: ['a'] },
      q2: { optIds: ['x', 'y'] },
      q3: { optIds: ['o1'] },
      q4: { num: 5 },
      q5: { rows: { r1: 4, r2: 2 } },
      q6: { num: 10 },
      q7: { rank: ['k1', 'k2', 'k3'] },
      q9: { text: '진로 체험이 좋아요' },
      q10: { text: '다음에도 참여하고 싶습니다.' },
      q11: { date: '2026-05-01' },
      q12: { num: 7 },
    },
  },
  {
    mbrTypeCd: 'ST01',
    schlTypeCd: 'MD01',
    answers: {
      q1: { optIds: ['a'] },
      q2: { optIds: ['x'] },
      q3: { optIds: ['etc'], etcText: '직접 입력' },
      q4: { num: 4 },
      q5: { rows: { r1: 5 } },
      q6: { num: 20 },
      q7: { rank: ['k2', 'k1', 'k3'] },
      q9: { text: '재미있었음' },
      q11: { date: '2026-05-03' },
    },
  },
  {
    mbrTypeCd: 'ST02',
    schlTypeCd: 'HI01',
    answers: {
      q1: { optIds: ['b'] },
      q2: { optIds: ['y', 'z'] },
      q3: { optIds: ['o2'] },
      q4: { num: 3 },
      q6: { num: 0 },
      q7: { rank: ['k1', 'k3', 'k2'] },
      q9: { text: '진로 고민 해결' },
    },
  },
  { mbrTypeCd: 'ST02', schlTypeCd: 'HI01', answers: { q1: { optIds: ['b'] }, q3: { optIds: ['etc'], etcText: '기타 의견' } } },
];

/** A survey inserted directly (the builder is tested on its own), OPEN. */
export async function insertSrvy(db: TDb, over: Partial<typeof srvy.$inferInsert> = {}) {
  const [row] = await db
    .insert(srvy)
    .values({
      srvyTtl: '결과 시험 설문',
      bgngDt: new Date('2026-01-01T00:00:00+09:00'),
      endDt: new Date('2026-12-31T23:59:00+09:00'),
      trgtSeCd: 'MBR',
      trgtMbrTypes: ['ST01', 'ST02'],
      sttsCd: 'OPEN',
      def: RSLT_DEF,
      registeredBy: 'admin',
      updatedBy: 'admin',
      ...over,
    })
    .returning({ srvyId: srvy.srvyId });
  return row!.srvyId;
}

/**
 * The four submitted responses of RSLT_ANSWERS by new students named 응답자1..4 (a minute apart), and
 * one draft. R1 also answers q8 with an upload group of two files (and a deleted one that does not count).
 */
export async function insertResponses(db: TDb, srvyId: number) {
  const users: string[] = [];
  const fileModuleId = randomUUID();
  for (const [i, r] of RSLT_ANSWERS.entries()) {
    const member = await createMember(db, { userTypeCd: 'S', mbrTypeAuthrt: r.mbrTypeCd, schlTypeCd: r.schlTypeCd, userNm: `응답자${i + 1}` });
    users.push(member.userId);
    await db.insert(srvyRspns).values({
      srvyId,
      userId: member.userId,
      sttsCd: 'SUBMIT',
      answers: i === 0 ? { ...r.answers, q8: { fileModuleId } } : r.answers,
      mbrTypeCd: r.mbrTypeCd,
      schlTypeCd: r.schlTypeCd,
      onceKey: `${member.userId}:`,
      sbmsnDt: new Date(Date.UTC(2026, 4, 10, 1, i)),
    });
  }
  await db.insert(atchFile).values(
    (['ACTIVE', 'ACTIVE', 'DELETED'] as const).map((sttsCd, i) => ({
      fileModuleId,
      fileNo: i + 1,
      seqType: 'srvyRspns' as const,
      sttsCd,
      storageKey: `srvy-rslt-test/${srvyId}-${i}`,
      orgFileNm: `사진${i + 1}.jpg`,
      fileSz: 10,
      fileExtn: 'jpg',
      mimeType: 'image/jpeg',
      regUserId: users[0]!,
    })),
  );
  const drafter = await createMember(db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', userNm: '임시저장' });
  await db.insert(srvyRspns).values({ srvyId, userId: drafter.userId, sttsCd: 'DRAFT', answers: { q1: { optIds: ['c'] } } });
  return users;
}
