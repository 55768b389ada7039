import { CMPN_MESSAGES as M, type TCmpnAplyBody, type TCmpnOpenItem, type TMyCmpnAply, type TMyCmpnAplyQuery } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { multiLine } from '../../lib/text.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { assertCleanUserTexts } from '../prhbwd/index.js';
import { aplyFiles, claimAplyFiles } from './cmpn.files.js';
import {
  countLiveAplys,
  countMyAplys,
  findMyAply,
  findMyAplyPage,
  findOpenCmpns,
  findStartedCmpn,
  insertAply,
  lockAplys,
  lockCmpn,
  myAplyWhere,
  setAplyStts,
  type TCmpnOpenRow,
  type TMyAplyRow,
} from './cmpn.repo.js';
import { lockBalance } from './point.ledger.js';
import { assertHolder } from './point.service.js';

const fieldError = (field: string, message: string, code = 'VALIDATION') => new AppError(code, 400, message, { fieldErrors: { [field]: message } });

const toOpenItem = ({ registeredBy: _rb, registeredAt: _ra, updatedBy: _ub, updatedAt: _ua, ...row }: TCmpnOpenRow): TCmpnOpenItem => ({
  ...row,
  canApply: row.sttsCd === 'OPEN' && row.myAplyCnt < row.aplyLimitCnt,
});

async function toMyAply(db: TDb, row: TMyAplyRow): Promise<TMyCmpnAply> {
  return {
    aplyId: row.aplyId,
    cmpnId: row.cmpnId,
    cmpnTtl: row.cmpnTtl,
    points: row.points,
    aplySttsCd: row.aplySttsCd,
    rejectReason: row.rejectReason,
    proofCn: row.proofCn,
    files: await aplyFiles(db, row),
    regDt: row.registeredAt.toISOString(),
    procDt: row.procDt?.toISOString() ?? null,
  };
}

/** GET cmpn/list: the campaigns open today, with the caller's applications and whether they may apply. */
export async function listOpenCmpns(db: TDb, user: TRequestUser): Promise<{ list: TCmpnOpenItem[] }> {
  assertHolder(user);
  return { list: (await findOpenCmpns(db, user.userId)).map(toOpenItem) };
}

/** GET cmpn/:cmpnId: a campaign whose period has begun (an ended or closed one shows, without applying). */
export async function getCmpn(db: TDb, user: TRequestUser, cmpnId: number): Promise<TCmpnOpenItem> {
  assertHolder(user);
  const row = await findStartedCmpn(db, user.userId, cmpnId);
  if (!row) throw AppError.notFound();
  return toOpenItem(row);
}

/**
 * POST aply: one transaction. The campaign's row is shared-locked (a close waits), then the
 * holder's lock is taken so two parallel applications of one student count each other; the
 * period, the limit and the proof asked for are checked; the proof files are claimed.
 */
export async function applyCmpn(db: TDb, user: TRequestUser, input: TCmpnAplyBody): Promise<TMyCmpnAply> {
  assertHolder(user);
  const proofCn = multiLine(input.proofCn);
  await assertCleanUserTexts(db, [{ field: 'proofCn', label: '증빙 내용', text: proofCn }], { personalInfoMessage: M.personalInfo });
  const aplyId = await db.transaction(async (tx) => {
    const campaign = await lockCmpn(tx, input.cmpnId, 'share');
    if (!campaign) throw AppError.notFound();
    await lockBalance(tx, user.userId);
    if (!campaign.open) throw new AppError('CMPN_NOT_OPEN', 409, M.notOpen);
    if ((await countLiveAplys(tx, campaign.cmpnId, user.userId)) >= campaign.aplyLimitCnt)
      throw new AppError('CMPN_APLY_LIMIT', 409, M.limitReached(campaign.aplyLimitCnt));
    const text = campaign.proofTextYn === 'Y' ? proofCn : null;
    if (campaign.proofTextYn === 'Y' && !text) throw fieldError('proofCn', M.proofCnRequired);
    const fileModuleId = campaign.proofFileYn === 'Y' ? (input.atchFileModuleId ?? null) : null;
    if (campaign.proofFileYn === 'Y' && !fileModuleId) throw fieldError('atchFileModuleId', M.proofFileRequired);
    const id = await insertAply(tx, { cmpnId: campaign.cmpnId, userId: user.userId, proofCn: text, atchFileModuleId: fileModuleId });
    if (fileModuleId && (await claimAplyFiles(tx, id, user.userId, fileModuleId)) === 0) throw fieldError('atchFileModuleId', M.proofFileRequired);
    return id;
  });
  return toMyAply(db, (await findMyAply(db, aplyId))!);
}

/** GET aply/list: the caller's applications, newest first, 10 a page. */
export async function listMyAplys(db: TDb, user: TRequestUser, query: TMyCmpnAplyQuery) {
  assertHolder(user);
  const where = myAplyWhere(user.userId, query.aplySttsCd);
  const page = await pageOf(query, countMyAplys(db, where), (offset, limit) => findMyAplyPage(db, where, offset, limit));
  return { ...page, list: await Promise.all(page.list.map((row) => toMyAply(db, row))) };
}

/** POST aply/:aplyId/withdraw: the caller's own application, while it waits for a decision. */
export async function withdrawAply(db: TDb, user: TRequestUser, aplyId: number): Promise<{ result: 'SUCCESS' }> {
  assertHolder(user);
  return db.transaction(async (tx) => {
    const [row] = await lockAplys(tx, [aplyId]);
    if (!row || row.userId !== user.userId) throw AppError.notFound();
    if (row.aplySttsCd !== 'APLY') throw new AppError('CMPN_APLY_STTS', 409, M.notWithdrawable);
    await setAplyStts(tx, [aplyId], { aplySttsCd: 'WTHD' }, user.userId);
    return { result: 'SUCCESS' as const };
  });
}
