import type { TMnexhlBmnexhl, TMnexhlBmnexhlDetail, TMnexhlBmnexhlList, TMnexhlSmnexhl } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { withoutOwners } from '../files/index.js';
import { findActiveBmnexhl, findActiveBmnexhls } from './bmnexhl.repo.js';
import { hallFiles } from './mnexhl.files.js';
import { toBmnexhlView, toSmnexhlCard } from './mnexhl.mapper.js';
import type { TBmnexhlViewRow } from './bmnexhl.repo.js';
import { findActiveSmnexhlByNo, findActiveSmnexhlsOf, type TSmnexhlViewRow } from './smnexhl.repo.js';

const toBmnexhl = (row: TBmnexhlViewRow, smnexhls: TSmnexhlViewRow[]): TMnexhlBmnexhl => ({
  ...toBmnexhlView(row),
  smnexhlList: smnexhls.filter((s) => s.bmnexhlId === row.bmnexhlId).map(toSmnexhlCard),
});

/**
 * The public hall pages (spec §2 /eduIntdcn/mnexhlIntdcn, flrInfo, /infoGd/crrFusionActvMnexhl):
 * switched-on big halls, each with its switched-on small halls. A centre has a handful of halls,
 * so the whole list is one answer.
 */
export async function listPublicBmnexhls(db: TDb): Promise<TMnexhlBmnexhlList> {
  const halls = await findActiveBmnexhls(db);
  const smnexhls = await findActiveSmnexhlsOf(
    db,
    halls.map((h) => h.bmnexhlId),
  );
  return { list: halls.map((h) => toBmnexhl(h, smnexhls)) };
}

/** A switched-off big hall is not found; its page lists its attachments. */
export async function getPublicBmnexhl(db: TDb, bmnexhlId: number): Promise<TMnexhlBmnexhlDetail> {
  const hall = await findActiveBmnexhl(db, bmnexhlId);
  if (!hall) throw AppError.notFound();
  return {
    ...toBmnexhl(hall, await findActiveSmnexhlsOf(db, [bmnexhlId])),
    files: withoutOwners(await hallFiles(db, 'bmnexhl', hall.bmnexhlId, hall.bmnexhlAtchFileId)),
  };
}

/**
 * spec §2 /eduIntdcn/smnexhlIntdcnView/:bmnexhlId/:bmnexhlNm/:bmnexhlNo: found by the big hall's
 * id and the small hall's number; the name in the page path is for the location only, and the
 * page moves to the canonical path when it differs. Switched off (either hall) is not found.
 */
export async function getPublicSmnexhl(db: TDb, bmnexhlId: number, smnexhlNo: number): Promise<TMnexhlSmnexhl> {
  const row = await findActiveSmnexhlByNo(db, bmnexhlId, smnexhlNo);
  if (!row) throw AppError.notFound();
  const siblings = await findActiveSmnexhlsOf(db, [bmnexhlId]);
  return {
    ...toSmnexhlCard(row),
    bmnexhlId: row.bmnexhlId,
    bmnexhlNm: row.bmnexhlNm,
    actvCn: row.actvCn,
    linkUrl: row.linkUrl,
    siblings: siblings.map((s) => ({ smnexhlNo: s.smnexhlNo, smnexhlNm: s.smnexhlNm })),
    files: withoutOwners(await hallFiles(db, 'smnexhl', row.smnexhlId, row.smnexhlAtchFileId)),
  };
}
