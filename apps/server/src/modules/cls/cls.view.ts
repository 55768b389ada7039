import { maxGrdOf, type TClsItem, type TClsSchool, type TSchlTchrItem, toYn } from '@portal/contract';
import type { TClsListRow, TTchrRow } from './cls.repo.js';

export const toClsSchool = (row: {
  neisSchlCd: string;
  schlNm: string;
  schlTypeCd: string;
  addr: string | null;
  telno: string | null;
  hmpgUrl: string | null;
}): TClsSchool => ({
  neisSchlCd: row.neisSchlCd,
  schlNm: row.schlNm,
  schlTypeCd: row.schlTypeCd,
  addr: row.addr,
  telno: row.telno,
  hmpgUrl: row.hmpgUrl,
  grdMax: maxGrdOf(row.schlTypeCd),
});

export const toClsItem = (row: TClsListRow, editable: boolean): TClsItem & { schlNm: string } => ({
  clsId: row.clsId,
  schlCd: row.schlCd,
  schlNm: row.schlNm,
  schlYr: row.schlYr,
  grd: row.grd,
  clsNo: row.clsNo,
  hmrmTchrId: row.hmrmTchrId,
  hmrmTchrNm: row.hmrmTchrNm,
  stdntCnt: row.stdntCnt,
  pndgCnt: row.pndgCnt,
  editYn: toYn(editable),
});

export const toTchrItem = (row: TTchrRow): TSchlTchrItem & { schlCd: string; schlNm: string } => ({
  userId: row.userId,
  userNm: row.userNm,
  schlCd: row.schlCd,
  schlNm: row.schlNm,
  sttsCd: row.sttsCd,
  crrTchrYn: row.crrTchrYn,
  rsvtMngrYn: row.rsvtMngrYn,
  reqAt: row.registeredAt.toISOString(),
  aprvAt: row.aprvAt?.toISOString() ?? null,
});
