import { findPersonalInfo, PERSONAL_INFO_KINDS } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { assertNoProhibitedWords } from './prhbwd.service.js';

/** One text a user typed: its field (the key of the field error), its Korean label, the text. */
export type TUserText = { field: string; label: string; text: string | null | undefined };

type TCleanOptions = {
  /** the module's Korean message for personal information, given the kinds found ('주민등록번호, 전화번호') */
  personalInfoMessage: (kinds: string) => string;
  /** false skips the personal-information check (administrators publishing the centre's own contacts) */
  personalInfo?: boolean;
};

/**
 * The checks of every text users write (boards, comments, campaign proofs, survey answers, contest
 * entries), before anything is stored: no prohibited word in use (400 PROHIBITED_WORD naming the
 * first field's word), then no personal information (resident registration or phone numbers:
 * 400 PERSONAL_INFO, the kinds found in all the fields, the message under each field carrying one).
 */
export async function assertCleanUserTexts(db: TDb, texts: readonly TUserText[], opts: TCleanOptions): Promise<void> {
  await assertNoProhibitedWords(db, Object.fromEntries(texts.map((t) => [t.field, t.text])), Object.fromEntries(texts.map((t) => [t.field, t.label])));
  if (opts.personalInfo === false) return;
  const found = texts.map((t) => ({ field: t.field, kinds: findPersonalInfo(t.text) })).filter((f) => f.kinds.length > 0);
  if (found.length === 0) return;
  const message = opts.personalInfoMessage([...new Set(found.flatMap((f) => f.kinds))].map((k) => PERSONAL_INFO_KINDS[k]).join(', '));
  throw new AppError('PERSONAL_INFO', 400, message, { fieldErrors: Object.fromEntries(found.map((f) => [f.field, message])) });
}
