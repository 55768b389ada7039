import { formatSeoulDateTime, INSP_BAND_NM, INSP_GENDER, INSP_MESSAGES as M, type TInspDefinition, type TInspRsltExportBody } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import type { TDownloadFile, TXlsxColumn } from '../../lib/xlsx.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { exportPersonalData } from '../privacy-log/index.js';
import { cmplSheetsWhere, countCmplSheets, findCmplSheetRows, findInspById, findVersions } from './insp.admin.repo.js';

type TRsltRow = Awaited<ReturnType<typeof findCmplSheetRows>>[number];

const FIXED_COLUMNS: readonly TXlsxColumn<TRsltRow>[] = [
  ['아이디', (r) => r.userId],
  ['이름', (r) => r.userNm, 12],
  ['학교급', (r) => INSP_BAND_NM[r.band], 10],
  ['성별', (r) => (r.genderCd ? INSP_GENDER[r.genderCd] : ''), 8],
  ['검사일시', (r) => formatSeoulDateTime(r.cmplAt), 20],
  ['판', (r) => r.verNo, 6],
  ['결과 코드', (r) => r.scores?.code ?? '', 12],
];

/** One column per scale with the sheet's score on the scale's range (0~100), matched by the scale's id. */
function scaleColumns(definitions: readonly TInspDefinition[]): TXlsxColumn<TRsltRow>[] {
  const seen = new Set<string>();
  return definitions
    .flatMap((d) => d.scales)
    .filter((s) => !seen.has(s.scaleId) && seen.add(s.scaleId))
    .map((s): TXlsxColumn<TRsltRow> => [`${s.scaleNm} (환산 점수 0~100)`, (r) => r.scores?.scales.find((x) => x.scaleId === s.scaleId)?.pct, 14]);
}

/**
 * The completed sheets of a test (or of one of its versions) as an .xlsx, newest first, after the
 * reason and with a row in the personal-data access log (SECURITY 17). Without a version the scale
 * columns are those of every version, the newest's first.
 */
export async function exportInspResults(db: TDb, actor: TActor, inspId: number, input: TInspRsltExportBody): Promise<TDownloadFile> {
  assertAdmin(actor);
  const row = await findInspById(db, inspId);
  if (!row) throw AppError.notFound(M.notFound);
  const versions = await findVersions(db, inspId);
  const chosen = input.verId === undefined ? versions : versions.filter((v) => v.verId === input.verId);
  if (chosen.length === 0) throw AppError.notFound();
  const where = cmplSheetsWhere(inspId, input.verId);
  const scope = input.verId === undefined ? '전체 판' : `${chosen[0]!.verNo}판`;
  return exportPersonalData(db, actor, {
    reason: input.reason,
    what: `검사 결과 목록 (${row.inspNm}, ${scope})`,
    fileStem: `검사결과_${row.inspName}`,
    asciiStem: `insp_results_${row.inspName}`,
    sheet: '검사 결과',
    columns: [...FIXED_COLUMNS, ...scaleColumns(chosen.map((v) => v.definition))],
    count: (tx) => countCmplSheets(tx, where),
    rows: (tx, limit) => findCmplSheetRows(tx, where, limit),
  });
}
