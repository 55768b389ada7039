import {
  deriveSchlTypeCd,
  inspBandOf,
  inspItemText,
  INSP_MESSAGES as M,
  type TInspBand,
  type TInspDefinition,
  type TInspGenderCd,
  type TInspItem,
  type TInspSheet,
  type TInspSummary,
  type TInspView,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { findMember, type TMemberRow } from '../member/index.js';
import { cachedCatalogue, cachedInsp, definitionOf, type TCatalogueEntry } from './insp.cache.js';
import { findMine, findOwnSheet, mergeAnswers, resumeSheet, startSheet, type TSheetRow } from './insp.repo.js';
import { answerProblem, overfullPile } from './insp.score.js';

/** Taking a test (spec §2 /crrInsp/crrInsp, /crrInsp/crrInsp/:inspName): the catalogue, the sheet and its answers. */

export const sheetDone = () => new AppError('INSP_SHEET_DONE', 409, M.sheetDone);
const badAnswer = (itemId: string) => new AppError('VALIDATION', 400, M.badAnswer, { fieldErrors: { [`answers.${itemId}`]: M.badAnswer } });

type TMine = NonNullable<TInspSummary['mine']>;
type TOffered = TCatalogueEntry & { pubVerId: number; pubDef: TInspDefinition };

const isListed = (e: TCatalogueEntry): e is TOffered => e.sttsCd === 'OPEN' && e.pubVerId !== null && e.pubDef !== null;
/** A closed test's page still tells about it (its results stay); a test never published is not found. */
const isShown = (e: TCatalogueEntry | undefined): e is TOffered => e !== undefined && e.sttsCd !== 'DRAFT' && e.pubVerId !== null && e.pubDef !== null;

const NO_MINE: TMine = { ingSheetId: null, answeredCnt: 0, lastCmplAt: null, lastSheetId: null };

async function mineOf(db: TDb, userId: string, inspIds: number[]): Promise<Map<number, TMine>> {
  const out = new Map<number, TMine>();
  for (const row of await findMine(db, userId, inspIds)) {
    const mine = out.get(row.inspId) ?? { ...NO_MINE };
    if (row.sttsCd === 'ING') Object.assign(mine, { ingSheetId: row.sheetId, answeredCnt: row.answeredCnt });
    else Object.assign(mine, { lastCmplAt: row.cmplAt?.toISOString() ?? null, lastSheetId: row.sheetId });
    out.set(row.inspId, mine);
  }
  return out;
}

function summaryOf(e: TOffered, mine: TMine | null): TInspSummary {
  return {
    inspId: e.inspId,
    inspName: e.inspName,
    inspNm: e.inspNm,
    inspExpln: e.inspExpln,
    itemCnt: e.pubDef.items.length,
    durationMin: e.durationMin,
    trgtBands: e.trgtBands,
    display: e.pubDef.display,
    mine,
  };
}

/** The catalogue: the tests on offer, with the caller's own progress when logged in. */
export async function listInsps(db: TDb, actor: TActor | null): Promise<{ list: TInspSummary[] }> {
  const list = (await cachedCatalogue(db)).list.filter(isListed);
  const mine = actor
    ? await mineOf(
        db,
        actor.userId,
        list.map((e) => e.inspId),
      )
    : null;
  return { list: list.map((e) => summaryOf(e, mine ? (mine.get(e.inspId) ?? NO_MINE) : null)) };
}

/**
 * Whether a member may start the test now: open, of a member type it is offered to (none listed:
 * every user member), and of a band (spec §4 school type from age) it is offered to.
 */
function takerBand(e: TOffered, member: TMemberRow | undefined): { band: TInspBand } | { refusal: string } {
  if (e.sttsCd !== 'OPEN') return { refusal: M.closed };
  if (!member || member.userTypeCd === 'A') return { refusal: M.notOffered };
  if (e.trgtMbrTypes.length > 0 && !e.trgtMbrTypes.includes(member.mbrTypeAuthrt)) return { refusal: M.notOffered };
  const band = inspBandOf(deriveSchlTypeCd(member.brdt, member.schlTypeCd));
  if (!band) return { refusal: M.noBand };
  if (!e.trgtBands.includes(band)) return { refusal: M.notOffered };
  return { band };
}

const refusalOf = (taker: ReturnType<typeof takerBand>) => ('refusal' in taker ? taker.refusal : null);

/**
 * The test page: anyone reads about it; the caller learns whether they may take it (a guest: the
 * login). An unfinished sheet may always be taken up again, even of a test closed since.
 */
export async function viewInsp(db: TDb, actor: TActor | null, inspName: string): Promise<TInspView> {
  const e = await cachedInsp(db, inspName);
  if (!isShown(e)) throw AppError.notFound(M.notFound);
  const base = { guide: e.guide, srcNote: e.srcNote };
  if (!actor) return { ...summaryOf(e, null), ...base, canTake: false, refusal: null };
  const [member, mine] = await Promise.all([findMember(db, actor.userId), mineOf(db, actor.userId, [e.inspId])]);
  const own = mine.get(e.inspId) ?? NO_MINE;
  const refusal = own.ingSheetId === null ? refusalOf(takerBand(e, member)) : null;
  return { ...summaryOf(e, own), ...base, canTake: refusal === null, refusal };
}

/** The sheet as its taker sees it: the items in the band's wording, the answers so far. */
function sheetView(e: Pick<TCatalogueEntry, 'inspName' | 'inspNm'>, def: TInspDefinition, sheet: Pick<TSheetRow, 'sheetId' | 'band' | 'answers'>): TInspSheet {
  return {
    sheetId: sheet.sheetId,
    inspName: e.inspName,
    inspNm: e.inspNm,
    band: sheet.band,
    answerScale: def.answerScale,
    items: def.items.map((item) => ({
      itemId: item.itemId,
      text: inspItemText(item, sheet.band),
      ...(item.options && { options: item.options.map((o) => ({ label: inspItemText({ text: o.label, bandText: o.bandLabel }, sheet.band) })) }),
    })),
    answers: sheet.answers,
  };
}

/**
 * Resumes the caller's unfinished sheet (on the version and band it was started on, even when the
 * test has closed or the caller's band has changed since), else starts one on the published version
 * when the caller may start the test now.
 */
export async function startInspSheet(db: TDb, actor: TActor, inspName: string, genderCd: TInspGenderCd | undefined): Promise<TInspSheet> {
  const e = await cachedInsp(db, inspName);
  if (!isShown(e)) throw AppError.notFound(M.notFound);
  const resumed = await resumeSheet(db, { userId: actor.userId, inspId: e.inspId, genderCd: genderCd ?? null });
  if (resumed) return sheetView(e, await definitionOf(db, resumed.verId), resumed);
  const taker = takerBand(e, await findMember(db, actor.userId));
  if ('refusal' in taker) throw AppError.forbidden(taker.refusal);
  const sheet = await startSheet(db, { userId: actor.userId, inspId: e.inspId, verId: e.pubVerId, band: taker.band, genderCd: genderCd ?? null });
  return sheetView(e, await definitionOf(db, sheet.verId), sheet);
}

const itemMaps = new WeakMap<TInspDefinition, ReadonlyMap<string, TInspItem>>();
/** The definition's items by id (kept with the cached definition). */
function itemsOf(def: TInspDefinition): ReadonlyMap<string, TInspItem> {
  let map = itemMaps.get(def);
  if (!map) {
    map = new Map(def.items.map((i) => [i.itemId, i]));
    itemMaps.set(def, map);
  }
  return map;
}

/**
 * Saves answers as the taker goes: checked against the sheet's definition, then merged in one
 * statement that only touches the caller's unfinished sheet. A card sort's piles are checked on
 * the merged answers in the same transaction. A sheet of a test closed meanwhile may still be
 * answered and submitted: it was started while the test was open.
 */
export async function saveAnswers(db: TDb, actor: TActor, sheetId: number, answers: Record<string, number>): Promise<{ sheetId: number; answeredCnt: number }> {
  const sheet = await findOwnSheet(db, sheetId, actor.userId);
  if (!sheet) throw AppError.notFound(M.sheetNotFound);
  if (sheet.sttsCd !== 'ING') throw sheetDone();
  const def = await definitionOf(db, sheet.verId);
  const bad = answerProblem(def, itemsOf(def), answers);
  if (bad) throw badAnswer(bad);
  const saved =
    def.answerScale.type === 'cardSort'
      ? await db.transaction(async (tx) => {
          const merged = await mergeAnswers(tx, sheetId, actor.userId, answers);
          const full = merged && overfullPile(def, merged.answers);
          if (full) throw new AppError('VALIDATION', 400, M.pileFull(full.label, full.max));
          return merged;
        })
      : await mergeAnswers(db, sheetId, actor.userId, answers);
  if (!saved) throw sheetDone();
  return { sheetId, answeredCnt: saved.answeredCnt };
}
