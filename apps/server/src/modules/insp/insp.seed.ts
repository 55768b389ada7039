import { seoulDate, type TInspDefinition } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client.js';
import type { TSeeder } from '../../db/seeder.js';
import { INSP_BANKS } from './banks/index.js';
import { inspsChanged } from './insp.cache.js';
import { scoreSheet } from './insp.score.js';
import { insp, inspRsltStat, inspSheet, inspVer } from './insp.table.js';

const SEED_BY = 'system';

/** The shipped tests, each published as version 1 and open; a test already there (by its address name) is left as the operators keep it. */
async function seedBanks(tx: TTx): Promise<void> {
  let added = 0;
  for (const { meta, definition } of INSP_BANKS) {
    const [row] = await tx
      .insert(insp)
      .values({ ...meta, srcNote: meta.srcNote || null, sttsCd: 'OPEN', registeredBy: SEED_BY, updatedBy: SEED_BY })
      .onConflictDoNothing({ target: insp.inspName })
      .returning({ inspId: insp.inspId });
    if (!row) continue;
    const [ver] = await tx
      .insert(inspVer)
      .values({ inspId: row.inspId, verNo: 1, definition, sttsCd: 'PUBLISHED', publishedAt: sql`now()`, registeredBy: SEED_BY, updatedBy: SEED_BY })
      .returning({ verId: inspVer.verId });
    await tx.update(insp).set({ pubVerId: ver!.verId }).where(eq(insp.inspId, row.inspId));
    added += 1;
  }
  if (added > 0) await inspsChanged(tx, SEED_BY);
}

/**
 * A plausible interest pattern of an elementary pupil: social activities liked most, then artistic
 * and enterprising ones (code SAE), practical and orderly ones less.
 */
function demoRiasecAnswers(def: TInspDefinition): Record<string, number> {
  const liking: Record<string, readonly number[]> = {
    S: [5, 5, 4, 5, 4],
    A: [4, 5, 4, 4, 3],
    E: [4, 3, 4, 4, 3],
    I: [3, 2, 3, 4, 2],
    R: [2, 3, 2, 1, 2],
    C: [2, 1, 2, 3, 2],
  };
  return Object.fromEntries(
    def.items.map((item, i) => {
      const row = liking[item.scaleId!] ?? [3];
      const value = row[i % row.length]!;
      return [item.itemId, item.reverse ? 6 - value : value];
    }),
  );
}

/** student1's riasec result from last year (band EL), so the result page's comparison has an earlier attempt. */
async function seedDemoResult(tx: TTx): Promise<void> {
  const [test] = await tx
    .select({ inspId: insp.inspId, verId: inspVer.verId, definition: inspVer.definition })
    .from(insp)
    .innerJoin(inspVer, and(eq(inspVer.inspId, insp.inspId), eq(inspVer.verNo, 1)))
    .where(eq(insp.inspName, 'riasec'));
  if (!test) return;
  const [done] = await tx
    .select({ sheetId: inspSheet.sheetId })
    .from(inspSheet)
    .where(and(eq(inspSheet.userId, 'student1'), eq(inspSheet.inspId, test.inspId)));
  if (done) return;
  const answers = demoRiasecAnswers(test.definition);
  const scores = scoreSheet(test.definition, answers);
  const [sheet] = await tx
    .insert(inspSheet)
    .values({
      userId: 'student1',
      inspId: test.inspId,
      verId: test.verId,
      band: 'EL',
      answers,
      sttsCd: 'CMPL',
      startedAt: sql`now() - interval '1 year'`,
      savedAt: sql`now() - interval '1 year'`,
      cmplAt: sql`now() - interval '1 year'`,
      scores,
    })
    .returning({ cmplAt: inspSheet.cmplAt });
  await tx
    .insert(inspRsltStat)
    .values({ statYmd: seoulDate(sheet!.cmplAt!), inspId: test.inspId, band: 'EL', rsltCd: scores.code ?? '-', cnt: 1 })
    .onConflictDoNothing();
}

/** Career inspections: the three shipped tests, their menus and student1's earlier result. */
export const inspSeeder: TSeeder = {
  name: 'insp',
  userMenus: [
    { id: 'M02', sort: 2, nm: '진로검사', url: '/crrInsp/crrInsp' },
    { id: 'M0201', up: 'M02', sort: 1, nm: '진로검사', url: '/crrInsp/crrInsp', expln: '나에게 맞는 진로를 찾아보는 검사' },
    { id: 'M0202', up: 'M02', sort: 2, nm: '검사 결과', url: '/crrInsp/crrInspRslt' },
  ],
  adminMenus: [
    { id: 'A09', sort: 9, nm: '진로검사 관리', url: '/admin/langDgns' },
    { id: 'A0901', up: 'A09', sort: 1, nm: '검사 문항 관리', url: '/admin/langDgns' },
  ],
  base: seedBanks,
  demo: seedDemoResult,
};
