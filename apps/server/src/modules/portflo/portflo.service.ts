import {
  isStudentMbrType,
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
import { assertStudentReader, assertTeacher, studentsOfClass, type TStudentAccess } from '../cls/index.js';
import { findMember, type TMemberRow } from '../member/index.js';
import { balanceOf, earnedTotalOf } from '../point/index.js';
import { assertCleanUserTexts } from '../prhbwd/index.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { byYear, latestPerTest, recordsOf } from './portflo.data.js';
import { countFusion, findActvDtlsOf, findClassesOf, findFusionPage, findSettings, upsertSettings } from './portflo.repo.js';

/** A student whose records are read, their account row, and the reader's right to them. */
export type TReadStudent = { userId: string; userNm: string; access: TStudentAccess; member: TMemberRow };

/**
 * Whose records: without userId the caller's own (students only); with it, the cls rule of who may
 * read a student (403 for anyone else and for an unknown id alike). A teacher's or an
 * administrator's read goes to the personal-data access log (SECURITY 17) as `what`.
 */
export async function readStudent(db: TDb, actor: TActor, userId: string | undefined, what: string): Promise<TReadStudent> {
  if (userId === undefined && (actor.userTypeCd !== 'S' || !isStudentMbrType(actor.mbrTypeAuthrt))) throw AppError.forbidden(M.studentOnly);
  const studentId = userId ?? actor.userId;
  const access = await assertStudentReader(db, actor, studentId);
  const member = await findMember(db, studentId);
  if (!member) throw AppError.forbidden(M.studentOnly);
  if (access !== 'SELF') await logPersonalDataAccess(db, actor, { actnCd: 'VIEW', trgtUserId: studentId, trgtDesc: what });
  return { userId: studentId, userNm: member.userNm ?? '', access, member };
}

const settingsOf = async (db: TDb, userId: string): Promise<TPortfloSettings> => {
  const row = await findSettings(db, userId);
  return { slfIntrcn: row?.slfIntrcn ?? null, goal: row?.goal ?? null, hiddenSections: (row?.hiddenSections ?? []) as TPortfloSection[] };
};

/** GET view: the portfolio; a reader other than the student gets null for each hidden section. `what`: the access log's words. */
export async function viewPortflo(db: TDb, actor: TActor, userId: string | undefined, what = '포트폴리오 조회'): Promise<TPortfloView> {
  const student = await readStudent(db, actor, userId, what);
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
      { field: 'slfIntrcn', label: '자기소개', text: body.slfIntrcn },
      { field: 'goal', label: '진로 목표', text: body.goal },
    ],
    { personalInfoMessage: (kinds) => `개인정보(${kinds})는 포트폴리오에 적을 수 없습니다.` },
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
  const student = await readStudent(db, actor, userId, '진로활동 상세 조회');
  const settings = await settingsOf(db, student.userId);
  if (student.access !== 'SELF' && settings.hiddenSections.includes('ACTV')) return { userId: student.userId, years: null };
  return { userId: student.userId, years: byYear(await findActvDtlsOf(db, student.userId)) };
}

/** GET fusionActv/:userId: the student's fusion activities (spec §6 portfloMng lands here), paged. */
export async function listFusionActv(db: TDb, actor: TActor, userId: string, query: TPageQuery): Promise<TPortfloFusionList> {
  const student = await readStudent(db, actor, userId, '융합 진로활동 목록 조회');
  const page = await pageOf(query, countFusion(db, student.userId), (offset, limit) => findFusionPage(db, student.userId, offset, limit));
  return { ...page, userId: student.userId, userNm: student.userNm };
}

/** GET hstry: the career history, one entry per school year (tests, activities, programs, awards), newest first. */
export async function careerHistory(db: TDb, actor: TActor, userId: string | undefined): Promise<TPortfloHstry> {
  const student = await readStudent(db, actor, userId, '진로이력 조회');
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

/** GET stdnts: a teacher's school's classes of a year with their approved students, to pick whose history to read. */
export async function historyStudents(db: TDb, actor: TActor, schlYr = schlYrOf()): Promise<TPortfloStdnts> {
  const teacher = await assertTeacher(db, actor);
  const classes = await findClassesOf(db, teacher.schlCd, schlYr);
  return { schlYr, classes: await Promise.all(classes.map(async (c) => ({ ...c, students: await studentsOfClass(db, c.clsId) }))) };
}
