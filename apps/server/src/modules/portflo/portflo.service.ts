import {
  checkExportReason,
  isStudentMbrType,
  PORTFLO_LOG,
  PORTFLO_MESSAGES as M,
  PORTFLO_SECTIONS,
  schlYrOf,
  type TPageQuery,
  type TPortfloActvDtls,
  type TPortfloFusionList,
  type TPortfloHstry,
  type TPortfloSection,
  type TPortfloSettings,
  type TPortfloSettingsSave,
  type TPortfloStdnts,
  type TPortfloView,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { assertStudentReader, assertTeacher, type TStudentAccess } from '../cls/index.js';
import { findMember, type TMemberRow } from '../member/index.js';
import { balanceOf, earnedTotalOf } from '../point/index.js';
import { assertCleanUserTexts } from '../prhbwd/index.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { byYear, latestPerTest, recordsOf } from './portflo.data.js';
import { countFusion, findActvDtlsOf, findFusionPage, findSettings, findTeacherRoster, upsertSettings } from './portflo.repo.js';

/** A student whose records are read, their account row, and the reader's right to them. */
export type TReadStudent = { userId: string; userNm: string; access: TStudentAccess; member: TMemberRow };

/** How a read by someone other than the student is logged (SECURITY 17): what, and for a download (the PDF) the reader's reason. */
export type TReadLog = { what: string; download?: { reason: string | undefined } };

/** A download of a student's records by another reader asks a reason, as every export does (SECURITY 17). */
function downloadReason(reason: string | undefined): string {
  const error = checkExportReason(reason);
  if (error) throw new AppError('VALIDATION', 400, error, { fieldErrors: { reason: error } });
  return reason!.trim();
}

/**
 * Whose records: without userId the caller's own (students only); with it, the cls rule of who may
 * read a student (403 for anyone else and for an unknown id alike). A teacher's or an
 * administrator's read goes to the personal-data access log (SECURITY 17): VIEW, or DOWNLOAD with a reason.
 */
export async function readStudent(db: TDb, actor: TActor, userId: string | undefined, log: TReadLog): Promise<TReadStudent> {
  if (userId === undefined && (actor.userTypeCd !== 'S' || !isStudentMbrType(actor.mbrTypeAuthrt))) throw AppError.forbidden(M.studentOnly);
  const studentId = userId ?? actor.userId;
  const access = await assertStudentReader(db, actor, studentId);
  const member = await findMember(db, studentId);
  if (!member) throw AppError.forbidden(M.studentOnly);
  if (access !== 'SELF') {
    const reason = log.download ? downloadReason(log.download.reason) : null;
    await logPersonalDataAccess(db, actor, { actnCd: log.download ? 'DOWNLOAD' : 'VIEW', trgtUserId: studentId, trgtDesc: log.what, reason });
  }
  return { userId: studentId, userNm: member.userNm ?? '', access, member };
}

const settingsOf = async (db: TDb, userId: string): Promise<TPortfloSettings> => {
  const row = await findSettings(db, userId);
  return { slfIntrcn: row?.slfIntrcn ?? null, goal: row?.goal ?? null, hiddenSections: (row?.hiddenSections ?? []) as TPortfloSection[] };
};

/** GET view: the portfolio; a reader other than the student gets null for each hidden section. `log`: how another reader's read is logged. */
export async function viewPortflo(db: TDb, actor: TActor, userId: string | undefined, log: TReadLog = { what: PORTFLO_LOG.view }): Promise<TPortfloView> {
  const student = await readStudent(db, actor, userId, log);
  const own = student.access === 'SELF';
  const member = student.member;
  const [settings, records, earned, balance] = await Promise.all([
    settingsOf(db, student.userId),
    recordsOf(db, student.userId),
    earnedTotalOf(db, student.userId),
    balanceOf(db, student.userId),
  ]);
  const shown = (section: TPortfloSection) => own || !settings.hiddenSections.includes(section);
  const when = <T>(section: TPortfloSection, value: T): T | null => (shown(section) ? value : null);
  return {
    userId: student.userId,
    userNm: student.userNm,
    own,
    settings: own ? settings : { ...settings, hiddenSections: [] },
    profile: when('PRFL', { schlNm: member.schlNm, grd: member.grd, clsNm: member.clsNm }),
    insp: when('INSP', latestPerTest(records.insp)),
    actv: when('ACTV', byYear(records.actv)),
    prgrm: when('PRGRM', records.prgrm),
    cntst: when('CNTST', records.cntst),
    point: when('POINT', { earned, balance }),
  };
}

/** PUT settings: the student's own only, their texts checked as every user text is (prohibited words, personal information). */
export async function savePortfloSettings(db: TDb, actor: TActor, body: TPortfloSettingsSave): Promise<TPortfloSettings> {
  if (actor.userTypeCd !== 'S' || !isStudentMbrType(actor.mbrTypeAuthrt)) throw AppError.forbidden(M.settingsOwnOnly);
  await assertCleanUserTexts(
    db,
    [
      { field: 'slfIntrcn', label: M.slfIntrcnLabel, text: body.slfIntrcn },
      { field: 'goal', label: M.goalLabel, text: body.goal },
    ],
    { personalInfoMessage: M.personalInfo },
  );
  // kept in the order of the page, whatever order they were ticked in
  const hiddenSections = (Object.keys(PORTFLO_SECTIONS) as TPortfloSection[]).filter((s) => body.hiddenSections.includes(s));
  await db.transaction((tx) => upsertSettings(tx, actor.userId, { slfIntrcn: body.slfIntrcn, goal: body.goal, hiddenSections }));
  return settingsOf(db, actor.userId);
}

/**
 * GET actv/:userId (administrators): every field of each activity by school year, for the admin
 * portfolio page; the student's choice to hide the section holds here as on the view.
 */
export async function actvDetails(db: TDb, actor: TActor, userId: string): Promise<TPortfloActvDtls> {
  const student = await readStudent(db, actor, userId, { what: PORTFLO_LOG.actvDtls });
  const settings = await settingsOf(db, student.userId);
  if (student.access !== 'SELF' && settings.hiddenSections.includes('ACTV')) return { userId: student.userId, years: null };
  return { userId: student.userId, years: byYear(await findActvDtlsOf(db, student.userId)) };
}

/** GET fusionActv/:userId: the student's fusion activities (spec §6 portfloMng lands here), paged. */
export async function listFusionActv(db: TDb, actor: TActor, userId: string, query: TPageQuery): Promise<TPortfloFusionList> {
  const student = await readStudent(db, actor, userId, { what: PORTFLO_LOG.fusion });
  const page = await pageOf(query, countFusion(db, student.userId), (offset, limit) => findFusionPage(db, student.userId, offset, limit));
  return { ...page, userId: student.userId, userNm: student.userNm };
}

/** GET hstry: the career history, one entry per school year (tests, activities, programs, awards), newest first. */
export async function careerHistory(db: TDb, actor: TActor, userId: string | undefined): Promise<TPortfloHstry> {
  const student = await readStudent(db, actor, userId, { what: PORTFLO_LOG.hstry });
  const records = await recordsOf(db, student.userId);
  const awards = records.cntst.filter((c) => c.prizeNm !== null);
  const years = [...new Set([...records.insp, ...records.actv, ...records.prgrm, ...awards].map((r) => r.schlYr))].sort((a, b) => b - a);
  return {
    userId: student.userId,
    userNm: student.userNm,
    years: years.map((schlYr) => ({
      schlYr,
      insp: records.insp.filter((r) => r.schlYr === schlYr),
      actv: records.actv.filter((r) => r.schlYr === schlYr),
      prgrm: records.prgrm.filter((r) => r.schlYr === schlYr),
      awards: awards.filter((r) => r.schlYr === schlYr),
    })),
  };
}

/**
 * GET stdnts: a teacher's classes of a year (cls classesOfTeacher's rule: homeroom classes, all the
 * school's for the career teacher) with their approved students, to pick whose history to read; a list of students' names, so it goes to the access log (SECURITY 17).
 */
export async function historyStudents(db: TDb, actor: TActor, schlYr = schlYrOf()): Promise<TPortfloStdnts> {
  const teacher = await assertTeacher(db, actor);
  const classes = new Map<number, TPortfloStdnts['classes'][number]>();
  let students = 0;
  for (const row of await findTeacherRoster(db, teacher, schlYr)) {
    const entry = classes.get(row.clsId) ?? { clsId: row.clsId, grd: row.grd, clsNo: row.clsNo, students: [] };
    classes.set(row.clsId, entry);
    if (row.userId === null) continue;
    entry.students.push({ userId: row.userId, userNm: row.userNm ?? '', stdntNo: row.stdntNo });
    students += 1;
  }
  await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtDesc: `${PORTFLO_LOG.stdnts(schlYr)} ${students}명` });
  return { schlYr, classes: [...classes.values()] };
}
