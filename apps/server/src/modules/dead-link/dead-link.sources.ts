import type { TDeadLinkSrcTypeCd } from '@portal/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDb, TTx } from '../../db/client.js';
// Read only: the link columns of other modules' tables (the checker never writes to them).
import { banner } from '../banner/banner.table.js';
import { conts } from '../conts/conts.table.js';
import { crrSite } from '../crr-site/crr-site.table.js';
import { bmnexhl, smnexhl } from '../mnexhl/mnexhl.table.js';
import { menu } from '../menu/menu.table.js';
import { popup } from '../popup/popup.table.js';

export type TLink = { srcTypeCd: TDeadLinkSrcTypeCd; srcId: string; srcNm: string; linkUrl: string };

/** `live`: the rows that still count (a soft-deleted row's link is not checked). */
type TSource = { srcTypeCd: TDeadLinkSrcTypeCd; table: PgTable; id: PgColumn; nm: PgColumn; url: PgColumn; live?: SQL };

/** Every place an external link is stored, in the order the results list shows them. */
const SOURCES: TSource[] = [
  { srcTypeCd: 'CRR_SITE', table: crrSite, id: crrSite.crrSiteId, nm: crrSite.siteNm, url: crrSite.siteUrl },
  { srcTypeCd: 'BANNER', table: banner, id: banner.bannerId, nm: banner.bannerNm, url: banner.linkUrl },
  { srcTypeCd: 'POPUP', table: popup, id: popup.popupId, nm: popup.popupNm, url: popup.linkUrl },
  { srcTypeCd: 'BMNEXHL', table: bmnexhl, id: bmnexhl.bmnexhlId, nm: bmnexhl.bmnexhlNm, url: bmnexhl.linkUrl },
  { srcTypeCd: 'SMNEXHL', table: smnexhl, id: smnexhl.smnexhlId, nm: smnexhl.smnexhlNm, url: smnexhl.linkUrl },
  { srcTypeCd: 'MENU', table: menu, id: menu.menuId, nm: menu.menuNm, url: menu.menuUrl },
  { srcTypeCd: 'CONTS', table: conts, id: conts.contsId, nm: conts.contsTtl, url: conts.vdoUrl, live: eq(conts.delYn, 'N') },
];

/**
 * The links to check: absolute http(s) addresses only. A relative path is one of our own pages
 * (banner and popup links may be), so it is not an external link.
 */
export async function collectLinks(db: TDb | TTx): Promise<TLink[]> {
  const links: TLink[] = [];
  for (const s of SOURCES) {
    const rows = await db
      .select({ srcId: sql<string>`${s.id}::text`, srcNm: sql<string>`${s.nm}`, linkUrl: sql<string>`btrim(${s.url})` })
      .from(s.table)
      .where(and(sql`${s.url} ~* '^\\s*https?://'`, s.live))
      .orderBy(s.id);
    links.push(...rows.map((r) => ({ srcTypeCd: s.srcTypeCd, ...r })));
  }
  return links;
}
