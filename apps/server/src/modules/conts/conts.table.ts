import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';
import { atchFile } from '../files/files.table.js';
import { fusnPrgrm } from '../fusn/fusn.table.js';
import { mbr } from '../member/member.table.js';

/**
 * Contents library (issue 20). A content (video, document, worksheet, link, hall guide) is written
 * by administrators (admin `contents`), mapped to classifications of the code tree, kept in
 * versions on every save, and shown to users once published and its publish time has come.
 * Members review contents and fusion programs (admin `contentReview`).
 */

const emptyTexts = sql`'{}'::text[]`;

export const conts = pgTable(
  'conts',
  {
    contsId: serial().primaryKey(),
    contsTtl: text().notNull(),
    /** code CONTS_KND: VIDEO 영상, DOC 문서, WKSHT 활동지, LINK 링크, HALL 전시관 안내 */
    contsKndCd: text().notNull(),
    /** a plain-text summary shown in lists and read by screen readers beside an embedded video */
    contsSmry: text().notNull(),
    /** editor HTML, sanitised */
    contsCn: text().notNull(),
    /**
     * the body's plain text (htmlToText, as its search tokens are computed), written by every save:
     * a search rechecks the word here, not in the HTML. Null on rows saved before it (migration
     * 0015), which the search rechecks in conts_cn until their next save.
     */
    contsText: text(),
    /** an external video's address (YouTube/Vimeo), embedded in privacy-enhanced mode */
    vdoUrl: text(),
    /** the video's transcript or spoken summary, for those who cannot hear or see it */
    vdoTrnscr: text(),
    /** files module: seqType contents (attachments), seqId the content */
    atchFileModuleId: text(),
    /** the card image: seqType contentsImage */
    thmbFileId: bigint({ mode: 'number' }).references(() => atchFile.fileId, { onDelete: 'set null' }),
    thmbAlt: text(),
    /** target school levels: EL01, MD01, HI01 (code SCHL_TYPE) */
    schlLvls: text().array().notNull(),
    /** DRAFT 작성 중, REVIEW 검토 중, PBLC 게시, ARCHV 보관 */
    sttsCd: text({ enum: ['DRAFT', 'REVIEW', 'PBLC', 'ARCHV'] })
      .notNull()
      .default('DRAFT'),
    /** a published content is shown from this instant on (scheduled publishing) */
    pblcDt: timestamp({ withTimezone: true }),
    /** the current version (conts_ver), raised by every save */
    verNo: integer().notNull().default(1),
    inqCnt: integer().notNull().default(0),
    /** bigrams of the title, summary and body text (lib/bigram.ts, decision 013) */
    srchTkns: text().array().notNull().default(emptyTexts),
    delYn: ynColumn().notNull().default('N'),
    ...auditColumns,
  },
  (t) => [
    index('conts_public_idx')
      .on(t.sttsCd, t.pblcDt, t.contsId)
      .where(sql`${t.delYn} = 'N'`),
    index('conts_srch_tkns_idx').using('gin', t.srchTkns),
    index('conts_schl_lvls_idx').using('gin', t.schlLvls),
  ],
);

/** A content's classifications: codes of the CONTS_CLSF tree, each at most once per content (spec §5). */
export const contsClsf = pgTable(
  'conts_clsf',
  {
    contsId: integer()
      .notNull()
      .references(() => conts.contsId, { onDelete: 'cascade' }),
    /** a leaf code of the CONTS_CLSF tree (competency area, theme, job family, hall) */
    clsfCd: text().notNull(),
    sortSeq: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contsId, t.clsfCd] }), index('conts_clsf_cd_idx').on(t.clsfCd, t.contsId)],
);

/** Every save of a content, as it was saved: compared side by side and restored (issue 20). */
export const contsVer = pgTable(
  'conts_ver',
  {
    contsId: integer()
      .notNull()
      .references(() => conts.contsId, { onDelete: 'cascade' }),
    verNo: integer().notNull(),
    /** the content's fields, classifications and attachment names as saved (contract TContsSnapshot) */
    snpsht: jsonb().notNull(),
    /** the fields this save changed, by their contract names */
    chgFlds: text().array().notNull().default(emptyTexts),
    /** the version this one restored, when it is a restore */
    rstrVerNo: integer(),
    registeredBy: text().notNull(),
    registeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contsId, t.verNo] })],
);

/**
 * A member's review of a content or of a fusion program: a rating of 1 to 5 and a text. One live
 * review per member and target; a hidden review (admin, with its reason) stops counting in averages.
 */
export const contsRevw = pgTable(
  'conts_revw',
  {
    revwId: serial().primaryKey(),
    /** CONTS a content, PRGRM a fusion program */
    trgtSeCd: text({ enum: ['CONTS', 'PRGRM'] }).notNull(),
    contsId: integer().references(() => conts.contsId, { onDelete: 'cascade' }),
    prgrmId: integer().references(() => fusnPrgrm.prgrmId, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => mbr.userId),
    rtng: smallint().notNull(),
    revwCn: text().notNull(),
    hideYn: ynColumn().notNull().default('N'),
    hideRsn: text(),
    /** the administrator's answer */
    ansCn: text(),
    ansBy: text(),
    ansAt: timestamp({ withTimezone: true }),
    delYn: ynColumn().notNull().default('N'),
    ...auditColumns,
  },
  (t) => [
    check('conts_revw_rtng_ck', sql`${t.rtng} between 1 and 5`),
    check(
      'conts_revw_trgt_ck',
      sql`(${t.trgtSeCd} = 'CONTS' and ${t.contsId} is not null and ${t.prgrmId} is null) or (${t.trgtSeCd} = 'PRGRM' and ${t.prgrmId} is not null and ${t.contsId} is null)`,
    ),
    uniqueIndex('conts_revw_live_conts_uq')
      .on(t.contsId, t.userId)
      .where(sql`${t.delYn} = 'N' and ${t.contsId} is not null`),
    uniqueIndex('conts_revw_live_prgrm_uq')
      .on(t.prgrmId, t.userId)
      .where(sql`${t.delYn} = 'N' and ${t.prgrmId} is not null`),
    index('conts_revw_list_idx').on(t.trgtSeCd, t.revwId),
  ],
);
