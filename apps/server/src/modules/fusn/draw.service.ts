import { CPN_DRAW_ALGORITHM_VER, drawWinners, FUSN_INDV_MESSAGES as M, type TFusnDrawView } from '@portal/contract';
import { and, asc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { maskUserNm } from '../member/index.js';
import { mbr } from '../member/member.table.js';
import { seedHexOf, sha256Hex } from './draw-seed.js';
import { fusnAply, fusnSesn } from './fusn.table.js';
import { findPendEntries, findSesn, type TSesnRow } from './indv.repo.js';
import { addSeats } from './seats.repo.js';
import { settleSessions } from './offer.js';

/** A lottery session (INDV, LTRY) that is not a DRAFT program's: anything else is no draw (404). */
async function lotterySesnOf(db: TDbOrTx, sesnId: number, lock = false): Promise<TSesnRow> {
  const s = await findSesn(db, sesnId, lock);
  if (!s || s.prgrmSttsCd === 'DRAFT' || s.prgrmSeCd !== 'INDV') throw AppError.notFound(M.sesnNotFound);
  if (s.slctSeCd !== 'LTRY' || !s.commitHash) throw AppError.notFound(M.notLottery);
  return s;
}

/**
 * The frozen entry list of a drawn session: every entry that was waiting at the draw. An entry
 * cancelled before the draw was cancelled before the deadline (cnclAt < drawnAt, both read after the
 * session's row lock); one cancelled after the draw stays in the list it was drawn from.
 */
const frozenEntries = (db: TDbOrTx, sesnId: number, drawnAt: Date) =>
  db
    .select({ entryNo: fusnAply.entryNo, userNm: mbr.userNm })
    .from(fusnAply)
    .innerJoin(mbr, eq(mbr.userId, fusnAply.userId))
    .where(and(eq(fusnAply.sesnId, sesnId), isNotNull(fusnAply.entryNo), or(isNull(fusnAply.cnclAt), gte(fusnAply.cnclAt, drawnAt))))
    .orderBy(asc(fusnAply.entryNo));

const countEntries = async (db: TDbOrTx, sesnId: number) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fusnAply)
    .where(and(eq(fusnAply.sesnId, sesnId), isNotNull(fusnAply.entryNo), sql`${fusnAply.sttsCd} <> 'CNCL'`));
  return row?.n ?? 0;
};

/** The ranking of all entries: the contract's draw with every entry its own entrant (one entry per student and session). */
const rankingOf = (seedHex: string, entryNos: readonly number[]) =>
  drawWinners(
    seedHex,
    entryNos.map((entryNo) => ({ entryNo, entrantNo: entryNo })),
    entryNos.length,
    sha256Hex,
  );

/** The public draw page's answer: the commitment always; after the draw the seed, the frozen entries (masked) and the ranking. */
async function drawViewOf(db: TDbOrTx, s: TSesnRow): Promise<TFusnDrawView> {
  const base = {
    sesnId: s.sesnId,
    prgrmId: s.prgrmId,
    prgrmNm: s.prgrmNm,
    sesnYmd: s.sesnYmd,
    bgngTm: s.bgngTm,
    endTm: s.endTm,
    ddlnDt: s.ddlnDt.toISOString(),
    cpcty: s.cpcty,
    algorithmVer: CPN_DRAW_ALGORITHM_VER,
    commitHash: s.commitHash ?? '',
  };
  if (!s.drawnAt || !s.seedHex) {
    return { ...base, entryCnt: await countEntries(db, s.sesnId), drawnAt: null, seedHex: null, entries: [], ranking: null };
  }
  const entries = (await frozenEntries(db, s.sesnId, s.drawnAt)).map((e) => ({ entryNo: e.entryNo!, userNmMasked: maskUserNm(e.userNm) }));
  return {
    ...base,
    entryCnt: entries.length,
    drawnAt: s.drawnAt.toISOString(),
    seedHex: s.seedHex,
    entries,
    ranking: await rankingOf(
      s.seedHex,
      entries.map((e) => e.entryNo),
    ),
  };
}

/** GET /icec/api/fusn/sesn/:sesnId/draw (anyone): the waitlist is settled first, as on every read of the session. */
export async function getDrawView(db: TDb, sesnId: number): Promise<TFusnDrawView> {
  await lotterySesnOf(db, sesnId);
  await settleSessions(db, [sesnId]);
  return drawViewOf(db, (await findSesn(db, sesnId))!);
}

/**
 * POST /api/fusn/sesn/:sesnId/draw (SECURITY 21, design "Lottery"): once, at or after the deadline,
 * in one transaction under the session's row lock. The seed committed at the session's creation is
 * revealed (it must answer commitHash), ALL waiting entries are ranked by the contract's drawWinners;
 * the first free seats' worth become APLY (rsvdCnt grows by as many), the rest WAIT with waitNo 1..n.
 */
export async function drawSesn(db: TDb, secret: string, actor: TActor, sesnId: number): Promise<TFusnDrawView> {
  assertAdmin(actor);
  const drawn = await db.transaction(async (tx) => {
    const s = await lotterySesnOf(tx, sesnId, true);
    const now = new Date();
    if (s.drawnAt) throw AppError.conflict('FUSN_DRAWN', M.alreadyDrawn);
    if (s.sesnSttsCd !== 'OPEN') throw AppError.conflict('FUSN_SESN_CNCL', M.sesnCancelled);
    if (now < s.ddlnDt) throw AppError.conflict('FUSN_DRAW_EARLY', M.drawTooEarly);
    const seedHex = seedHexOf(secret, sesnId, s.seedSalt ?? '');
    if (!s.seedSalt || (await sha256Hex(seedHex)) !== s.commitHash) throw AppError.conflict('FUSN_COMMIT_MISMATCH', M.commitMismatch);
    const entries = await findPendEntries(tx, sesnId);
    const byEntry = new Map(entries.map((e) => [e.entryNo!, e]));
    const ranking = await rankingOf(
      seedHex,
      entries.map((e) => e.entryNo!),
    );
    const seats = Math.max(0, s.cpcty - s.rsvdCnt);
    const winners = ranking.slice(0, seats);
    const waiting = ranking.slice(seats);
    if (winners.length) {
      await tx
        .update(fusnAply)
        .set({ sttsCd: 'APLY', updatedBy: actor.userId, updatedAt: sql`now()` })
        .where(and(eq(fusnAply.sesnId, sesnId), inArray(fusnAply.entryNo, winners)));
      await addSeats(tx, sesnId, winners.length);
    }
    for (const [i, entryNo] of waiting.entries()) {
      await tx
        .update(fusnAply)
        .set({ sttsCd: 'WAIT', waitNo: i + 1, updatedBy: actor.userId, updatedAt: sql`now()` })
        .where(eq(fusnAply.aplyId, byEntry.get(entryNo)!.aplyId));
    }
    await tx
      .update(fusnSesn)
      .set({ seedHex, drawnAt: now, updatedBy: actor.userId, updatedAt: sql`now()` })
      .where(eq(fusnSesn.sesnId, sesnId));
    return (await findSesn(tx, sesnId))!;
  });
  return drawViewOf(db, drawn);
}
