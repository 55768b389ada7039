import type { TSeeder } from '../../db/seeder.js';
import { POLICY_TEXTS } from './policy-texts.js';
import { SITE_SETTING_KEYS } from './site.service.js';
import { instLink, policyPage, siteSetting } from './site.table.js';

export const POLICY_EFFECTIVE_DATE = '2026-11-01';

/**
 * The centre's contact details (a fictional but plausible regional centre): the footer shows them
 * and the centre pages (edu-intdcn.seed.ts) give the same address, phone and opening hours.
 */
export const CENTRE_CONTACT = {
  address: '(21554) 인천광역시 남동구 꿈나래로 100 진로교육원',
  telNo: '032-440-7700',
  hours: '평일 09:00~18:00 (토·일요일, 공휴일 휴관)',
} as const;

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
        { settingKey: SITE_SETTING_KEYS.address, settingValue: CENTRE_CONTACT.address },
        { settingKey: SITE_SETTING_KEYS.telNo, settingValue: CENTRE_CONTACT.telNo },
        { settingKey: SITE_SETTING_KEYS.openHours, settingValue: CENTRE_CONTACT.hours },
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
