import {
  checkPrhbwdNm,
  normalizeProhibitedText,
  PRHBWD_LIMITS,
  PRHBWD_MESSAGES as M,
  prohibitedWordMessage,
  type TPrhbwdBulkResponse,
  type TPrhbwdCheckResponse,
  type TPrhbwdItem,
  type TPrhbwdListQuery,
  type TPrhbwdListResponse,
} from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { orNull } from '../../lib/text.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { invalidateProhibitedWords, prohibitedWordMatcher } from './prhbwd.cache.js';
import {
  bumpPrhbwdVersion,
  countPrhbwds,
  deletePrhbwd,
  findExistingForms,
  findPrhbwd,
  findPrhbwdPage,
  insertPrhbwds,
  prhbwdWhere,
  type TPrhbwdRow,
  type TPrhbwdWrite,
  updatePrhbwd,
} from './prhbwd.repo.js';

type TSaveInput = { prhbwdNm: string; expln?: string | undefined; useYn: 'Y' | 'N' };
type TBulkInput = { prhbwdNms: string; expln?: string | undefined; useYn: 'Y' | 'N' };

const toItem = (row: TPrhbwdRow): TPrhbwdItem => ({
  prhbwdId: row.prhbwdId,
  prhbwdNm: row.prhbwdNm,
  normalizedNm: row.normalizedNm,
  expln: row.expln,
  useYn: row.useYn,
  ...auditOf(row),
});

const toWrite = (input: { prhbwdNm: string; expln?: string | undefined; useYn: 'Y' | 'N' }): TPrhbwdWrite => {
  const prhbwdNm = input.prhbwdNm.trim();
  return { prhbwdNm, normalizedNm: normalizeProhibitedText(prhbwdNm), expln: orNull(input.expln), useYn: input.useYn };
};

const duplicateError = () => new AppError('DUPLICATE', 400, M.duplicate, { fieldErrors: { prhbwdNm: M.duplicate } });

/** One transaction per change, the version raised first (it also serialises changes); the cache dropped after commit. */
async function changeList<T>(db: TDb, change: (tx: TTx) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    await bumpPrhbwdVersion(tx);
    return change(tx);
  });
  invalidateProhibitedWords(db);
  return result;
}

export async function listPrhbwds(db: TDb, actor: TActor, query: TPrhbwdListQuery): Promise<TPrhbwdListResponse> {
  assertAdmin(actor);
  const where = prhbwdWhere(query);
  const page = await pageOf(query, countPrhbwds(db, where), (offset, limit) => findPrhbwdPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toItem) };
}

export async function getPrhbwd(db: TDb, actor: TActor, prhbwdId: number): Promise<TPrhbwdItem> {
  assertAdmin(actor);
  const row = await findPrhbwd(db, prhbwdId);
  if (!row) throw AppError.notFound();
  return toItem(row);
}

export function createPrhbwd(db: TDb, actor: TActor, input: TSaveInput): Promise<TPrhbwdItem> {
  assertAdmin(actor);
  const row = toWrite(input);
  return changeList(db, async (tx) => {
    if ((await findExistingForms(tx, [row.normalizedNm])).size > 0) throw duplicateError();
    const [created] = await insertPrhbwds(tx, [row], actor.userId);
    return toItem(created!);
  });
}

export function updatePrhbwdEntry(db: TDb, actor: TActor, prhbwdId: number, input: TSaveInput): Promise<TPrhbwdItem> {
  assertAdmin(actor);
  const row = toWrite(input);
  return changeList(db, async (tx) => {
    if ((await findExistingForms(tx, [row.normalizedNm], prhbwdId)).size > 0) throw duplicateError();
    const updated = await updatePrhbwd(tx, prhbwdId, row, actor.userId);
    if (!updated) throw AppError.notFound();
    return toItem(updated);
  });
}

export function deletePrhbwdEntry(db: TDb, actor: TActor, prhbwdId: number): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  return changeList(db, async (tx) => {
    if (!(await deletePrhbwd(tx, prhbwdId))) throw AppError.notFound();
    return { result: 'SUCCESS' as const };
  });
}

/**
 * Several words, one per line. A line the list cannot take (too long, no letters) refuses the
 * whole input with its line numbers, nothing written; lines already on the list, or repeating an
 * earlier line (same normal form), are skipped and named in the answer.
 */
export function bulkCreatePrhbwds(db: TDb, actor: TActor, input: TBulkInput): Promise<TPrhbwdBulkResponse> {
  assertAdmin(actor);
  const lines = input.prhbwdNms
    .split(/\r\n|\r|\n/)
    .map((line, i) => ({ no: i + 1, word: line.trim() }))
    .filter((l) => l.word !== '');
  if (lines.length === 0) throw new AppError('VALIDATION', 400, M.bulkEmpty, { fieldErrors: { prhbwdNms: M.bulkEmpty } });
  if (lines.length > PRHBWD_LIMITS.bulkLines) throw new AppError('VALIDATION', 400, M.bulkTooMany, { fieldErrors: { prhbwdNms: M.bulkTooMany } });
  const problems = lines.flatMap(({ no, word }) => {
    const message = checkPrhbwdNm(word);
    return message ? [M.bulkLine(no, message)] : [];
  });
  if (problems.length > 0) {
    const message = problems.slice(0, 10).join('\n');
    throw new AppError('VALIDATION', 400, message, { fieldErrors: { prhbwdNms: message } });
  }
  return changeList(db, async (tx) => {
    const rows = lines.map(({ word }) => toWrite({ prhbwdNm: word, expln: input.expln, useYn: input.useYn }));
    const taken = await findExistingForms(
      tx,
      rows.map((r) => r.normalizedNm),
    );
    const fresh: TPrhbwdWrite[] = [];
    const skippedWords: string[] = [];
    for (const row of rows) {
      if (taken.has(row.normalizedNm)) {
        skippedWords.push(row.prhbwdNm);
      } else {
        taken.add(row.normalizedNm);
        fresh.push(row);
      }
    }
    await insertPrhbwds(tx, fresh, actor.userId);
    return { addedCount: fresh.length, skippedWords };
  });
}

/** The page's 'test a sentence' tool: what the words in use find in a text. */
export async function checkPrhbwdText(db: TDb, actor: TActor, text: string): Promise<TPrhbwdCheckResponse> {
  assertAdmin(actor);
  const matcher = await prohibitedWordMatcher(db);
  return { matchedWords: matcher.find([text]), normalizedText: normalizeProhibitedText(text) };
}

/** The words in use found in any of the texts (for modules that only report). */
export async function findProhibitedWords(db: TDb, texts: string[]): Promise<string[]> {
  return (await prohibitedWordMatcher(db)).find(texts);
}

/**
 * For every module where users write text (boards, comments, titles, activities): refuses the
 * first field containing a word in use, with a 400 naming the word (and the field, when `labels`
 * gives its Korean name) and the field's error under its key.
 */
export async function assertNoProhibitedWords(db: TDb, fields: Record<string, string | null | undefined>, labels: Record<string, string> = {}): Promise<void> {
  const matcher = await prohibitedWordMatcher(db);
  if (matcher.size === 0) return;
  for (const [field, text] of Object.entries(fields)) {
    const [word] = text ? matcher.find([text]) : [];
    if (word === undefined) continue;
    throw new AppError('PROHIBITED_WORD', 400, prohibitedWordMessage(word, labels[field]), {
      fieldErrors: { [field]: prohibitedWordMessage(word) },
    });
  }
}
