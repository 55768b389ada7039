import type { TFileSeqType } from '@portal/contract';
import type { TDbOrTx, TTx } from '../../db/client.js';
import type { TRequestUser } from '../../plugins/access.js';

/** What an upload to an owner may be: count per group, size per file, extensions (spec §5, §9). */
export type TFileLimits = { maxCount: number; maxSizeMb: number; extensions: readonly string[] };

/** A data subject the access log describes without naming: unnamedUserId only tells the member's own reads apart. */
export type TUnnamedSubject = { unnamedUserId: string; trgtDesc: string };

/**
 * A module that owns files of one seqType. The files module asks it, for every call, whether the
 * caller may upload, read or remove (SECURITY 8, 15): the answer is the owning record's rule.
 */
export type TFileOwner = {
  /**
   * The limits of an upload to this owner; throws AppError (401/403/404) when the caller may not
   * upload there. seqId: the seqId header (for a board, the board id; absent for a new record).
   */
  uploadPolicy(db: TDbOrTx, user: TRequestUser | null, seqId: string | undefined): Promise<TFileLimits>;
  /** May the caller read the files of the record seqId (downloads, images)? */
  canRead(db: TDbOrTx, user: TRequestUser | null, seqId: string): Promise<boolean>;
  /** May the caller remove a claimed file of the record seqId? */
  canRemove(db: TDbOrTx, user: TRequestUser | null, seqId: string): Promise<boolean>;
  /** The record saved with this upload group, if any (a group stays a record's when its files are all removed). */
  recordOfGroup?(db: TDbOrTx, fileModuleId: string): Promise<string | undefined>;
  /** In the removal's transaction: saved files of these records were removed (the record may note it has none left). */
  afterRemove?(tx: TTx, seqIds: string[]): Promise<void>;
  /**
   * The member whose personal data the record's files are (a student's proof), when they are: a
   * download or image by anyone else (an administrator) is recorded in the access log (SECURITY 17).
   * A member who must not be named there (an anonymous survey's respondent) is given as
   * { unnamedUserId, trgtDesc }: the log holds the description and no member id.
   */
  dataSubjectOf?(db: TDbOrTx, seqId: string): Promise<string | TUnnamedSubject | undefined>;
  /**
   * The name the caller is served a file of the record seqId under, when it must not be the
   * original's (blind judging: a contest's judge gets a neutral name), and the access log's words
   * for that read, which then name no member (SECURITY 17 without undoing the blindness).
   */
  servedNameOf?(db: TDbOrTx, user: TRequestUser, seqId: string, file: { fileNo: number; fileExtn: string }): Promise<TServedName | undefined>;
};

/** A file's name as one caller gets it, and how its read is logged. */
export type TServedName = { fileNm: string; logDesc: string };

const owners = new Map<TFileSeqType, TFileOwner>();

/** Called once by the owning module's plugin. */
export function registerFileOwner(seqType: TFileSeqType, owner: TFileOwner) {
  owners.set(seqType, owner);
}

export const fileOwnerOf = (seqType: TFileSeqType): TFileOwner | undefined => owners.get(seqType);
