import { BOARD_LIMITS, BOARD_MESSAGES, VALIDATION_MESSAGES, ZPostSave, type TAtchFile, type TBoardInfo, type TPostDetail } from '@portal/contract';
import { z } from 'zod';

/** A body that says nothing: no text and no picture (the server refuses it as well). */
export function isEmptyHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\u00a0/g, ' ').trim() === '';
}

/**
 * ZPostSave with what the contract leaves to the board: the body must say something, and a board
 * with categories wants one of them (the server's messages, so client and server speak alike).
 */
export function postFormSchema(board: Pick<TBoardInfo, 'ctgrys'>) {
  const ctgryNm =
    board.ctgrys.length > 0
      ? z.string({ error: BOARD_MESSAGES.ctgryRequired }).trim().min(1, BOARD_MESSAGES.ctgryRequired).max(BOARD_LIMITS.ctgryNm)
      : ZPostSave.shape.ctgryNm;
  return ZPostSave.extend({
    postCn: ZPostSave.shape.postCn.refine((html) => !isEmptyHtml(html), VALIDATION_MESSAGES.required()),
    ctgryNm,
  });
}

/** What the form holds; the schema parses it into the body the API takes. */
export type TPostFormValues = z.input<ReturnType<typeof postFormSchema>>;

export const postFormValues = (post: TPostDetail | undefined): TPostFormValues => ({
  postTtl: post?.postTtl ?? '',
  postCn: post?.postCn ?? '',
  ctgryNm: post?.ctgryNm ?? '',
  secretYn: post?.secretYn ?? 'N',
});

/** A saved file as the attachment field lists it. */
export const listedFile = (file: TAtchFile) => ({ id: String(file.fileId), name: file.orgFileNm, size: file.fileSz });
