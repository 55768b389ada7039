import { CRR_SPCLT_CODE_GROUP, CRR_SPCLT_DEFAULT_MAX_BYTE, CRR_SPCLT_MAX_BYTE_CODE, schlYrOf } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import type { TSeeder } from '../../db/seeder.js';
import { mbr } from '../member/member.table.js';
import { crrSpclt } from './crr-spclt.table.js';

/** teacher1's demo drafts for two students of 2-3 (design.md demo data); a student not seeded yet is skipped. */
const DEMO_DRAFTS = [
  {
    userId: 'student1',
    cn: "「코딩 로봇 만들기」 활동에 참여하여 센서로 움직이는 로봇을 만들며 문제를 단계별로 나누어 해결하는 방법을 익힘. 활동 후 '개발자라는 직업에 더 관심이 생겼다'라는 소감을 밝힘.",
  },
  {
    userId: 'stu2301',
    cn: '학급 진로 탐색 시간에 관심 직업을 조사하여 발표하였으며, 간호사의 하루를 구체적으로 소개해 친구들의 호응을 얻음.',
  },
];

/** The remarks' byte limit (code CRR_SPCLT / MAX_BYTE), the teachers' menu and the demo drafts. */
export const crrSpcltSeeder: TSeeder = {
  name: 'crr-spclt',
  codeGroups: [
    {
      comCdId: CRR_SPCLT_CODE_GROUP,
      comCdNm: '진로활동 특기사항',
      cdExpln: '진로활동 특기사항 작성 설정',
      sortSeq: 41,
      childSysYn: 'Y',
      children: [{ comCd: CRR_SPCLT_MAX_BYTE_CODE, comCdNm: '최대 바이트 수', cdExpln: String(CRR_SPCLT_DEFAULT_MAX_BYTE) }],
    },
  ],
  userMenus: [{ id: 'M0611', up: 'M06', sort: 11, nm: '진로활동 특기사항', url: '/myPage/crrSpcltCrt', authrts: ['TC01'] }],
  async demo(tx) {
    const present = await tx
      .select({ userId: mbr.userId })
      .from(mbr)
      .where(
        inArray(
          mbr.userId,
          DEMO_DRAFTS.map((d) => d.userId),
        ),
      );
    const ids = new Set(present.map((p) => p.userId));
    const rows = DEMO_DRAFTS.filter((d) => ids.has(d.userId)).map((d) => ({ ...d, schlYr: schlYrOf(), registeredBy: 'teacher1', updatedBy: 'teacher1' }));
    if (rows.length > 0) await tx.insert(crrSpclt).values(rows).onConflictDoNothing();
  },
};
