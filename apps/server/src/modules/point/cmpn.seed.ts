import { seoulDate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { TSeeder } from '../../db/seeder.js';
import { insertWhenEmpty } from '../../db/seed-rows.js';
import { mbr } from '../member/member.table.js';
import { cmpn, cmpnAply } from './point.table.js';

const DAY = 24 * 60 * 60 * 1000;
const dayFrom = (days: number) => seoulDate(new Date(Date.now() + days * DAY));

const TAMBANG = '우리 동네 진로 탐방 인증';
const DOKSEO = '진로 독서 감상문';

/**
 * Demo campaigns (on an empty table only, so what an administrator removed stays removed): one
 * asking for a photo and a text, open around the seeding day, one asking for a text only; and a
 * pending application of student1 to the second, for the administrator's list.
 */
export const cmpnSeeder: TSeeder = {
  name: 'cmpn',
  async demo(tx) {
    const inserted = await insertWhenEmpty(tx, cmpn, [
      {
        cmpnTtl: TAMBANG,
        cmpnCn:
          '우리 동네의 일터(가게, 공공기관, 공방 등)를 찾아가 일하는 분께 하는 일을 여쭈어 보세요.\n방문한 곳의 사진과 알게 된 점을 올리면 확인 후 포인트를 드립니다.',
        bgngYmd: dayFrom(-7),
        endYmd: dayFrom(90),
        points: 100,
        proofTextYn: 'Y',
        proofFileYn: 'Y',
        aplyLimitCnt: 1,
      },
      {
        cmpnTtl: DOKSEO,
        cmpnCn: '진로 도서를 한 권 읽고 느낀 점과 나의 진로에 주는 의미를 300자 이상 적어 주세요.\n한 사람이 두 번까지 신청할 수 있습니다.',
        bgngYmd: dayFrom(-7),
        endYmd: dayFrom(60),
        points: 50,
        proofTextYn: 'Y',
        proofFileYn: 'N',
        aplyLimitCnt: 2,
      },
    ]);
    if (!inserted) return;
    const [student] = await tx.select({ userId: mbr.userId }).from(mbr).where(eq(mbr.userId, 'student1'));
    const [book] = await tx.select({ cmpnId: cmpn.cmpnId }).from(cmpn).where(eq(cmpn.cmpnTtl, DOKSEO));
    if (!student || !book) return;
    await tx.insert(cmpnAply).values({
      cmpnId: book.cmpnId,
      userId: student.userId,
      proofCn:
        '「꿈을 찾는 열네 살의 진로 수업」을 읽었습니다. 좋아하는 일과 잘하는 일을 나누어 적어 보는 활동이 가장 기억에 남습니다. 저는 그림 그리기를 좋아하고 친구들에게 설명하는 일을 잘한다는 것을 알게 되어, 미술 교사라는 꿈을 더 구체적으로 생각해 보게 되었습니다.',
      registeredBy: student.userId,
      updatedBy: student.userId,
    });
  },
};
