import type { TPolicyPage, TPolicyPageCode, TSiteInfo } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { findActiveInstLinks, findPolicyPage, findSettings } from './site.repo.js';

export const SITE_SETTING_KEYS = { siteNm: 'SITE_NM', address: 'ADDRESS', telNo: 'TEL_NO', openHours: 'OPEN_HOURS', copyright: 'COPYRIGHT' } as const;

/** Public: what the layout shows on every page (header title, footer). */
export async function getSiteInfo(db: TDb, defaultSiteName: string): Promise<TSiteInfo> {
  const [settings, links] = await Promise.all([findSettings(db), findActiveInstLinks(db)]);
  const siteNm = settings.get(SITE_SETTING_KEYS.siteNm) ?? defaultSiteName;
  const pick = ({ instNm, url }: { instNm: string; url: string }) => ({ instNm, url });
  return {
    siteNm,
    address: settings.get(SITE_SETTING_KEYS.address) ?? '',
    telNo: settings.get(SITE_SETTING_KEYS.telNo) ?? '',
    openHours: settings.get(SITE_SETTING_KEYS.openHours) ?? '',
    copyright: settings.get(SITE_SETTING_KEYS.copyright) ?? `Copyright © ${siteNm}. All rights reserved.`,
    eduInstLinks: links.filter((l) => l.seCd === 'EDU').map(pick),
    crrInstLinks: links.filter((l) => l.seCd === 'CRR').map(pick),
  };
}

/** Public: the footer's policy pages (spec §2). */
export async function getPolicyPage(db: TDb, polcyCd: TPolicyPageCode): Promise<TPolicyPage> {
  const page = await findPolicyPage(db, polcyCd);
  if (!page) throw AppError.notFound('요청하신 약관을 찾을 수 없습니다.');
  return { ...page, polcyCd };
}
