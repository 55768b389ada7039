import { normalizeProhibitedText } from '@portal/contract';
import type { TSeeder } from '../../db/seeder.js';
import { seedPrhbwdsWhenEmpty } from './prhbwd.repo.js';

/** Demo words: mild insults and the gambling and loan spam public boards attract. */
const DEMO_WORDS: [string, string][] = [
  ['바보', '비하 표현'],
  ['멍청이', '비하 표현'],
  ['얼간이', '비하 표현'],
  ['카지노', '도박 광고'],
  ['토토사이트', '도박 광고'],
  ['불법대출', '대출 광고'],
];

/** Demo data only (an empty list is a valid start), on a fresh list. */
export const prhbwdSeeder: TSeeder = {
  name: 'prhbwd',
  adminMenus: [{ id: 'A0405', up: 'A04', sort: 5, nm: '금지어 관리', url: '/admin/prhbwdMng' }],
  async demo(tx) {
    await seedPrhbwdsWhenEmpty(
      tx,
      DEMO_WORDS.map(([prhbwdNm, expln]) => ({ prhbwdNm, normalizedNm: normalizeProhibitedText(prhbwdNm), expln, useYn: 'Y' as const })),
    );
  },
};
