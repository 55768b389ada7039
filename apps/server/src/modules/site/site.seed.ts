import type { TSeeder } from '../../db/seeder.js';
import { POLICY_TEXTS } from './policy-texts.js';
import { SITE_SETTING_KEYS } from './site.service.js';
import { instLink, policyPage, siteSetting } from './site.table.js';

export const POLICY_EFFECTIVE_DATE = '2026-11-01';

const EDU_LINKS = [
  ['교육부', 'https://www.moe.go.kr'],
  ['에듀넷·티-클리어', 'https://www.edunet.net'],
  ['나이스 대국민서비스', 'https://www.neis.go.kr'],
  ['한국교육학술정보원', 'https://www.keris.or.kr'],
  ['한국교육과정평가원', 'https://www.kice.re.kr'],
] as const;

const CRR_LINKS = [
  ['커리어넷', 'https://www.career.go.kr'],
  ['꿈길', 'https://www.ggoomgil.go.kr'],
  ['고용24', 'https://www.work24.go.kr'],
  ['한국직업능력연구원', 'https://www.krivet.re.kr'],
  ['대입정보포털 어디가', 'https://www.adiga.kr'],
] as const;

/**
 * Base data: inserted when missing, never overwriting what administrators changed. The site
 * name and copyright are not seeded: they follow SITE_NAME until an administrator sets them.
 */
export const siteSeeder: TSeeder = {
  name: 'site',
  async base(tx) {
    await tx
      .insert(siteSetting)
      .values([
        { settingKey: SITE_SETTING_KEYS.address, settingValue: '진로교육원 (주소는 관리자 화면에서 설정합니다)' },
        { settingKey: SITE_SETTING_KEYS.telNo, settingValue: '000-000-0000' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(policyPage)
      .values(Object.entries(POLICY_TEXTS).map(([polcyCd, page]) => ({ polcyCd, ...page, effectiveDate: POLICY_EFFECTIVE_DATE })))
      .onConflictDoNothing();
    // The link lists are seeded once; afterwards they belong to the administrators.
    const [existing] = await tx.select({ id: instLink.instLinkId }).from(instLink).limit(1);
    if (!existing) {
      await tx
        .insert(instLink)
        .values([
          ...EDU_LINKS.map(([instNm, url], i) => ({ seCd: 'EDU' as const, instNm, url, sortSeq: i + 1 })),
          ...CRR_LINKS.map(([instNm, url], i) => ({ seCd: 'CRR' as const, instNm, url, sortSeq: i + 1 })),
        ]);
    }
  },
};
