import type { TBmnexhlItem, TBmnexhlSaveParsed, TMnexhlSmnexhlCard, TSmnexhlItem, TSmnexhlSaveParsed } from '@portal/contract';
import { auditOf } from '../../db/columns.js';
import { multiLine, orNull } from '../../lib/text.js';
import { imagePathOf } from '../files/index.js';
import type { TBmnexhlRow, TBmnexhlViewRow, TBmnexhlWrite } from './bmnexhl.repo.js';
import type { TSmnexhlRow, TSmnexhlViewRow, TSmnexhlWrite } from './smnexhl.repo.js';

/** A big hall as the public pages show it (the admin item adds its order, flag and audit). */
export const toBmnexhlView = (row: TBmnexhlViewRow) => ({
  bmnexhlId: row.bmnexhlId,
  bmnexhlNm: row.bmnexhlNm,
  bmnexhlExpln: row.bmnexhlExpln,
  flrNm: row.flrNm,
  plcNm: row.plcNm,
  imagePath: imagePathOf(row.imageRef),
  imageAlt: row.imageAlt,
  linkUrl: row.linkUrl,
});

/** A small hall's card on the public pages (the admin item adds the rest). */
export const toSmnexhlCard = (row: TSmnexhlViewRow): TMnexhlSmnexhlCard => ({
  smnexhlNo: row.smnexhlNo,
  smnexhlNm: row.smnexhlNm,
  smnexhlExpln: row.smnexhlExpln,
  dutyCrs: row.dutyCrs ?? [],
  imagePath: imagePathOf(row.imageRef),
  imageAlt: row.imageAlt,
});

export const toBmnexhlItem = (row: TBmnexhlRow): TBmnexhlItem => ({
  ...toBmnexhlView(row),
  imageFileId: row.imageFileId,
  bmnexhlAtchFileId: row.bmnexhlAtchFileId,
  sortSeq: row.sortSeq,
  useYn: row.useYn,
  smnexhlCnt: row.smnexhlCnt,
  ...auditOf(row),
});

export const toSmnexhlItem = (row: TSmnexhlRow): TSmnexhlItem => ({
  ...toSmnexhlCard(row),
  imageFileId: row.imageFileId,
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

/** The image (the file id the service decided, see saveRecordImage); its alt text is kept only with it. */
const image = (imageFileId: number | null, imageAlt: string | undefined) => ({
  imageFileId,
  imageAlt: imageFileId === null ? null : orNull(imageAlt),
});

/** bmnexhlAtchFileId and imageFileId: what the save keeps (the service decides them, see keptFileGroup and saveRecordImage). */
export const toBmnexhlWrite = (input: TBmnexhlSaveParsed, bmnexhlAtchFileId: string | null, imageFileId: number | null): TBmnexhlWrite => ({
  bmnexhlNm: input.bmnexhlNm,
  bmnexhlExpln: multiLine(input.bmnexhlExpln),
  flrNm: orNull(input.flrNm),
  plcNm: orNull(input.plcNm),
  ...image(imageFileId, input.imageAlt),
  linkUrl: orNull(input.linkUrl),
  bmnexhlAtchFileId,
  sortSeq: input.sortSeq,
  useYn: input.useYn,
});

export const toSmnexhlWrite = (input: TSmnexhlSaveParsed, smnexhlAtchFileId: string | null, imageFileId: number | null): TSmnexhlWrite => ({
  smnexhlNm: input.smnexhlNm,
  smnexhlExpln: multiLine(input.smnexhlExpln),
  dutyCrs: input.dutyCrs,
  actvCn: multiLine(input.actvCn),
  ...image(imageFileId, input.imageAlt),
  linkUrl: orNull(input.linkUrl),
  smnexhlAtchFileId,
  sortSeq: input.sortSeq,
  useYn: input.useYn,
});
