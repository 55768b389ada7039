import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';

/**
 * Career information (직업 정보, spec §2 /crrInsp/crrInfo): the jobs we author and ship, edited by
 * administrators. Families (JOB_FMLY) and work values (WORK_VALUE) are codes of the code tree; the
 * work-values test's scales use the same value codes, so a result meets the jobs.
 */
export const job = pgTable(
  'job',
  {
    /** stable: links, recommendations (srvcCd JOB) and the related jobs name it */
    jobCd: text().primaryKey(),
    jobNm: text().notNull(),
    aliases: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    jobFmlyCd: text().notNull(),
    /** Holland code, one to three of R I A S E C, strongest first */
    hollandCd: text().notNull(),
    valueCds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** what the job is */
    jobExpln: text().notNull(),
    /** what the work is like */
    workCn: text().notNull(),
    /** how to prepare, in words */
    prepCn: text().notNull(),
    majors: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certs: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sbjcts: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    relJobCds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    srcNote: text(),
    /** bigrams of the name and aliases (lib/bigram.ts): two-syllable Korean words find their jobs */
    srchTkns: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    useYn: ynColumn().notNull().default('Y'),
    sortSeq: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    index('job_srch_tkns_idx').using('gin', t.srchTkns),
    index('job_fmly_idx').on(t.jobFmlyCd),
    // the public list's order over the jobs in use: a page is read from the index, not sorted
    index('job_list_idx')
      .on(t.sortSeq, t.jobNm, t.jobCd)
      .where(sql`${t.useYn} = 'Y'`),
  ],
);
