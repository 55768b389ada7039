import {
  INTDCN_EXTRA_SHOWN,
  INTDCN_MESSAGES,
  INTDCN_PAGE,
  type TIntdcnPage,
  type TIntdcnPageAdm,
  type TIntdcnPageCd,
  type TIntdcnPageSaveParsed,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { imageAltOf, multiLine } from '../../lib/text.js';
import { AppError } from '../../plugins/app-error.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { imagePathOf, saveRecordImage } from '../files/index.js';
import { findIntdcnPage, lockIntdcnPageImage, type TIntdcnPageRow, upsertIntdcnPage } from './edu-intdcn.repo.js';

/** The page's own fields as stored; a value of another shape (a hand-edited row) reads as empty. */
function extraOf(pageCd: TIntdcnPageCd, extra: unknown) {
  const schema = INTDCN_EXTRA_SHOWN[pageCd];
  const parsed = schema.safeParse(extra);
  return parsed.success ? parsed.data : schema.parse({});
}

function toPage(row: TIntdcnPageRow): TIntdcnPageAdm {
  return {
    pageCd: row.pageCd,
    title: row.title,
    cn: row.cn,
    imageFileId: row.imageFileId,
    imagePath: imagePathOf(row.imageRef),
    imageAlt: row.imageAlt,
    extra: extraOf(row.pageCd, row.extra),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  } as TIntdcnPageAdm;
}

/** A page never seeded (a database without base data) still answers, with its name as the title. */
function emptyPage(pageCd: TIntdcnPageCd): TIntdcnPageAdm {
  return toPage({
    pageCd,
    title: INTDCN_PAGE[pageCd],
    cn: '',
    imageFileId: null,
    imageRef: null,
    imageAlt: null,
    extra: {},
    registeredBy: null,
    registeredAt: new Date(0),
    updatedBy: null,
    updatedAt: new Date(0),
  });
}

/** spec §2 /eduIntdcn/grts, crrMap, flrInfo: anyone may read. */
export async function getPublicIntdcnPage(db: TDb, pageCd: TIntdcnPageCd): Promise<TIntdcnPage> {
  const row = await findIntdcnPage(db, pageCd);
  return row ? toPage(row) : emptyPage(pageCd);
}

export async function getIntdcnPageForAdmin(db: TDb, actor: TActor, pageCd: TIntdcnPageCd): Promise<TIntdcnPageAdm> {
  assertAdmin(actor);
  const row = await findIntdcnPage(db, pageCd);
  return row ? toPage(row) : emptyPage(pageCd);
}

/** Strings of the page's own fields trimmed, empty ones left out (the floors keep their order). */
function cleanExtra(input: TIntdcnPageSaveParsed): Record<string, unknown> {
  if (input.pageCd === 'FLR_INFO') {
    return { floors: input.extra.floors.map((f) => ({ flrNm: f.flrNm, ...(multiLine(f.expln) && { expln: multiLine(f.expln)! }) })) };
  }
  return Object.fromEntries(
    Object.entries(input.extra as Record<string, string | undefined>)
      .map(([key, value]) => [key, multiLine(value)] as const)
      .filter(([, value]) => value !== null),
  );
}

/**
 * spec §2 admin eduIntdcnMng: the administrator edits the text, the image and the page's own
 * fields. The page keeps its image, or a new upload replaces it, or it is removed (the old one is deleted).
 */
export async function saveIntdcnPage(db: TDb, actor: TActor, pageCd: TIntdcnPageCd, input: TIntdcnPageSaveParsed): Promise<TIntdcnPageAdm> {
  assertAdmin(actor);
  if (input.pageCd !== pageCd) throw new AppError('BAD_REQUEST', 400, INTDCN_MESSAGES.pageMismatch);
  const row = await db.transaction(async (tx) => {
    const current = (await lockIntdcnPageImage(tx, pageCd))?.imageFileId ?? null;
    const imageFileId = await saveRecordImage(tx, { seqType: 'intdcnPage', recordId: pageCd, current, next: input.imageFileId, userId: actor.userId });
    const write = {
      pageCd,
      title: input.title,
      cn: multiLine(input.cn) ?? '',
      imageFileId,
      imageAlt: imageAltOf(imageFileId, input.imageAlt),
      extra: cleanExtra(input),
    };
    await upsertIntdcnPage(tx, write, actor.userId);
    return (await findIntdcnPage(tx, pageCd))!;
  });
  return toPage(row);
}
