import {
  FUSN_APLY_STTS_NM,
  FUSN_INDV_MESSAGES as M,
  type TFusnIndvAplyExcelBody,
  type TFusnIndvAplyListQuery,
  type TFusnIndvAplyListResponse,
  type TFusnIndvSesnItem,
  type TFusnIndvSesnListQuery,
  type TFusnIndvSesnListResponse,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import type { TDownloadFile, TXlsxColumn } from '../../lib/xlsx.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { exportPersonalData, logPersonalDataAccess } from '../privacy-log/index.js';
import { fusnSesn } from './fusn.table.js';
import { countApplicants, countIndvSesns, findApplicants, findIndvSesnPage, indvSesnWhere, type TApplicantRow, type TIndvSesnRow } from './indv.admin.repo.js';
import { settleSessions } from './offer.js';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const ATNDC_NM = { PRSNT: '출석', LATE: '지각', ABSNT: '결석' } as const;

function sesnItemOf(r: TIndvSesnRow, now: Date): TFusnIndvSesnItem {
  return {
    ...r,
    ddlnDt: r.ddlnDt.toISOString(),
    endDt: r.endDt.toISOString(),
    drawnAt: iso(r.drawnAt),
    drawPsbltyYn: r.slctSeCd === 'LTRY' && !r.drawnAt && r.sesnSttsCd === 'OPEN' && now >= r.ddlnDt ? 'Y' : 'N',
  };
}

/** GET /api/fusn/indv/sesn: INDV sessions with their applications by state (waitlists settled first on the page's drawn sessions). */
export async function listIndvSesns(db: TDb, actor: TActor, query: TFusnIndvSesnListQuery): Promise<TFusnIndvSesnListResponse> {
  assertAdmin(actor);
  const where = indvSesnWhere(query);
  const load = () => pageOf(query, countIndvSesns(db, where), (offset, limit) => findIndvSesnPage(db, where, offset, limit));
  let page = await load();
  const drawn = page.list.filter((r) => r.drawnAt).map((r) => r.sesnId);
  if (drawn.length) {
    await settleSessions(db, drawn);
    page = await load();
  }
  const now = new Date();
  return { ...page, list: page.list.map((r) => sesnItemOf(r, now)) };
}

/** One INDV session as the list shows it (404 for any other). */
async function indvSesnItem(db: TDb, sesnId: number): Promise<TFusnIndvSesnItem> {
  const [row] = await findIndvSesnPage(db, and(indvSesnWhere({}), eq(fusnSesn.sesnId, sesnId)), 0, 1);
  if (!row) throw AppError.notFound(M.sesnNotFound);
  return sesnItemOf(row, new Date());
}

const applicantOf = (r: TApplicantRow) => ({ ...r, offerExpDt: iso(r.offerExpDt), registeredAt: r.registeredAt.toISOString(), cnclAt: iso(r.cnclAt) });

/** GET /api/fusn/sesn/:sesnId/aply: the applicants with full names; the view is logged (SECURITY 17). */
export async function listApplicants(db: TDb, actor: TActor, sesnId: number, query: TFusnIndvAplyListQuery): Promise<TFusnIndvAplyListResponse> {
  assertAdmin(actor);
  await settleSessions(db, [sesnId]);
  const sesn = await indvSesnItem(db, sesnId);
  const rows = await findApplicants(db, sesnId, query);
  await logPersonalDataAccess(db, actor, {
    actnCd: 'VIEW',
    trgtDesc: `개인 활동 신청자 목록 (${sesn.prgrmNm} ${sesn.sesnYmd} ${sesn.bgngTm}) ${rows.length}명`,
  });
  return { sesn, list: rows.map(applicantOf) };
}

const COLUMNS: readonly TXlsxColumn<TApplicantRow>[] = [
  ['응모 번호', (r) => r.entryNo, 10],
  ['이름', (r) => r.userNm, 12],
  ['학교', (r) => r.schlNm, 20],
  ['학년', (r) => r.grd, 6],
  ['반', (r) => r.clsNm, 6],
  ['상태', (r) => FUSN_APLY_STTS_NM[r.sttsCd], 12],
  ['대기 순번', (r) => r.waitNo, 10],
  ['출석', (r) => (r.atndcCd ? ATNDC_NM[r.atndcCd] : ''), 8],
  ['신청 일시', (r) => r.registeredAt.toISOString(), 22],
];

/** POST /api/fusn/sesn/:sesnId/aply/excel: the applicants as an .xlsx, after a reason (SECURITY 17). */
export async function exportApplicants(db: TDb, actor: TActor, sesnId: number, body: TFusnIndvAplyExcelBody): Promise<TDownloadFile> {
  assertAdmin(actor);
  const sesn = await indvSesnItem(db, sesnId);
  return exportPersonalData(db, actor, {
    reason: body.reason,
    what: `개인 활동 신청자 목록 (${sesn.prgrmNm} ${sesn.sesnYmd} ${sesn.bgngTm})`,
    fileStem: `개인활동신청자_${sesn.sesnYmd}`,
    asciiStem: `fusion-applicants-${sesnId}`,
    sheet: '신청자',
    columns: COLUMNS,
    count: (tx) => countApplicants(tx, sesnId, body),
    rows: (tx, limit) => findApplicants(tx, sesnId, body, limit),
  });
}
