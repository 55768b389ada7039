import {
  keptAnswers,
  srvyAnswerProblems,
  srvyFileMaxCnt,
  SRVY_MESSAGES as M,
  srvyPhase,
  srvyQstnCount,
  srvyQstns,
  type TSrvyAnswerBody,
  type TSrvyAnswers,
  type TSrvyOpenListQuery,
  type TSrvySaveResponse,
  type TSrvySubmitResponse,
  type TSrvyView,
} from '@portal/contract';
import type { TDb, TDbOrTx, TTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { earnPoint } from '../../lib/point-hook.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../inst-code/index.js';
import { targetProfileOf } from '../member/index.js';
import { assertCleanUserTexts } from '../prhbwd/index.js';
import { claimRspnsFiles, draftFilesOf } from './srvy.files.js';
import {
  addRspnsCnt,
  countSrvys,
  findDraft,
  findOpenPage,
  findSrvy,
  hasSubmitted,
  insertSubmitted,
  lockSrvy,
  myRspnsStates,
  openForWhere,
  setRspnsAnswers,
  submitDraft,
  upsertDraft,
  type TSrvyRow,
} from './srvy.repo.js';
import { ctxKeyOf, targetDenial } from './srvy.target.js';
import { srvyMetaOf } from './srvy.view.js';

/** The survey as the answering pages see it: unknown, a draft and a template are not found. */
async function answerable(db: TDbOrTx, srvyId: number): Promise<TSrvyRow> {
  const row = await findSrvy(db, srvyId);
  if (!row || row.sttsCd === 'DRAFT' || row.tmpltYn === 'Y') throw AppError.notFound();
  return row;
}

const phaseNotice = (row: TSrvyRow): string | null => {
  const phase = srvyPhase(row.sttsCd, row.bgngDt, row.endDt);
  return phase === 'CLOSED' ? M.closed : phase === 'READY' ? M.ready : phase === 'ENDED' ? M.ended : null;
};

/** GET /icec/api/srvy/list: the open surveys the caller may answer ('ALL' for guests; members also their 'MBR' ones). */
export async function listOpenSrvys(db: TDb, actor: TActor | null, query: TSrvyOpenListQuery) {
  const profile = actor ? await targetProfileOf(db, actor.userId) : undefined;
  const where = openForWhere(profile);
  const page = await pageOf(query, countSrvys(db, where), (offset, limit) => findOpenPage(db, where, offset, limit));
  const states = actor
    ? await myRspnsStates(
        db,
        actor.userId,
        page.list.map((r) => r.srvyId),
      )
    : [];
  const has = (srvyId: number, sttsCd: string) => states.some((s) => s.srvyId === srvyId && s.sttsCd === sttsCd);
  return {
    ...page,
    list: page.list.map((row) => ({
      srvyId: row.srvyId,
      srvyTtl: row.srvyTtl,
      srvyExpln: row.srvyExpln,
      bgngDt: srvyMetaOf(row).bgngDt,
      endDt: srvyMetaOf(row).endDt,
      trgtSeCd: row.trgtSeCd,
      trgtMbrTypes: row.trgtMbrTypes,
      trgtSchlTypes: row.trgtSchlTypes,
      anonYn: row.anonYn,
      pointTypeCd: row.pointTypeCd,
      qstnCnt: srvyQstnCount(row.def),
      answered: has(row.srvyId, 'SUBMIT'),
      hasDraft: has(row.srvyId, 'DRAFT'),
    })),
  };
}

/** GET /icec/api/srvy/:srvyId: the questions, the caller's draft, and whether (or why not) they may answer. */
export async function viewSrvy(db: TDb, actor: TActor | null, srvyId: number, ctxKeyIn: string | undefined): Promise<TSrvyView> {
  const row = await answerable(db, srvyId);
  const ctxKey = ctxKeyOf(row, ctxKeyIn);
  const profile = actor ? await targetProfileOf(db, actor.userId) : undefined;
  const denial = await targetDenial(db, row, actor, profile, ctxKey);
  if (denial?.hidden) throw AppError.notFound();
  const draft = actor && !denial ? await findDraft(db, srvyId, actor.userId, ctxKey) : undefined;
  const answered = !!actor && !denial && (await hasSubmitted(db, srvyId, actor.userId, ctxKey));
  const onceDone = answered && row.rptYn === 'N';
  const notice = phaseNotice(row) ?? denial?.message ?? (onceDone ? M.alreadyAnswered : null);
  return {
    srvy: srvyMetaOf(row),
    def: row.def,
    draft: draft?.answers ?? null,
    draftFiles: draft ? await draftFilesOf(db, draft.rspnsId, draft.answers) : {},
    answered,
    canAnswer: notice === null,
    notice,
    loginRequired: denial?.status === 401,
  };
}

/** The answers refused with every problem per question (the message is the first). */
function assertNoProblems(row: TSrvyRow, answers: TSrvyAnswers, final: boolean): void {
  const problems = srvyAnswerProblems(row.def, answers, { final });
  if (problems.length === 0) return;
  throw new AppError('VALIDATION', 400, problems[0]!.message, { fieldErrors: Object.fromEntries(problems.map((p) => [p.qstnId, p.message])) });
}

/**
 * Texts a respondent typed: no prohibited word and no personal information. Every text of the body
 * is checked (what any version of the definition could keep), labelled by its question's title.
 */
async function assertCleanTexts(db: TDb, row: TSrvyRow, answers: TSrvyAnswers): Promise<void> {
  const titles = new Map(srvyQstns(row.def).map((q) => [q.qstnId, q.qstnTtl]));
  const texts = Object.entries(answers).map(([qstnId, a]) => ({
    field: qstnId,
    label: titles.get(qstnId) ?? qstnId,
    text: [a?.text, a?.etcText].filter(Boolean).join('\n'),
  }));
  await assertCleanUserTexts(db, texts, { personalInfoMessage: M.personalInfo });
}

/**
 * The answers a definition keeps, checked against it (shape and limits; required ones when final),
 * and its FILE questions answered with an upload group (a member's only, one group each).
 */
function checkedAnswers(row: TSrvyRow, actor: TActor | null, raw: TSrvyAnswers, final: boolean) {
  const answers = keptAnswers(row.def, raw);
  assertNoProblems(row, answers, final);
  const fileQstns = srvyQstns(row.def).filter((q) => q.qstnType === 'FILE' && answers[q.qstnId]?.fileModuleId);
  if (!actor && fileQstns.length) throw new AppError('VALIDATION', 400, M.fileLogin, { fieldErrors: { [fileQstns[0]!.qstnId]: M.fileLogin } });
  const groups = fileQstns.map((q) => answers[q.qstnId]!.fileModuleId!);
  if (new Set(groups).size !== groups.length) throw AppError.forbidden();
  return { answers, fileQstns };
}

type TChecked = ReturnType<typeof checkedAnswers>;

/**
 * The checks of a save or submit before its transaction: the survey, its target, its period, the
 * answers and their texts. The transaction checks the answers again on the locked row.
 */
async function prepare(db: TDb, actor: TActor | null, srvyId: number, body: TSrvyAnswerBody, final: boolean) {
  const row = await answerable(db, srvyId);
  const ctxKey = ctxKeyOf(row, body.ctxKey);
  const profile = actor ? await targetProfileOf(db, actor.userId) : undefined;
  const denial = await targetDenial(db, row, actor, profile, ctxKey);
  if (denial) throw new AppError(denial.status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', denial.status, denial.message);
  const notice = phaseNotice(row);
  if (notice) throw AppError.conflict('SRVY_NOT_OPEN', notice);
  checkedAnswers(row, actor, body.answers, final);
  await assertCleanTexts(db, row, body.answers);
  return { ctxKey, profile };
}

/**
 * The FILE answers' uploads claimed for the response (only the caller's own uploads are claimed);
 * a group with none of them is no answer, and a required question without a file is refused.
 */
async function claimAnswerFiles(tx: TTx, row: TSrvyRow, c: TChecked, rspnsId: number, userId: string, final: boolean): Promise<void> {
  const answers = { ...c.answers };
  for (const q of c.fileQstns) {
    const n = await claimRspnsFiles(tx, { rspnsId, userId, fileModuleId: answers[q.qstnId]!.fileModuleId!, maxCount: srvyFileMaxCnt(q) });
    if (n === 0) delete answers[q.qstnId];
  }
  if (final) {
    const missing = srvyQstns(row.def).find((q) => q.qstnType === 'FILE' && q.requiredYn === 'Y' && !answers[q.qstnId]);
    if (missing) throw new AppError('VALIDATION', 400, M.fileRequired, { fieldErrors: { [missing.qstnId]: M.fileRequired } });
  }
  if (Object.keys(answers).length !== Object.keys(c.answers).length) await setRspnsAnswers(tx, rspnsId, answers);
}

/**
 * The open survey's row locked (an administrator's close waits), still open: shared by drafts,
 * exclusive for a submit, which counts the response on the row (two submits take turns).
 */
async function lockOpen(tx: TTx, srvyId: number, mode: 'update' | 'share'): Promise<TSrvyRow> {
  const row = await lockSrvy(tx, srvyId, mode);
  if (!row) throw AppError.notFound();
  const notice = phaseNotice(row);
  if (notice) throw AppError.conflict('SRVY_NOT_OPEN', notice);
  return row;
}

const alreadyAnswered = () => AppError.conflict('SRVY_ANSWERED', M.alreadyAnswered);

/** POST save: the member's draft (shape and limits checked, required questions not yet), resumed by the view. */
export async function saveSrvyDraft(db: TDb, actor: TActor, srvyId: number, body: TSrvyAnswerBody): Promise<TSrvySaveResponse> {
  const p = await prepare(db, actor, srvyId, body, false);
  return db.transaction(async (tx) => {
    const row = await lockOpen(tx, srvyId, 'share');
    const c = checkedAnswers(row, actor, body.answers, false);
    if (row.rptYn === 'N' && (await hasSubmitted(tx, srvyId, actor.userId, p.ctxKey))) throw alreadyAnswered();
    const rspnsId = await upsertDraft(tx, { srvyId, userId: actor.userId, ctxKey: p.ctxKey, answers: c.answers });
    await claimAnswerFiles(tx, row, c, rspnsId, actor.userId, false);
    return { rspnsId, savedDt: new Date().toISOString() };
  });
}

/**
 * POST submit: one transaction. A member's draft becomes the response (or a new one is written);
 * a once-only survey's response carries onceKey, so a second submit, also a concurrent one, hits
 * the unique index (409). The points of the survey are earned once for all its versions (the
 * ledger's idntfId names the family's first survey).
 */
export async function submitSrvy(db: TDb, actor: TActor | null, srvyId: number, body: TSrvyAnswerBody): Promise<TSrvySubmitResponse> {
  const p = await prepare(db, actor, srvyId, body, true);
  try {
    return await db.transaction(async (tx) => {
      const row = await lockOpen(tx, srvyId, 'update');
      const c = checkedAnswers(row, actor, body.answers, true);
      const userId = actor?.userId ?? null;
      const onceKey = userId && row.rptYn === 'N' ? `${userId}:${p.ctxKey}` : null;
      if (userId && onceKey && (await hasSubmitted(tx, srvyId, userId, p.ctxKey))) throw alreadyAnswered();
      const values = {
        srvyId,
        ctxKey: p.ctxKey,
        answers: c.answers,
        mbrTypeCd: p.profile?.mbrTypeAuthrt ?? null,
        schlTypeCd: p.profile?.schlTypeCd ?? null,
        onceKey,
      };
      const rspnsId = (userId && (await submitDraft(tx, { ...values, userId }))) || (await insertSubmitted(tx, { ...values, userId }));
      if (userId) await claimAnswerFiles(tx, row, c, rspnsId, userId, true);
      await addRspnsCnt(tx, srvyId);
      const earnedPoint =
        userId && row.pointTypeCd
          ? await earnPoint(tx, {
              userId,
              pointTypeCd: row.pointTypeCd,
              idntfId: `srvy:${row.orgnSrvyId ?? srvyId}:${p.ctxKey}`,
              reason: M.pointReason(row.srvyTtl),
              srcUrl: `/srvy/${srvyId}`,
            })
          : 0;
      return { rspnsId, earnedPoint };
    });
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === PG_UNIQUE_VIOLATION && pg.constraint === 'srvy_rspns_once_uq') throw alreadyAnswered();
    throw error;
  }
}
