import { formatSeoulDateTime, MBR_TYPE_AUTHRT, MEMBER_SEARCH_CND, USER_STTS, USER_TYPE, type TMemberExportRequest, type TMemberSearch } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import type { TDownloadFile, TXlsxColumn } from '../../lib/xlsx.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { exportPersonalData } from '../privacy-log/index.js';
import { countMembers, findMembersForExport, memberOrder, memberWhere, type TMemberExportRow } from './member-admin.repo.js';

const label = (codes: Record<string, string>, code: string | null | undefined) => (code ? (codes[code] ?? code) : '');

const COLUMNS: readonly TXlsxColumn<TMemberExportRow>[] = [
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
function describeFilter(f: TMemberSearch): string {
  const parts = [
    f.searchWrd && `${label(MEMBER_SEARCH_CND, f.searchCnd ?? 'ALL')} "${f.searchWrd}"`,
    f.userTypeCd && `회원 구분 ${label(USER_TYPE, f.userTypeCd)}`,
    f.mbrTypeAuthrt && `회원 유형 ${label(MBR_TYPE_AUTHRT, f.mbrTypeAuthrt)}`,
    f.userSttsCd && `상태 ${label(USER_STTS, f.userSttsCd)}`,
    (f.joinBgngYmd || f.joinEndYmd) && `가입일 ${f.joinBgngYmd ?? ''}~${f.joinEndYmd ?? ''}`,
  ].filter(Boolean);
  return `회원 목록 (조건: ${parts.length ? parts.join(', ') : '전체'})`;
}

/** SECURITY 17: an .xlsx of the filtered members with full data, after the reason (privacy-log exportPersonalData). */
export async function exportMembers(db: TDb, actor: TActor, input: TMemberExportRequest): Promise<TDownloadFile> {
  assertAdmin(actor);
  const { reason, sort, sortDir, ...filter } = input;
  const where = memberWhere(filter);
  return exportPersonalData(db, actor, {
    reason,
    what: describeFilter(input),
    fileStem: '회원목록',
    asciiStem: 'members',
    sheet: '회원 목록',
    columns: COLUMNS,
    count: (tx) => countMembers(tx, where, Number.MAX_SAFE_INTEGER),
    rows: (tx, limit) => findMembersForExport(tx, where, memberOrder(sort, sortDir), limit),
  });
}
