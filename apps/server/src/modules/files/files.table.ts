import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TFileSeqType } from '@portal/contract';
import { auditColumns } from '../../db/columns.js';

/**
 * Stored files (decision 012). TEMP: uploaded, not yet saved with a record (only its uploader
 * sees it); ACTIVE: claimed by the owning record's save; DELETED: removed, its bytes go with the
 * next sweep. Bytes live in storage under storage_key, never under a client-given name.
 */
export const atchFile = pgTable(
  'atch_file',
  {
    fileId: bigserial({ mode: 'number' }).primaryKey(),
    /** the upload group of one form (spec §3 fileModuleId) */
    fileModuleId: text().notNull(),
    fileNo: integer().notNull(),
    seqType: text().$type<TFileSeqType>().notNull(),
    /** the owning record, once claimed (a post id; for editor images `board:<postId>`) */
    seqId: text(),
    sttsCd: text({ enum: ['TEMP', 'ACTIVE', 'DELETED'] })
      .notNull()
      .default('TEMP'),
    storageKey: text().notNull(),
    orgFileNm: text().notNull(),
    fileSz: bigint({ mode: 'number' }).notNull(),
    fileExtn: text().notNull(),
    mimeType: text().notNull(),
    /** the uploader */
    regUserId: text().notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('atch_file_group_no_uq').on(t.fileModuleId, t.fileNo),
    uniqueIndex('atch_file_storage_key_uq').on(t.storageKey),
    index('atch_file_owner_idx').on(t.seqType, t.seqId),
    index('atch_file_stts_idx').on(t.sttsCd, t.registeredAt),
  ],
);
