import { seoulDate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { TEST_SECRET } from '../../test/secret.js';
import { bmnexhl } from '../mnexhl/mnexhl.table.js';
import { commitHashOf } from './draw-seed.js';
import { fusnAply, fusnPrgrm, fusnPrgrmHall, fusnSesn } from './fusn.table.js';

/**
 * Individual programs' fixtures (issue 19): an INDV program and its sessions written straight to the
 * fusn tables (the program module's own routes are tested beside it), with times relative to now so
 * a test can put a deadline in the past or the future without the wall clock in its assertions.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let halls = 0;

export type TIndvProgram = { prgrmId: number; bmnexhlId: number };

export async function indvProgram(db: TDb, over: Partial<typeof fusnPrgrm.$inferInsert> & { slctSeCd?: 'FCFS' | 'LTRY' } = {}): Promise<TIndvProgram> {
  halls += 1;
  const [hall] = await db
    .insert(bmnexhl)
    .values({ bmnexhlNm: `미래관${halls}` })
    .returning();
  const [prgrm] = await db
    .insert(fusnPrgrm)
    .values({
      prgrmNm: '드론 코딩 교실',
      prgrmSeCd: 'INDV',
      schlLvls: ['MD01'],
      prgrmExpln: '<p>드론을 날리며 코딩을 배웁니다.</p>',
      durMin: 120,
      opnDt: new Date(Date.now() - DAY),
      ddlnDays: 1,
      slctSeCd: 'FCFS',
      offerHours: 24,
      sttsCd: 'OPEN',
      pointYn: 'Y',
      ...over,
    })
    .returning();
  await db.insert(fusnPrgrmHall).values({ prgrmId: prgrm!.prgrmId, bmnexhlId: hall!.bmnexhlId });
  return { prgrmId: prgrm!.prgrmId, bmnexhlId: hall!.bmnexhlId };
}

let slots = 0;

/**
 * A session starting `startInHours` from now (default 3 days), with its deadline `ddlnInHours` from
 * now (default 1 day); a lottery program's session gets its seed's salt and commitment (design "Lottery").
 */
export async function indvSesn(
  db: TDb,
  prgrmId: number,
  over: { cpcty?: number; startInHours?: number; ddlnInHours?: number; lottery?: boolean } = {},
): Promise<number> {
  slots += 1;
  const bgngDt = new Date(Date.now() + (over.startInHours ?? 72) * HOUR);
  const endDt = new Date(bgngDt.getTime() + 2 * HOUR);
  const ddlnDt = new Date(Date.now() + (over.ddlnInHours ?? 24) * HOUR);
  const [row] = await db
    .insert(fusnSesn)
    .values({
      prgrmId,
      sesnYmd: seoulDate(bgngDt),
      bgngTm: `${String(slots % 24).padStart(2, '0')}:${String(slots % 60).padStart(2, '0')}`,
      endTm: '23:59',
      bgngDt,
      endDt,
      ddlnDt,
      cpcty: over.cpcty ?? 20,
    })
    .returning();
  const sesnId = row!.sesnId;
  if (over.lottery) {
    const seedSalt = `salt${sesnId}`;
    await db
      .update(fusnSesn)
      .set({ seedSalt, commitHash: await commitHashOf(TEST_SECRET, sesnId, seedSalt) })
      .where(eq(fusnSesn.sesnId, sesnId));
  }
  return sesnId;
}

/** Moves a session's deadline (and optionally start/end) relative to now, as time passing would. */
export async function moveSesn(db: TDb, sesnId: number, set: { ddlnInHours?: number; startInHours?: number }): Promise<void> {
  const values: Partial<typeof fusnSesn.$inferInsert> = {};
  if (set.ddlnInHours !== undefined) values.ddlnDt = new Date(Date.now() + set.ddlnInHours * HOUR);
  if (set.startInHours !== undefined) {
    values.bgngDt = new Date(Date.now() + set.startInHours * HOUR);
    values.endDt = new Date(Date.now() + (set.startInHours + 2) * HOUR);
  }
  await db.update(fusnSesn).set(values).where(eq(fusnSesn.sesnId, sesnId));
}

export async function sesnRow(db: TDb, sesnId: number) {
  const [row] = await db.select().from(fusnSesn).where(eq(fusnSesn.sesnId, sesnId));
  return row!;
}

export const aplysOf = (db: TDb, sesnId: number) => db.select().from(fusnAply).where(eq(fusnAply.sesnId, sesnId)).orderBy(fusnAply.aplyId);
