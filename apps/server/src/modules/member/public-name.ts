import { isStudentMbrType, STUDENT_MBR_TYPES } from '@portal/contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client.js';
import { maskUserNm } from './member-mask.js';
import { mbr } from './member.table.js';

/*
 * Names on public pages (issue 14, decision 019): a member's name is shown masked (김*생) to
 * everyone but administrators, the member, and, for a student, the teachers of the student's
 * school. Names of administrator accounts (the centre's notices and answers) are shown as they are.
 * Every public list that shows who wrote or did something answers through `shownName`.
 */

/** What the rule needs of a writer: read in the list's own statement, joined with `writerJoin`. */
export const writerFactColumns = { wrtrTypeCd: mbr.userTypeCd, wrtrMbrTypeAuthrt: mbr.mbrTypeAuthrt, wrtrSchlCd: mbr.schlCd };

/** The join that brings `writerFactColumns` (a left join: a writer's row may be gone). */
export const writerJoin = (writerIdColumn: AnyPgColumn): [typeof mbr, SQL] => [mbr, eq(mbr.userId, writerIdColumn)];

export type TWriterFacts = { wrtrTypeCd: string | null; wrtrMbrTypeAuthrt: string | null; wrtrSchlCd: string | null };

/** Who is looking, as the rule needs it. */
export type TNameViewer = { userId: string | null; admin: boolean; teacherSchlCd: string | null };

export const ADMIN_NAME_VIEWER: TNameViewer = { userId: null, admin: true, teacherSchlCd: null };

/** The viewer of a public page; a teacher's school takes one lookup, nobody else's any. */
export async function nameViewerOf(db: TDbOrTx, user: { userId: string; userTypeCd: string } | null): Promise<TNameViewer> {
  if (!user) return { userId: null, admin: false, teacherSchlCd: null };
  if (user.userTypeCd !== 'T') return { userId: user.userId, admin: user.userTypeCd === 'A', teacherSchlCd: null };
  const [row] = await db.select({ schlCd: mbr.schlCd }).from(mbr).where(eq(mbr.userId, user.userId));
  return { userId: user.userId, admin: false, teacherSchlCd: row?.schlCd ?? null };
}

/** The name `viewer` may see of a writer (its id, stored name and facts). */
export function shownName(viewer: TNameViewer, writerId: string | null, name: string, facts: TWriterFacts): string {
  const self = writerId !== null && writerId === viewer.userId;
  if (viewer.admin || self || facts.wrtrTypeCd === 'A') return name;
  const ownStudent = viewer.teacherSchlCd !== null && isStudentMbrType(facts.wrtrMbrTypeAuthrt) && facts.wrtrSchlCd === viewer.teacherSchlCd;
  return ownStudent ? name : maskUserNm(name);
}

const writer = alias(mbr, 'name_writer');

/**
 * `shownName`'s full-name cases as a condition on rows written by `writerIdColumn`: a search by a
 * writer's name finds only the rows whose name the viewer sees in full (a masked name must not be
 * unmasked by searching for it). None for administrators.
 */
export function fullNameWhere(viewer: TNameViewer, writerIdColumn: AnyPgColumn): SQL | undefined {
  if (viewer.admin) return undefined;
  const ownStudent =
    viewer.teacherSchlCd === null ? undefined : and(eq(writer.schlCd, viewer.teacherSchlCd), inArray(writer.mbrTypeAuthrt, [...STUDENT_MBR_TYPES]));
  const self = viewer.userId === null ? undefined : eq(writerIdColumn, viewer.userId);
  const shownWriter = sql`exists (select 1 from ${mbr} as ${writer} where ${writer.userId} = ${writerIdColumn} and ${or(eq(writer.userTypeCd, 'A'), ownStudent)})`;
  return or(self, shownWriter);
}
