import { BOARD_MESSAGES as M, type TPostSave, VALIDATION_MESSAGES } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { searchTokens } from '../../lib/bigram.js';
import { htmlToText, sanitizeEditorHtml } from '../../lib/html-sanitize.js';
import { AppError } from '../../plugins/app-error.js';
import { keptFileGroup } from '../files/index.js';
import { assertCleanUserTexts } from '../prhbwd/index.js';
import type { TBoard } from './board.repo.js';
import type { TPostRow, TPostWrite } from './post.repo.js';

const fieldError = (field: string, message: string, code = 'VALIDATION') => new AppError(code, 400, message, { fieldErrors: { [field]: message } });

/** A sanitised body as stored (SECURITY 2), its plain text, and whether it says anything at all. */
export function cleanBody(html: string): { html: string; text: string; empty: boolean } {
  const clean = sanitizeEditorHtml(html);
  const text = htmlToText(clean);
  return { html: clean, text, empty: text === '' && !clean.includes('<img') };
}

type TPrepareOptions = {
  admin: boolean;
  /** the writer's name stored with the post (searched as w:) */
  wrtrNm: string;
  /** the post being edited */
  current?: TPostRow;
};

function categoryOf(board: TBoard, ctgryNm: string | undefined): string | null {
  if (board.ctgrys.length === 0) return null;
  if (!ctgryNm) throw fieldError('ctgryNm', M.ctgryRequired);
  if (!board.ctgrys.includes(ctgryNm)) throw fieldError('ctgryNm', M.ctgryUnknown);
  return ctgryNm;
}

/** Pinning is the administrators', on boards that use pinned notices. */
function pinOf(board: TBoard, noticeYn: 'Y' | 'N'): 'Y' | 'N' {
  if (noticeYn === 'Y' && board.noticeYn !== 'Y') throw fieldError('noticeYn', M.pinOff);
  return noticeYn;
}

/** An edit keeps the post's upload group; a post without one may start one. */
function fileGroupOf(board: TBoard, input: TPostSave, current: TPostRow | undefined): string | null {
  const own = current?.atchFileModuleId ?? null;
  return board.atchFileYn === 'Y' ? keptFileGroup(own, input.atchFileModuleId) : own;
}

/**
 * The stored form of a post (user or administrator write): the board's category, secret and
 * pinned rules, the body sanitised, the checks for prohibited words and personal information, and
 * the search tokens recomputed. Throws before anything is written.
 */
export async function preparePost(db: TDb, board: TBoard, input: TPostSave, opts: TPrepareOptions): Promise<TPostWrite> {
  const ctgryNm = categoryOf(board, input.ctgryNm);
  const body = cleanBody(input.postCn);
  if (body.empty) throw fieldError('postCn', VALIDATION_MESSAGES.required());
  const texts = [
    { field: 'postTtl', label: '제목', text: input.postTtl },
    { field: 'postCn', label: '내용', text: body.text },
  ];
  // administrators publish the centre's own contacts (phone numbers) in notices
  await assertCleanUserTexts(db, texts, { personalInfoMessage: M.personalInfo, personalInfo: !opts.admin });
  return {
    ctgryNm,
    postTtl: input.postTtl,
    postCn: body.html,
    cnText: body.text,
    secretYn: board.secretYn === 'Y' ? input.secretYn : 'N',
    // pinning is the administrators' (users' noticeYn is ignored; an edit keeps the pin)
    noticeYn: opts.admin ? pinOf(board, input.noticeYn) : (opts.current?.noticeYn ?? 'N'),
    atchFileModuleId: fileGroupOf(board, input, opts.current),
    srchTkns: searchTokens({ ttl: input.postTtl, cn: body.text, wrtr: opts.wrtrNm }),
  };
}
