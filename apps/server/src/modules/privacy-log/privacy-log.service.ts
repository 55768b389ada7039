import { checkExportReason, EXPORT_MAX_ROWS, EXPORT_MESSAGES, exportFileName, seoulDate, type TPrivacyActnCd } from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { toXlsx, type TDownloadFile, type TXlsxColumn, xlsxFile } from '../../lib/xlsx.js';
import { AppError } from '../../plugins/app-error.js';
import type { TActor } from '../../plugins/access.js';
import { insertPrivacyLog } from './privacy-log.repo.js';

/** Who acted, as the log keeps it: the account, its address and the screen it used. */
export type TPersonalDataActor = Pick<TActor, 'userId'> & { ip: string | null; menuPath?: string | null };

/** What was done to whose data. */
export type TPersonalDataAccess = {
  actnCd: TPrivacyActnCd;
  trgtUserId?: string | null;
  trgtDesc?: string | null;
  reason?: string | null;
};

/** Column bounds: a log row must never fail for an over-long description and lose the change it records. */
const clip = (value: string | null | undefined, max: number) => (value == null ? null : value.slice(0, max));

/** One row of the log as the table keeps it. */
const logRow = (actor: TPersonalDataActor, entry: TPersonalDataAccess) => ({
  actorUserId: actor.userId,
  actorIp: clip(actor.ip, 64),
  actnCd: entry.actnCd,
  trgtUserId: entry.trgtUserId ?? null,
  trgtDesc: clip(entry.trgtDesc, 1000),
  menuPath: clip(actor.menuPath, 300),
  reason: clip(entry.reason, 500),
});

/**
 * SECURITY 17: records who (account, IP) did what (action) to whose data, and why for exports and
 * downloads. Pass the transaction of the change itself, so the change and its log row commit together.
 */
export async function logPersonalDataAccess(tx: TDb | TTx, actor: TPersonalDataActor, entry: TPersonalDataAccess): Promise<void> {
  await insertPrivacyLog(tx, logRow(actor, entry));
}

/** The same for many people at once (a class's accounts issued together), as one insert. */
export async function logPersonalDataAccesses(tx: TDb | TTx, actor: TPersonalDataActor, entries: TPersonalDataAccess[]): Promise<void> {
  await insertPrivacyLog(
    tx,
    entries.map((entry) => logRow(actor, entry)),
  );
}

/** What an export of people or results holds (SECURITY 17), read in the transaction of its log row. */
export type TPersonalDataExport<R> = {
  reason: string | undefined;
  /** the list and its filter in words, for the log: '회원 목록 (조건: 학교명 "가온")' */
  what: string;
  /** the one member the file is about, when it is one member's (a student's ledger) */
  trgtUserId?: string;
  /** the file's name before the day: '회원목록' (Korean) and 'members' (ASCII) */
  fileStem: string;
  asciiStem: string;
  sheet: string;
  columns: readonly TXlsxColumn<R>[];
  count: (tx: TTx) => Promise<number>;
  rows: (tx: TTx, limit: number) => Promise<R[]>;
};

/**
 * SECURITY 17: an administrator's .xlsx of a list, only with a reason (5 to 200 characters), at most
 * EXPORT_MAX_ROWS rows; the rows and the EXPORT log row (what, how many, why) share one transaction.
 */
export async function exportPersonalData<R>(db: TDb, actor: TPersonalDataActor, spec: TPersonalDataExport<R>): Promise<TDownloadFile> {
  const reasonError = checkExportReason(spec.reason);
  if (reasonError) throw new AppError('VALIDATION', 400, reasonError, { fieldErrors: { reason: reasonError } });
  return db.transaction(async (tx) => {
    const count = await spec.count(tx);
    if (count > EXPORT_MAX_ROWS) throw new AppError('EXPORT_TOO_MANY', 400, EXPORT_MESSAGES.tooMany(count, EXPORT_MAX_ROWS));
    const rows = await spec.rows(tx, EXPORT_MAX_ROWS);
    await logPersonalDataAccess(tx, actor, {
      actnCd: 'EXPORT',
      trgtUserId: spec.trgtUserId ?? null,
      trgtDesc: `${spec.what} ${rows.length}건 내려받기`,
      reason: spec.reason!.trim(),
    });
    const today = seoulDate();
    return xlsxFile(exportFileName(spec.fileStem, today), `${spec.asciiStem}_${today.replaceAll('-', '')}.xlsx`, await toXlsx(spec.sheet, spec.columns, rows));
  });
}
