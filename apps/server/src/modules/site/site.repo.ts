import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { instLink, policyPage, siteSetting } from './site.table.js';

export async function findSettings(db: TDb): Promise<Map<string, string>> {
  const rows = await db.select({ key: siteSetting.settingKey, value: siteSetting.settingValue }).from(siteSetting);
  return new Map(rows.map((r) => [r.key, r.value]));
}

export function findActiveInstLinks(db: TDb) {
  return db
    .select({ seCd: instLink.seCd, instNm: instLink.instNm, url: instLink.url })
    .from(instLink)
    .where(eq(instLink.useYn, 'Y'))
    .orderBy(asc(instLink.seCd), asc(instLink.sortSeq), asc(instLink.instLinkId));
}

export async function findPolicyPage(db: TDb, polcyCd: string) {
  const [row] = await db
    .select({ polcyCd: policyPage.polcyCd, title: policyPage.title, cn: policyPage.cn, effectiveDate: policyPage.effectiveDate })
    .from(policyPage)
    .where(and(eq(policyPage.polcyCd, polcyCd)));
  return row;
}
