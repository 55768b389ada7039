import { JOB_FMLY, WORK_VALUE } from '@portal/contract';
import type { TSeedCodeGroup, TSeeder } from '../../db/seeder.js';
import { JOB_SEEDS } from './crr-info.jobs.js';
import { upsertSeedJobs } from './crr-info.repo.js';

const children = (codes: Record<string, string>) => Object.entries(codes).map(([comCd, comCdNm]) => ({ comCd, comCdNm }));

const codeGroups: TSeedCodeGroup[] = [
  { comCdId: 'JOB_FMLY', comCdNm: '직업 분류', cdExpln: '직업 정보의 직업 분류', sortSeq: 20, childSysYn: 'Y', children: children(JOB_FMLY) },
  {
    comCdId: 'WORK_VALUE',
    comCdNm: '직업 가치',
    cdExpln: '직업 정보와 직업가치관검사가 함께 쓰는 가치',
    sortSeq: 21,
    childSysYn: 'Y',
    children: children(WORK_VALUE),
  },
];

/**
 * Career information: the code groups, the menus, and the shipped jobs as base data (upserted by
 * code: a job an administrator edited keeps the edit, crr-info.repo.ts upsertSeedJobs).
 */
export const crrInfoSeeder: TSeeder = {
  name: 'crr-info',
  codeGroups,
  userMenus: [{ id: 'M0203', up: 'M02', sort: 3, nm: '직업 정보', url: '/crrInsp/crrInfo' }],
  adminMenus: [{ id: 'A0902', up: 'A09', sort: 2, nm: '직업 정보 관리', url: '/admin/crrInfoMng' }],
  async base(tx) {
    await upsertSeedJobs(
      tx,
      JOB_SEEDS.map((seed) => ({ ...seed, sortSeq: 0, useYn: 'Y' })),
    );
  },
};
