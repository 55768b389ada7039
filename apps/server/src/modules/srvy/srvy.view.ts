import { formatSrvyDt, srvyPhase, srvyQstnCount, type TSrvyItem, type TSrvyListItem } from '@portal/contract';
import { auditOf } from '../../db/columns.js';
import type { TSrvyRow } from './srvy.repo.js';

/** The meta every answer shows (admin and answering pages). */
export const srvyMetaOf = (row: TSrvyRow, now = new Date()) => ({
  srvyId: row.srvyId,
  srvyTtl: row.srvyTtl,
  srvyExpln: row.srvyExpln,
  bgngDt: formatSrvyDt(row.bgngDt),
  endDt: formatSrvyDt(row.endDt),
  trgtSeCd: row.trgtSeCd,
  trgtMbrTypes: row.trgtMbrTypes,
  trgtSchlTypes: row.trgtSchlTypes,
  anonYn: row.anonYn,
  rptYn: row.rptYn,
  pointTypeCd: row.pointTypeCd,
  sttsCd: row.sttsCd,
  phase: srvyPhase(row.sttsCd, row.bgngDt, row.endDt, now),
});

export const toSrvyListItem = (row: TSrvyRow): TSrvyListItem => ({
  ...srvyMetaOf(row),
  verNo: row.verNo,
  orgnSrvyId: row.orgnSrvyId,
  tmpltYn: row.tmpltYn,
  rspnsCnt: row.rspnsCnt,
  qstnCnt: srvyQstnCount(row.def),
  ...auditOf(row),
});

export const toSrvyItem = (row: TSrvyRow): TSrvyItem => ({ ...toSrvyListItem(row), def: row.def });
