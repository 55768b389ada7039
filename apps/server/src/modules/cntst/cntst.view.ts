import { cntstPhaseOf, type TCntstItem, type TCntstMyEntry, type TCntstPubItem } from '@portal/contract';
import type { TDbOrTx } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { imagePathOf } from '../files/index.js';
import { entryFiles } from './cntst.files.js';
import type { TCntstFullRow, TMyEntryRow } from './cntst.repo.js';

const iso = (d: Date) => d.toISOString();

/** The parts every answer about a contest shares. */
export function metaOf(row: TCntstFullRow) {
  return {
    cntstId: row.cntstId,
    cntstTtl: row.cntstTtl,
    posterImagePath: imagePathOf(row.posterRef),
    posterAlt: row.posterAlt,
    cntstExpln: row.cntstExpln,
    trgtMbrTypes: row.trgtMbrTypes,
    trgtSchlTypes: row.trgtSchlTypes,
    aplyBgngDt: iso(row.aplyBgngDt),
    aplyEndDt: iso(row.aplyEndDt),
    jdgBgngDt: iso(row.jdgBgngDt),
    jdgEndDt: iso(row.jdgEndDt),
    annDt: iso(row.annDt),
    teamYn: row.teamYn,
    maxTeamSize: row.maxTeamSize,
    aplyLimitCnt: row.aplyLimitCnt,
    entryForm: row.entryForm,
    prizes: row.prizes,
    sttsCd: row.sttsCd,
    phase: cntstPhaseOf(row),
  };
}

export const toItem = (row: TCntstFullRow): TCntstItem => ({
  ...metaOf(row),
  posterFileId: row.posterRef ? row.posterFileId : null,
  crtrs: row.crtrs,
  blindYn: row.blindYn,
  alcMode: row.alcMode,
  alcJdgCnt: row.alcJdgCnt,
  entryCnt: row.entryCnt,
  judgeCnt: row.judgeCnt,
  pblsDt: row.pblsDt ? iso(row.pblsDt) : null,
  ...auditOf(row),
});

export const toPubItem = (row: TCntstFullRow): TCntstPubItem => ({
  cntstId: row.cntstId,
  cntstTtl: row.cntstTtl,
  posterImagePath: imagePathOf(row.posterRef),
  posterAlt: row.posterAlt,
  trgtMbrTypes: row.trgtMbrTypes,
  trgtSchlTypes: row.trgtSchlTypes,
  aplyBgngDt: iso(row.aplyBgngDt),
  aplyEndDt: iso(row.aplyEndDt),
  annDt: iso(row.annDt),
  phase: cntstPhaseOf(row),
});

export async function toMyEntry(db: TDbOrTx, row: TMyEntryRow): Promise<TCntstMyEntry> {
  const phase = cntstPhaseOf(row.cntst);
  const published = row.cntst.sttsCd === 'PUBLISHED';
  return {
    entryId: row.entryId,
    cntstId: row.cntstId,
    cntstTtl: row.cntst.cntstTtl,
    phase,
    entryTtl: row.entryTtl,
    teamNm: row.teamNm,
    teamMbrs: row.teamMbrs,
    values: row.vals,
    atchFileModuleId: row.atchFileModuleId,
    files: await entryFiles(db, row),
    sttsCd: row.sttsCd,
    editable: row.sttsCd === 'SUBMIT' && phase === 'APLY',
    prizeNm: published && row.prizeId ? (row.cntst.prizes.find((p) => p.prizeId === row.prizeId)?.prizeNm ?? null) : null,
    regDt: iso(row.registeredAt),
    mdfcnDt: iso(row.updatedAt),
  };
}
