import type { TBmnexhlItem, TBmnexhlSaveParsed, TMnexhlSmnexhlCard, TSmnexhlItem, TSmnexhlSaveParsed } from '@portal/contract';
import { auditOf } from '../../db/columns.js';
import { imageAltOf, multiLine, orNull } from '../../lib/text.js';
import type { TBmnexhlRow, TBmnexhlWrite } from './bmnexhl.repo.js';
import type { bmnexhl, smnexhl } from './mnexhl.table.js';
import type { TSmnexhlRow, TSmnexhlWrite } from './smnexhl.repo.js';

/** A big hall as the public pages show it (the admin item adds its order, flag and audit). */
export const toBmnexhlView = (row: typeof bmnexhl.$inferSelect) => ({
  bmnexhlId: row.bmnexhlId,
  bmnexhlNm: row.bmnexhlNm,
  bmnexhlExpln: row.bmnexhlExpln,
  flrNm: row.flrNm,
  plcNm: row.plcNm,
  imagePath: row.imagePath,
  imageAlt: row.imageAlt,
  linkUrl: row.linkUrl,
});

/** A small hall's card on the public pages (the admin item adds the rest). */
export const toSmnexhlCard = (row: typeof smnexhl.$inferSelect): TMnexhlSmnexhlCard => ({
  smnexhlNo: row.smnexhlNo,
  smnexhlNm: row.smnexhlNm,
  smnexhlExpln: row.smnexhlExpln,
  dutyCrs: row.dutyCrs ?? [],
  imagePath: row.imagePath,
  imageAlt: row.imageAlt,
});

export const toBmnexhlItem = (row: TBmnexhlRow): TBmnexhlItem => ({
  ...toBmnexhlView(row),
  bmnexhlAtchFileId: row.bmnexhlAtchFileId,
  sortSeq: row.sortSeq,
  useYn: row.useYn,
  smnexhlCnt: row.smnexhlCnt,
  ...auditOf(row),
});

export const toSmnexhlItem = (row: TSmnexhlRow): TSmnexhlItem => ({
  ...toSmnexhlCard(row),
  smnexhlId: row.smnexhlId,
  bmnexhlId: row.bmnexhlId,
  bmnexhlNm: row.bmnexhlNm,
  actvCn: row.actvCn,
  linkUrl: row.linkUrl,
  smnexhlAtchFileId: row.smnexhlAtchFileId,
  sortSeq: row.sortSeq,
  useYn: row.useYn,
  ...auditOf(row),
});

/** The image's alt text is kept only with an image. */
const image = (input: { imagePath?: string; imageAlt?: string }) => ({
  imagePath: orNull(input.imagePath),
  imageAlt: imageAltOf(input.imagePath, input.imageAlt),
});

/** bmnexhlAtchFileId: the group the save keeps (the service decides it, see keptFileGroup). */
export const toBmnexhlWrite = (input: TBmnexhlSaveParsed, bmnexhlAtchFileId: string | null): TBmnexhlWrite => ({
  bmnexhlNm: input.bmnexhlNm,
  bmnexhlExpln: multiLine(input.bmnexhlExpln),
  flrNm: orNull(input.flrNm),
  plcNm: orNull(input.plcNm),
  ...image(input),
  linkUrl: orNull(input.linkUrl),
  bmnexhlAtchFileId,
  sortSeq: input.sortSeq,
  useYn: input.useYn,
});

export const toSmnexhlWrite = (input: TSmnexhlSaveParsed, smnexhlAtchFileId: string | null): TSmnexhlWrite => ({
  smnexhlNm: input.smnexhlNm,
  smnexhlExpln: multiLine(input.smnexhlExpln),
  dutyCrs: input.dutyCrs,
  actvCn: multiLine(input.actvCn),
  ...image(input),
  linkUrl: orNull(input.linkUrl),
  smnexhlAtchFileId,
  sortSeq: input.sortSeq,
  useYn: input.useYn,
});
