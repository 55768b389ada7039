import {
  CRR_RCMDTN_INSP_NAMES,
  inspDefinitionProblems,
  INSP_MESSAGES as M,
  type TInspAdmItem,
  type TInspDefinition,
  type TInspMetaSave,
} from '@portal/contract';
import type { TDb, TDbOrTx, TTx } from '../../db/client.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import {
  findAdmRows,
  findInspById,
  findVersions,
  insertInsp,
  insertVer,
  isInspNameTaken,
  lockInsp,
  publishDraft,
  updateDraftDef,
  updateInsp,
} from './insp.admin.repo.js';
import { changeInsps } from './insp.cache.js';

/** The test bank (admin langDgns): tests, their definitions as versions, publication and status. */

const invalid = (message: string) => new AppError('VALIDATION', 400, message);

function assertDefinition(def: TInspDefinition): void {
  const problems = inspDefinitionProblems(def);
  if (problems.length) throw invalid(problems.join(' '));
}

export async function listAdmInsps(db: TDb, actor: TActor) {
  assertAdmin(actor);
  const rows = await findAdmRows(db);
  return {
    list: rows.map(({ insp, pubVerNo, hasDraft, cmplCnt }) => ({
      inspId: insp.inspId,
      inspName: insp.inspName,
      inspNm: insp.inspNm,
      sttsCd: insp.sttsCd,
      pubVerNo,
      hasDraft,
      cmplCnt,
      sortSeq: insp.sortSeq,
      updtDt: insp.updatedAt.toISOString(),
    })),
  };
}

/** The test's meta, its versions and the one being edited (the draft, else the published one). */
async function itemOf(db: TDbOrTx, inspId: number): Promise<TInspAdmItem> {
  const row = await findInspById(db, inspId);
  if (!row) throw AppError.notFound(M.notFound);
  const versions = await findVersions(db, inspId);
  const edit = versions.find((v) => v.sttsCd === 'DRAFT') ?? versions.find((v) => v.verId === row.pubVerId) ?? null;
  return {
    inspId: row.inspId,
    inspName: row.inspName,
    inspNm: row.inspNm,
    inspExpln: row.inspExpln,
    guide: row.guide,
    srcNote: row.srcNote ?? undefined,
    durationMin: row.durationMin,
    trgtBands: row.trgtBands,
    trgtMbrTypes: row.trgtMbrTypes,
    sortSeq: row.sortSeq,
    sttsCd: row.sttsCd,
    versions: versions.map((v) => ({
      verId: v.verId,
      verNo: v.verNo,
      sttsCd: v.sttsCd,
      publishedAt: v.publishedAt?.toISOString() ?? null,
      cmplCnt: v.cmplCnt,
      normAdopted: v.normAdopted,
    })),
    editVer: edit && { verId: edit.verId, verNo: edit.verNo, sttsCd: edit.sttsCd, definition: edit.definition },
  };
}

export async function getAdmInsp(db: TDb, actor: TActor, inspId: number): Promise<TInspAdmItem> {
  assertAdmin(actor);
  return itemOf(db, inspId);
}

/** A new test: its meta and a first draft (version 1); not offered until published and opened. */
export async function createInsp(db: TDb, actor: TActor, input: TInspMetaSave & { definition: TInspDefinition }): Promise<TInspAdmItem> {
  assertAdmin(actor);
  const { definition, ...meta } = input;
  assertDefinition(definition);
  return changeInsps(db, actor.userId, async (tx) => {
    const inspId = await insertInsp(tx, meta, actor.userId);
    if (inspId === undefined) throw invalid(M.inspNameTaken);
    await insertVer(tx, { inspId, verNo: 1, definition }, actor.userId);
    return itemOf(tx, inspId);
  });
}

/** A change of one test: its row locked, 404 when there is none. */
async function changeInsp<T>(db: TDb, actor: TActor, inspId: number, work: (tx: TTx, row: NonNullable<Awaited<ReturnType<typeof lockInsp>>>) => Promise<T>) {
  return changeInsps(db, actor.userId, async (tx) => {
    const row = await lockInsp(tx, inspId);
    if (!row) throw AppError.notFound(M.notFound);
    return work(tx, row);
  });
}

/** The tests the recommended jobs read by address name (crr-rcmdtn): their name stays. */
const READ_BY_NAME: ReadonlySet<string> = new Set(Object.values(CRR_RCMDTN_INSP_NAMES));

export async function updateInspMeta(db: TDb, actor: TActor, inspId: number, meta: TInspMetaSave): Promise<TInspAdmItem> {
  assertAdmin(actor);
  return changeInsp(db, actor, inspId, async (tx, row) => {
    if (READ_BY_NAME.has(row.inspName) && meta.inspName !== row.inspName) {
      throw new AppError('VALIDATION', 400, M.inspNameFixed, { fieldErrors: { inspName: M.inspNameFixed } });
    }
    if (await isInspNameTaken(tx, meta.inspName, inspId)) throw invalid(M.inspNameTaken);
    await updateInsp(tx, inspId, { ...meta, srcNote: meta.srcNote || null }, actor.userId);
    return itemOf(tx, inspId);
  });
}

/**
 * Saves the definition: the draft is updated; when the latest version is published (or retired),
 * a new draft numbered after it is made, so results keep the version they were taken on.
 */
export async function saveInspDef(db: TDb, actor: TActor, inspId: number, definition: TInspDefinition): Promise<TInspAdmItem> {
  assertAdmin(actor);
  assertDefinition(definition);
  return changeInsp(db, actor, inspId, async (tx) => {
    const [latest] = await findVersions(tx, inspId);
    if (latest?.sttsCd === 'DRAFT') await updateDraftDef(tx, latest.verId, definition, actor.userId);
    else await insertVer(tx, { inspId, verNo: (latest?.verNo ?? 0) + 1, definition }, actor.userId);
    return itemOf(tx, inspId);
  });
}

/** The draft becomes the version new sheets are taken on; the test opens. */
export async function publishInsp(db: TDb, actor: TActor, inspId: number): Promise<TInspAdmItem> {
  assertAdmin(actor);
  return changeInsp(db, actor, inspId, async (tx) => {
    const draft = (await findVersions(tx, inspId)).find((v) => v.sttsCd === 'DRAFT');
    if (!draft) throw invalid(M.noDraft);
    await publishDraft(tx, inspId, draft.verId, actor.userId);
    await updateInsp(tx, inspId, { pubVerId: draft.verId, sttsCd: 'OPEN' }, actor.userId);
    return itemOf(tx, inspId);
  });
}

/**
 * Opens (a published version is needed) or closes a test. A closed test takes no new sheets;
 * sheets started before it closed may still be answered and submitted (their takers keep their
 * work), and every result stays readable.
 */
export async function setInspStts(db: TDb, actor: TActor, inspId: number, sttsCd: 'OPEN' | 'CLOSED'): Promise<TInspAdmItem> {
  assertAdmin(actor);
  return changeInsp(db, actor, inspId, async (tx, row) => {
    if (sttsCd === 'OPEN' && row.pubVerId === null) throw invalid(M.notPublished);
    await updateInsp(tx, inspId, { sttsCd }, actor.userId);
    return itemOf(tx, inspId);
  });
}
