import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FILE_EXTENSIONS_DEFAULT, TBoardAuthrt, TBoardSection } from '@portal/contract';
import { auditColumns, ynColumn } from '../../db/columns.js';

type TWriterAuthrt = Exclude<TBoardAuthrt, 'GUEST'>;
type TExtension = (typeof FILE_EXTENSIONS_DEFAULT)[number];

const emptyTexts = sql`'{}'::text[]`;

/** Boards (admin board page, spec §2): kind, section, rights per user type, attachment and feature switches. */
export const board = pgTable('board', {
  boardId: text().primaryKey(),
  boardNm: text().notNull(),
  boardExpln: text(),
  boardTypeCd: text({ enum: ['NOTICE', 'GENERAL', 'FAQ', 'QNA', 'GALLERY', 'DATA'] }).notNull(),
  section: text().$type<TBoardSection>().notNull(),
  /** BOARD_AUTHRT keys (GUEST, G, T, S); administrators always may */
  readAuthrt: text().array().$type<TBoardAuthrt[]>().notNull().default(emptyTexts),
  writeAuthrt: text().array().$type<TWriterAuthrt[]>().notNull().default(emptyTexts),
  cmntAuthrt: text().array().$type<TWriterAuthrt[]>().notNull().default(emptyTexts),
  atchFileYn: ynColumn().notNull().default('N'),
  atchFileCnt: integer().notNull().default(1),
  atchFileSzMb: integer().notNull().default(100),
  atchFileExtns: text().array().$type<TExtension[]>().notNull().default(emptyTexts),
  cmntYn: ynColumn().notNull().default('N'),
  likeYn: ynColumn().notNull().default('N'),
  secretYn: ynColumn().notNull().default('N'),
  noticeYn: ynColumn().notNull().default('N'),
  ctgrys: text().array().notNull().default(emptyTexts),
  useYn: ynColumn().notNull().default('Y'),
  /** visible (not hidden) posts, changed in the transaction of every insert, delete, hide, show and move (decision 013) */
  postCnt: integer().notNull().default(0),
  ...auditColumns,
});

export const post = pgTable(
  'post',
  {
    postId: bigserial({ mode: 'number' }).primaryKey(),
    boardId: text()
      .notNull()
      .references(() => board.boardId),
    ctgryNm: text(),
    postTtl: text().notNull(),
    /** sanitised HTML (SECURITY 2) */
    postCn: text().notNull(),
    /** the body's plain text: searched, checked for prohibited words and personal information */
    cnText: text().notNull(),
    noticeYn: ynColumn().notNull().default('N'),
    secretYn: ynColumn().notNull().default('N'),
    hideYn: ynColumn().notNull().default('N'),
    inqCnt: integer().notNull().default(0),
    likeCnt: integer().notNull().default(0),
    cmntCnt: integer().notNull().default(0),
    /** the upload group of the attachments (files module); it stays the post's when its files are all removed */
    atchFileModuleId: text(),
    /** saved attachments, recounted by every claim and removal */
    atchFileCnt: integer().notNull().default(0),
    /** Q&A answer: sanitised HTML, by an administrator */
    ansCn: text(),
    ansUserId: text(),
    ansDt: timestamp({ withTimezone: true }),
    /** the writer's name when the post was written */
    wrtrNm: text().notNull(),
    /** the writer (owner) of the post; registered_at is its regDt, updated_at its updDt */
    regUserId: text(),
    /** field-prefixed bigrams of title, body text and writer (lib/bigram.ts, decision 013) */
    srchTkns: text().array().notNull().default(emptyTexts),
    ...auditColumns,
  },
  (t) => [
    // lists and offset paging walk this index backwards (decision 013); ascending, so that its
    // backward order is exactly ORDER BY post_id DESC (a DESC NULLS LAST index would not serve it)
    index('post_list_idx').on(t.boardId, t.hideYn, t.noticeYn, t.postId),
    index('post_srch_tkns_idx').using('gin', t.srchTkns),
    // whose upload group is this (files: a group stays its post's)
    index('post_atch_file_module_idx').on(t.atchFileModuleId),
  ],
);

export const postCmnt = pgTable(
  'post_cmnt',
  {
    cmntId: bigserial({ mode: 'number' }).primaryKey(),
    postId: bigint({ mode: 'number' })
      .notNull()
      .references(() => post.postId, { onDelete: 'cascade' }),
    cmntCn: text().notNull(),
    wrtrNm: text().notNull(),
    regUserId: text(),
    ...auditColumns,
  },
  (t) => [index('post_cmnt_post_idx').on(t.postId, t.cmntId)],
);

/** One like per user and post: the key makes a double click one like (SECURITY 19). */
export const postLike = pgTable(
  'post_like',
  {
    postId: bigint({ mode: 'number' })
      .notNull()
      .references(() => post.postId, { onDelete: 'cascade' }),
    userId: text().notNull(),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);
