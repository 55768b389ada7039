import type { TInspDefinition, TInspScores } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { job } from '../crr-info/crr-info.table.js';
import { insp, inspSheet, inspVer } from '../insp/insp.table.js';
import { bmnexhl, smnexhl } from '../mnexhl/mnexhl.table.js';

type TScale = { scaleId: string; scaleNm: string };

const RIASEC_SCALES: TScale[] = [
  { scaleId: 'R', scaleNm: '현실형' },
  { scaleId: 'I', scaleNm: '탐구형' },
  { scaleId: 'A', scaleNm: '예술형' },
  { scaleId: 'S', scaleNm: '사회형' },
  { scaleId: 'E', scaleNm: '진취형' },
  { scaleId: 'C', scaleNm: '관습형' },
];

export const VALUE_SCALES: TScale[] = [
  { scaleId: 'SRVC', scaleNm: '봉사' },
  { scaleId: 'RLTN', scaleNm: '관계' },
  { scaleId: 'ACHV', scaleNm: '성취' },
  { scaleId: 'STBL', scaleNm: '안정' },
  { scaleId: 'INCM', scaleNm: '보수' },
  { scaleId: 'CRTV', scaleNm: '창의' },
];

/** A test of this address name with a published version (the insp module's own seed, when there, is reused). */
async function testVersion(db: TDb, inspName: 'riasec' | 'workValues'): Promise<{ inspId: number; verId: number }> {
  const hexagon = inspName === 'riasec';
  const scales = hexagon ? RIASEC_SCALES : VALUE_SCALES;
  await db
    .insert(insp)
    .values({
      inspName,
      inspNm: hexagon ? '직업흥미검사' : '직업가치관검사',
      inspExpln: '설명',
      guide: '안내',
      durationMin: 20,
      trgtBands: ['MD', 'HI'],
      sttsCd: 'OPEN',
    })
    .onConflictDoNothing();
  const [{ inspId }] = (await db.select({ inspId: insp.inspId }).from(insp).where(eq(insp.inspName, inspName))) as [{ inspId: number }];
  const [existing] = await db.select({ verId: inspVer.verId }).from(inspVer).where(eq(inspVer.inspId, inspId)).limit(1);
  if (existing) return { inspId, verId: existing.verId };
  const definition: TInspDefinition = {
    answerScale: hexagon ? { type: 'likert', points: 2, labels: ['아니다', '그렇다'] } : { type: 'forcedChoice' },
    scales: scales.map((s) => ({ ...s, texts: [{ level: 'HIGH', text: `${s.scaleNm} 점수가 높습니다.` }] })),
    items: hexagon
      ? scales.map((s) => ({ itemId: `i${s.scaleId}`, text: `${s.scaleNm} 문항`, scaleId: s.scaleId }))
      : scales.map((s, i) => ({
          itemId: `p${i}`,
          text: '고르기',
          options: [s, scales[(i + 1) % scales.length]!].map((o) => ({ label: o.scaleNm, scaleId: o.scaleId })),
        })),
    scoring: { method: 'sum', levelCuts: [30, 70] },
    display: hexagon ? 'hexagon' : 'ranking',
    ...(hexagon && { codeLength: 2 }),
  };
  const [ver] = await db
    .insert(inspVer)
    .values({ inspId, verNo: 1, definition, sttsCd: 'PUBLISHED', publishedAt: sql`now()` })
    .returning({ verId: inspVer.verId });
  return { inspId, verId: ver!.verId };
}

/** Scores whose scales rank in the given order (first = rank 1). */
function scoresOf(scales: TScale[], order: string[], code: string | null): TInspScores {
  return {
    scales: scales.map((s) => {
      const rank = order.indexOf(s.scaleId) + 1 || scales.length;
      const raw = scales.length - rank;
      return { ...s, raw, min: 0, max: scales.length, pct: (raw / scales.length) * 100, pctl: null, level: 'MID' as const, rank, text: '' };
    }),
    code,
    normApplied: false,
  };
}

/** A completed 직업흥미검사 sheet with this Holland code. */
export async function riasecResult(db: TDb, userId: string, code: string, cmplAt = new Date()): Promise<number> {
  const { inspId, verId } = await testVersion(db, 'riasec');
  const order = [...code, ...RIASEC_SCALES.map((s) => s.scaleId).filter((id) => !code.includes(id))];
  const [row] = await db
    .insert(inspSheet)
    .values({ userId, inspId, verId, band: 'MD', sttsCd: 'CMPL', cmplAt, scores: scoresOf(RIASEC_SCALES, order, code) })
    .returning({ sheetId: inspSheet.sheetId });
  return row!.sheetId;
}

/** A completed 직업가치관검사 sheet ranking the values in this order. */
export async function valuesResult(db: TDb, userId: string, order: string[], cmplAt = new Date()): Promise<number> {
  const { inspId, verId } = await testVersion(db, 'workValues');
  const [row] = await db
    .insert(inspSheet)
    .values({ userId, inspId, verId, band: 'MD', sttsCd: 'CMPL', cmplAt, scores: scoresOf(VALUE_SCALES, order, order.slice(0, 3).join(',')) })
    .returning({ sheetId: inspSheet.sheetId });
  return row!.sheetId;
}

/** An unfinished sheet (never a basis). */
export async function unfinishedSheet(db: TDb, userId: string): Promise<void> {
  const { inspId, verId } = await testVersion(db, 'riasec');
  await db
    .insert(inspSheet)
    .values({ userId, inspId, verId, band: 'MD', scores: scoresOf(RIASEC_SCALES, ['R', 'C'], 'RC') })
    .onConflictDoNothing();
}

/** Only these jobs are in use: the seeded ones are switched off in this test file's own database. */
export async function onlyJobs(
  db: TDb,
  rows: { jobCd: string; jobNm: string; hollandCd: string; valueCds?: string[]; aliases?: string[]; useYn?: 'Y' | 'N' }[],
) {
  await db.update(job).set({ useYn: 'N' });
  await db.insert(job).values(rows.map((r) => ({ jobFmlyCd: 'SOC', jobExpln: '설명', workCn: '하는 일', prepCn: '준비 방법', ...r })));
}

/** A big hall with small halls naming these occupations. */
export async function hallWith(db: TDb, bmnexhlNm: string, smalls: { nm: string; dutyCrs: string[]; useYn?: 'Y' | 'N' }[], useYn: 'Y' | 'N' = 'Y') {
  const [big] = await db.insert(bmnexhl).values({ bmnexhlNm, useYn }).returning({ bmnexhlId: bmnexhl.bmnexhlId });
  const bmnexhlId = big!.bmnexhlId;
  for (const [i, small] of smalls.entries()) {
    await db.insert(smnexhl).values({ bmnexhlId, smnexhlNo: i + 1, smnexhlNm: small.nm, dutyCrs: small.dutyCrs, useYn: small.useYn ?? 'Y' });
  }
  return bmnexhlId;
}
