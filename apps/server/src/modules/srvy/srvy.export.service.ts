import {
  EXPORT_MAX_ROWS,
  EXPORT_MESSAGES,
  exportFileName,
  formatSeoulDateTime,
  MBR_TYPE_AUTHRT,
  SCHL_TYPE,
  seoulDate,
  SRVY_ETC_OPT_ID,
  SRVY_ETC_OPT_NM,
  SRVY_QSTN_TYPES,
  type TSrvyAnswer,
  type TSrvyAnswers,
  type TSrvyQstn,
  type TSrvyQstnRslt,
  type TSrvyRsltExportBody,
} from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { toXlsx, type TDownloadFile, type TXlsxColumn, xlsxFile } from '../../lib/xlsx.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { exportPersonalData } from '../privacy-log/index.js';
import { countSubmitted, fileCountsOf, findSubmittedRows, type TSubmittedRow } from './srvy.rslt.repo.js';
import { getSrvyRslt, srvyForRslt } from './srvy.rslt.service.js';
import { fileGroupsOf } from './srvy.rslt.tally.js';

/** A response with the file count of each upload group of the survey's FILE answers. */
type TRawRow = TSubmittedRow & { fileCnts: ReadonlyMap<string, number> };

/** The submitted responses (at most `limit`) and the file counts of their FILE answers. */
async function rawRows(db: TDbOrTx, srvyId: number, limit: number): Promise<TRawRow[]> {
  const rows = await findSubmittedRows(db, srvyId, limit);
  const fileCnts = await fileCountsOf(db, fileGroupsOf(rows.map((r) => r.answers)));
  return rows.map((r) => ({ ...r, fileCnts }));
}

const nameOf = (names: Record<string, string>, code: string | null) => (code ? (names[code] ?? code) : '');

/** An answer as a spreadsheet cell: option names, the 기타 text, the number, day, text, order or file count. */
function answerCell(qstn: TSrvyQstn, answer: TSrvyAnswer | undefined, fileCnts: ReadonlyMap<string, number>): string | number | undefined {
  if (!answer) return undefined;
  const optNm = (optId: string) => (optId === SRVY_ETC_OPT_ID ? SRVY_ETC_OPT_NM : (qstn.options?.find((o) => o.optId === optId)?.optNm ?? optId));
  switch (qstn.qstnType) {
    case 'SINGLE':
    case 'MULTI':
    case 'OTHER': {
      const names = (answer.optIds ?? []).filter((id) => id !== SRVY_ETC_OPT_ID).map(optNm);
      if (answer.etcText) names.push(`${SRVY_ETC_OPT_NM}: ${answer.etcText}`);
      else if (answer.optIds?.includes(SRVY_ETC_OPT_ID)) names.push(SRVY_ETC_OPT_NM);
      return names.join(', ');
    }
    case 'SCALE5':
    case 'SCALE7':
    case 'NUMBER':
      return answer.num;
    case 'SHORT':
    case 'LONG':
      return answer.text;
    case 'DATE':
      return answer.date;
    case 'RANK':
      return (answer.rank ?? []).map(optNm).join(' > ');
    case 'FILE':
      return answer.fileModuleId ? (fileCnts.get(answer.fileModuleId) ?? 0) : undefined;
    case 'MATRIX':
      return undefined;
  }
}

/** A named survey's respondent: id, name and the programme or reservation answered for. */
const WHO_COLUMNS: readonly TXlsxColumn<TRawRow>[] = [
  ['아이디', (r) => r.userId ?? '', 14],
  ['이름', (r) => r.userNm ?? '', 12],
  ['참여 구분', (r) => r.ctxKey, 14],
];

/** One column per question, one per row of a matrix; headers carry the question's id. */
function answerColumns(qstns: readonly TSrvyQstn[]): TXlsxColumn<TRawRow>[] {
  const answers = (r: TRawRow) => (r.answers ?? {}) as TSrvyAnswers;
  return qstns.flatMap((q): TXlsxColumn<TRawRow>[] =>
    q.qstnType === 'MATRIX'
      ? (q.rows ?? []).map((row): TXlsxColumn<TRawRow> => [`[${q.qstnId}] ${q.qstnTtl} - ${row.rowNm}`, (r) => answers(r)[q.qstnId]?.rows?.[row.rowId], 16])
      : [
          [
            `[${q.qstnId}] ${q.qstnTtl}${q.qstnType === 'FILE' ? ' (파일 수)' : ''}`,
            (r) => answerCell(q, answers(r)[q.qstnId], r.fileCnts),
            q.qstnType === 'LONG' ? 40 : 20,
          ],
        ],
  );
}

/**
 * POST rslt/rawExport: the submitted responses as an .xlsx, one row per response, oldest first.
 * An anonymous survey's file never names who answered (no reason asked); a named survey's carries
 * the respondent's id and name, so it needs the reason and writes the EXPORT row of the access log
 * (SECURITY 17) in the transaction that reads the rows.
 */
export async function exportSrvyRaw(db: TDb, actor: TActor, srvyId: number, body: TSrvyRsltExportBody): Promise<TDownloadFile> {
  assertAdmin(actor);
  const { row, qstns } = await srvyForRslt(db, srvyId);
  const named = row.anonYn === 'N';
  const columns: TXlsxColumn<TRawRow>[] = [
    ['응답 번호', (r) => r.rspnsId, 10],
    ['제출 일시', (r) => formatSeoulDateTime(r.sbmsnDt), 20],
    ...(named ? WHO_COLUMNS : []),
    ['회원 유형', (r) => nameOf(MBR_TYPE_AUTHRT, r.mbrTypeCd), 14],
    ['학교급', (r) => nameOf(SCHL_TYPE, r.schlTypeCd), 10],
    ...answerColumns(qstns),
  ];
  const stem = { fileStem: `설문응답_${srvyId}`, asciiStem: `srvy_responses_${srvyId}`, sheet: '응답' };
  if (named) {
    return exportPersonalData(db, actor, {
      reason: body.reason,
      what: `설문 응답 원자료 (${row.srvyTtl})`,
      ...stem,
      columns,
      count: (tx) => countSubmitted(tx, srvyId),
      rows: (tx, limit) => rawRows(tx, srvyId, limit),
    });
  }
  const count = await countSubmitted(db, srvyId);
  if (count > EXPORT_MAX_ROWS) throw new AppError('EXPORT_TOO_MANY', 400, EXPORT_MESSAGES.tooMany(count, EXPORT_MAX_ROWS));
  return fileOf(stem, await toXlsx(stem.sheet, columns, await rawRows(db, srvyId, EXPORT_MAX_ROWS)));
}

function fileOf(stem: { fileStem: string; asciiStem: string }, body: Buffer): TDownloadFile {
  const today = seoulDate();
  return xlsxFile(exportFileName(stem.fileStem, today), `${stem.asciiStem}_${today.replaceAll('-', '')}.xlsx`, body);
}

type TSummaryLine = {
  qstnId: string;
  qstnTtl: string;
  typeNm: string;
  item: string;
  cnt?: number | undefined;
  pct?: number | undefined;
  value?: string | number | null | undefined;
};

/** A question's lines of the summary: its respondents, then its options, points, rows or figures. */
function summaryLines(q: TSrvyQstnRslt): TSummaryLine[] {
  const head = { qstnId: q.qstnId, qstnTtl: q.qstnTtl, typeNm: SRVY_QSTN_TYPES[q.qstnType as keyof typeof SRVY_QSTN_TYPES] ?? q.qstnType };
  const line = (item: string, more: Omit<TSummaryLine, keyof typeof head | 'item'> = {}) => ({ ...head, item, ...more });
  return [
    line('응답자', { cnt: q.answeredCnt, value: q.scale?.mean }),
    ...(q.choices ?? []).map((c) => line(c.optNm, { cnt: c.cnt, pct: c.pct })),
    ...(q.scale?.dist ?? []).map((d) => line(`${d.point}점`, { cnt: d.cnt, pct: d.pct })),
    ...(q.rows ?? []).flatMap((r) => [
      line(`${r.rowNm} (평균)`, { cnt: r.answeredCnt, value: r.mean }),
      ...r.dist.map((d) => line(`${r.rowNm} ${d.point}점`, { cnt: d.cnt, pct: d.pct })),
    ]),
    ...(q.num ? [line('최솟값', { value: q.num.min }), line('평균', { value: q.num.mean }), line('최댓값', { value: q.num.max })] : []),
    ...(q.dateRange ? [line('가장 이른 날', { value: q.dateRange.first }), line('가장 늦은 날', { value: q.dateRange.last })] : []),
    ...(q.ranks ?? []).map((r) => line(`${r.optNm} (평균 순위)`, { cnt: r.cnt, value: r.meanRank })),
    ...(q.fileCnt === undefined ? [] : [line('첨부 파일 수', { value: q.fileCnt })]),
    ...(q.textCnt === undefined ? [] : [line('글 응답', { cnt: q.textCnt })]),
  ];
}

const SUMMARY_COLUMNS: readonly TXlsxColumn<TSummaryLine>[] = [
  ['문항 번호', (l) => l.qstnId, 10],
  ['문항', (l) => l.qstnTtl, 40],
  ['유형', (l) => l.typeNm, 14],
  ['항목', (l) => l.item, 30],
  ['응답 수', (l) => l.cnt, 10],
  ['비율(%)', (l) => l.pct, 10],
  ['값', (l) => l.value, 12],
];

/** POST rslt/summaryExport: the results page's figures as an .xlsx (counts and means only, nobody's answers: no reason, no log). */
export async function exportSrvySummary(db: TDb, actor: TActor, srvyId: number): Promise<TDownloadFile> {
  assertAdmin(actor);
  const rslt = await getSrvyRslt(db, actor, srvyId);
  const lines = [
    { qstnId: '', qstnTtl: rslt.srvyTtl, typeNm: '', item: '제출된 응답', cnt: rslt.rspnsCnt, value: rslt.lastSbmsnDt },
    ...rslt.qstns.flatMap(summaryLines),
  ];
  return fileOf({ fileStem: `설문결과요약_${srvyId}`, asciiStem: `srvy_summary_${srvyId}` }, await toXlsx('결과 요약', SUMMARY_COLUMNS, lines));
}
