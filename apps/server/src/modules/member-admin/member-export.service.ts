import {
  checkExportReason,
  formatSeoulDateTime,
  MBR_TYPE_AUTHRT,
  MEMBER_ADMIN_MESSAGES,
  MEMBER_EXPORT_MAX_ROWS,
  MEMBER_SEARCH_CND,
  memberExportFileName,
  seoulDate,
  USER_STTS,
  USER_TYPE,
  type TMemberExportRequest,
  type TMemberSearch,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { toCsv } from './csv.js';
import { countMembers, findMembersForExport, memberOrder, memberWhere, type TMemberExportRow } from './member-admin.repo.js';

const label = (codes: Record<string, string>, code: string | null | undefined) => (code ? (codes[code] ?? code) : '');

const COLUMNS: readonly [string, (r: TMemberExportRow) => string | number | null][] = [
  ['아이디', (r) => r.userId],
  ['이름', (r) => r.userNm],
  ['회원 구분', (r) => label(USER_TYPE, r.userTypeCd)],
  ['회원 유형', (r) => label(MBR_TYPE_AUTHRT, r.mbrTypeAuthrt)],
  ['상태', (r) => label(USER_STTS, r.userSttsCd)],
  ['생년월일', (r) => r.brdt],
  ['이메일', (r) => r.email],
  ['휴대전화', (r) => r.mblTelno],
  ['우편번호', (r) => r.zip],
  ['주소', (r) => r.addr],
  ['상세주소', (r) => r.addrDtl],
  ['학교', (r) => r.schlNm],
  ['학년', (r) => r.grd],
  ['반', (r) => r.clsNm],
  ['기관', (r) => r.instNm],
  ['가입일시', (r) => formatSeoulDateTime(r.joinAt)],
  ['최근 로그인', (r) => formatSeoulDateTime(r.lastLoginAt)],
];

/** The filter in words, for the access log (SECURITY 17: what was exported). */
function describeFilter(f: TMemberSearch, count: number): string {
  const parts = [
    f.searchWrd && `${label(MEMBER_SEARCH_CND, f.searchCnd ?? 'ALL')} "${f.searchWrd}"`,
    f.userTypeCd && `회원 구분 ${label(USER_TYPE, f.userTypeCd)}`,
    f.mbrTypeAuthrt && `회원 유형 ${label(MBR_TYPE_AUTHRT, f.mbrTypeAuthrt)}`,
    f.userSttsCd && `상태 ${label(USER_STTS, f.userSttsCd)}`,
    (f.joinBgngYmd || f.joinEndYmd) && `가입일 ${f.joinBgngYmd ?? ''}~${f.joinEndYmd ?? ''}`,
  ].filter(Boolean);
  return `회원 목록 내보내기 ${count}건 (조건: ${parts.length ? parts.join(', ') : '전체'})`;
}

/** fileName in Korean; asciiFileName for clients that do not read RFC 6266 filename*. */
export type TMemberExport = { fileName: string; asciiFileName: string; csv: string };

/**
 * SECURITY 17: a CSV of the filtered members with full data, only with a reason, at most
 * MEMBER_EXPORT_MAX_ROWS rows; the export and its log row are read and written in one transaction.
 */
export async function exportMembers(db: TDb, actor: TActor, input: TMemberExportRequest): Promise<TMemberExport> {
  assertAdmin(actor);
  const { reason, sort, sortDir, ...filter } = input;
  const reasonError = checkExportReason(reason);
  if (reasonError) throw new AppError('VALIDATION', 400, reasonError, { fieldErrors: { reason: reasonError } });
  const where = memberWhere(filter);
  return db.transaction(async (tx) => {
    const count = await countMembers(tx, where, Number.MAX_SAFE_INTEGER);
    if (count > MEMBER_EXPORT_MAX_ROWS) throw new AppError('EXPORT_TOO_MANY', 400, MEMBER_ADMIN_MESSAGES.exportTooMany(count, MEMBER_EXPORT_MAX_ROWS));
    const rows = await findMembersForExport(tx, where, memberOrder(sort, sortDir), MEMBER_EXPORT_MAX_ROWS);
    await logPersonalDataAccess(tx, actor, { actnCd: 'EXPORT', trgtDesc: describeFilter(input, rows.length), reason: reason!.trim() });
    const today = seoulDate();
    return {
      fileName: memberExportFileName(today),
      asciiFileName: `members_${today.replaceAll('-', '')}.csv`,
      csv: toCsv(
        COLUMNS.map(([title]) => title),
        rows.map((r) => COLUMNS.map(([, value]) => value(r))),
      ),
    };
  });
}
