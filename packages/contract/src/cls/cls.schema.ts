import { z } from 'zod';
import { emptyAsUndefined, zPageOf, zSearchWrd } from '../common/adm-query.js';
import { ZId, zIntIn } from '../common/fields.js';
import { ZPageQuery } from '../common/paging.schema.js';
import { ZYn } from '../common/yn.js';
import { SCHOOL_MESSAGES } from '../school/school.schema.js';
import { CLS_MESSAGES as M } from './cls.messages.js';

/** Limits of the class fields (grade 1..6: the school type narrows it on the server). */
export const CLS_LIMITS = { grdMax: 6, clsNoMax: 30, stdntNoMax: 99, schlYrMin: 2000, schlYrMax: 2100, approveMax: 100 } as const;

export const ZSchlTchrSttsCd = z.enum(['PNDG', 'APRV']);
export type TSchlTchrSttsCd = z.infer<typeof ZSchlTchrSttsCd>;
export const ZClsStdntSttsCd = z.enum(['PNDG', 'APRV']);

const ZSchlYr = zIntIn(CLS_LIMITS.schlYrMin, CLS_LIMITS.schlYrMax, M.schlYr);
const ZNeisSchlCd = z
  .string({ error: SCHOOL_MESSAGES.neisSchlCd })
  .trim()
  .regex(/^\d{7}$/, SCHOOL_MESSAGES.neisSchlCd);
const ZUserIdParam = z.string().trim().min(1).max(50);

export const ZClsParams = z.object({ clsId: ZId });
export const ZClsUserParams = z.object({ userId: ZUserIdParam });
/** A school year to show; none: the current one (schlYrOf(today)). */
export const ZSchlYrQuery = z.object({ schlYr: emptyAsUndefined(ZSchlYr) });
export type TSchlYrQuery = z.infer<typeof ZSchlYrQuery>;
export type TSchlYrQueryInput = z.input<typeof ZSchlYrQuery>;

export const ZClsSchool = z.object({
  neisSchlCd: z.string(),
  schlNm: z.string(),
  schlTypeCd: z.string(),
  addr: z.string().nullable(),
  telno: z.string().nullable(),
  hmpgUrl: z.string().nullable(),
  /** the school type's last grade: 6 for primary schools, 3 otherwise */
  grdMax: z.number().int(),
});
export type TClsSchool = z.infer<typeof ZClsSchool>;

/** A class of a school year with its homeroom teacher and counts. */
export const ZClsItem = z.object({
  clsId: z.number().int(),
  schlCd: z.string(),
  schlYr: z.number().int(),
  grd: z.number().int(),
  clsNo: z.number().int(),
  hmrmTchrId: z.string().nullable(),
  hmrmTchrNm: z.string().nullable(),
  /** approved students */
  stdntCnt: z.number().int(),
  /** students waiting for this class (chose it at join) */
  pndgCnt: z.number().int(),
  /** Y: the caller may approve, move and register students of this class (homeroom, career teacher, administrator) */
  editYn: ZYn,
});
export type TClsItem = z.infer<typeof ZClsItem>;

export const ZSchlTchrItem = z.object({
  userId: z.string(),
  userNm: z.string(),
  sttsCd: ZSchlTchrSttsCd,
  crrTchrYn: ZYn,
  rsvtMngrYn: ZYn,
  /** when the teacher asked (ISO time) */
  reqAt: z.string(),
  aprvAt: z.string().nullable(),
});
export type TSchlTchrItem = z.infer<typeof ZSchlTchrItem>;

// ---- /icec/api/schlInfo ----

/** GET /icec/api/schlInfo: classes and teachers only for an approved teacher (empty otherwise). */
export const ZSchlInfo = z.object({
  schlYr: z.number().int(),
  /** the caller's request: null when the teacher has none (never asked or refused) */
  me: z.object({ sttsCd: ZSchlTchrSttsCd, crrTchrYn: ZYn, rsvtMngrYn: ZYn }).nullable(),
  schl: ZClsSchool.nullable(),
  classes: z.array(ZClsItem),
  /** approved and pending teachers of the school, pending first */
  teachers: z.array(ZSchlTchrItem),
});
export type TSchlInfo = z.infer<typeof ZSchlInfo>;

/** POST /icec/api/schlInfo/request: the school picked in the school search (GET /icec/api/schl/search). */
export const ZSchlJoinRequest = z.object({ neisSchlCd: ZNeisSchlCd });
export type TSchlJoinRequest = z.infer<typeof ZSchlJoinRequest>;
export type TSchlJoinRequestInput = z.input<typeof ZSchlJoinRequest>;

// ---- /icec/api/tchrDsgn ----

export const ZTchrDsgn = z.object({
  schlYr: z.number().int(),
  classes: z.array(ZClsItem),
  /** the approved teachers of the school */
  teachers: z.array(ZSchlTchrItem),
});
export type TTchrDsgn = z.infer<typeof ZTchrDsgn>;

/**
 * PUT /icec/api/tchrDsgn: the whole designation of a school year in one save: each class's homeroom
 * teacher (null: none), the reservation managers and the career teachers (at least one).
 */
export const ZTchrDsgnSave = z.object({
  schlYr: ZSchlYr,
  hmrm: z.array(z.object({ clsId: ZId, hmrmTchrId: ZUserIdParam.nullable() })).max(200),
  rsvtMngrIds: z.array(ZUserIdParam).max(200),
  crrTchrIds: z.array(ZUserIdParam).min(1, M.crrTchrRequired).max(200),
});
export type TTchrDsgnSave = z.infer<typeof ZTchrDsgnSave>;
export type TTchrDsgnSaveInput = z.input<typeof ZTchrDsgnSave>;

// ---- /icec/api/clsInfo ----

/** GET /icec/api/clsInfo/classes: the teacher's own classes; every class of the school for the career teacher. */
export const ZClsList = z.object({ schlYr: z.number().int(), crrTchrYn: ZYn, schl: ZClsSchool, classes: z.array(ZClsItem) });
export type TClsList = z.infer<typeof ZClsList>;

/** POST /icec/api/clsInfo/classes (career teacher). */
export const ZClsCreate = z.object({
  schlYr: ZSchlYr,
  grd: zIntIn(1, CLS_LIMITS.grdMax, M.grd(CLS_LIMITS.grdMax)),
  clsNo: zIntIn(1, CLS_LIMITS.clsNoMax, M.clsNo),
  hmrmTchrId: emptyAsUndefined(ZUserIdParam).transform((v) => v ?? null),
});
export type TClsCreate = z.infer<typeof ZClsCreate>;
export type TClsCreateInput = z.input<typeof ZClsCreate>;

export const ZRosterStudent = z.object({
  userId: z.string(),
  userNm: z.string(),
  stdntNo: z.number().int().nullable(),
  /** the account state (USER_STTS) */
  userSttsCd: z.string(),
  lastLoginAt: z.string().nullable(),
  eblcRegYn: ZYn,
  /** career activities of this school year */
  actvCnt: z.number().int(),
});
export type TRosterStudent = z.infer<typeof ZRosterStudent>;

export const ZRosterPending = z.object({
  userId: z.string(),
  userNm: z.string(),
  /** the grade and class as chosen at join */
  grd: z.number().int().nullable(),
  clsNm: z.string().nullable(),
  joinAt: z.string(),
});
export type TRosterPending = z.infer<typeof ZRosterPending>;

/** GET /icec/api/clsInfo/classes/:clsId: any approved teacher of the school (full names); logged in the personal-data access log. */
export const ZRoster = z.object({
  cls: ZClsItem.extend({ schlNm: z.string() }),
  students: z.array(ZRosterStudent),
  pending: z.array(ZRosterPending),
});
export type TRoster = z.infer<typeof ZRoster>;

/** POST /icec/api/clsInfo/classes/:clsId/approve: pending students with their numbers. */
export const ZClsApprove = z.object({
  students: z
    .array(z.object({ userId: ZUserIdParam, stdntNo: zIntIn(1, CLS_LIMITS.stdntNoMax, M.stdntNo) }))
    .min(1, M.studentsRequired)
    .max(CLS_LIMITS.approveMax),
});
export type TClsApprove = z.infer<typeof ZClsApprove>;
export type TClsApproveInput = z.input<typeof ZClsApprove>;

/** POST /icec/api/clsInfo/classes/:clsId/move: a student of this class to another class of the same school and year. */
export const ZClsMove = z.object({
  userId: ZUserIdParam,
  toClsId: ZId,
  /** the number in the new class; none: no number yet */
  stdntNo: emptyAsUndefined(zIntIn(1, CLS_LIMITS.stdntNoMax, M.stdntNo)).transform((v) => v ?? null),
});
export type TClsMove = z.infer<typeof ZClsMove>;
export type TClsMoveInput = z.input<typeof ZClsMove>;

export const ZClsResult = z.object({ result: z.literal('SUCCESS'), count: z.number().int() });
export type TClsResult = z.infer<typeof ZClsResult>;

/** A proposed promotion move: to grade+1 with the same class number; the last grade graduates (toGrd null). */
export const ZPromotionMove = z.object({
  userId: z.string(),
  userNm: z.string(),
  fromGrd: z.number().int(),
  fromClsNo: z.number().int(),
  stdntNo: z.number().int().nullable(),
  toGrd: z.number().int().nullable(),
  toClsNo: z.number().int().nullable(),
  /** Y: already in a class of the next year (left as it is by the promotion) */
  doneYn: ZYn,
});
export type TPromotionMove = z.infer<typeof ZPromotionMove>;

/** GET /icec/api/clsInfo/promotion?schlYr=: from schlYr (default: the current year) to schlYr + 1 (career teacher). */
export const ZPromotion = z.object({
  fromYr: z.number().int(),
  toYr: z.number().int(),
  moves: z.array(ZPromotionMove),
  /** classes of toYr the promotion will create */
  newClasses: z.array(z.object({ grd: z.number().int(), clsNo: z.number().int() })),
});
export type TPromotion = z.infer<typeof ZPromotion>;

export const ZPromote = z.object({ fromYr: ZSchlYr });
export type TPromote = z.infer<typeof ZPromote>;
export type TPromoteInput = z.input<typeof ZPromote>;
/** A promoted student whose number was already given in the new class: promoted without a number (the teacher gives one in the roster). */
export const ZPromoteClash = z.object({
  userId: z.string(),
  userNm: z.string(),
  toGrd: z.number().int(),
  toClsNo: z.number().int(),
  stdntNo: z.number().int(),
});
export const ZPromoteResult = z.object({
  createdClasses: z.number().int(),
  movedStudents: z.number().int(),
  graduated: z.number().int(),
  numberClashes: z.array(ZPromoteClash),
});
export type TPromoteResult = z.infer<typeof ZPromoteResult>;

// ---- admin /api/classes ----

export const ZClsMngListQuery = z.object({
  ...ZPageQuery.shape,
  schlCd: emptyAsUndefined(ZNeisSchlCd),
  schlYr: emptyAsUndefined(ZSchlYr),
  searchWrd: zSearchWrd(50).describe('part of the school name'),
});
export type TClsMngListQuery = z.infer<typeof ZClsMngListQuery>;
export type TClsMngListQueryInput = z.input<typeof ZClsMngListQuery>;
export const ZClsMngItem = ZClsItem.extend({ schlNm: z.string() });
export const ZClsMngListResponse = zPageOf(ZClsMngItem);
export type TClsMngListResponse = z.infer<typeof ZClsMngListResponse>;

export const ZClsMngTchrQuery = z.object({
  ...ZPageQuery.shape,
  schlCd: emptyAsUndefined(ZNeisSchlCd),
  sttsCd: emptyAsUndefined(ZSchlTchrSttsCd),
  searchWrd: zSearchWrd(50).describe('part of the school or teacher name'),
});
export type TClsMngTchrQuery = z.infer<typeof ZClsMngTchrQuery>;
export type TClsMngTchrQueryInput = z.input<typeof ZClsMngTchrQuery>;
export const ZClsMngTchrItem = ZSchlTchrItem.extend({ schlCd: z.string(), schlNm: z.string() });
export const ZClsMngTchrResponse = zPageOf(ZClsMngTchrItem);
export type TClsMngTchrResponse = z.infer<typeof ZClsMngTchrResponse>;

export const ZCrrTchrSave = z.object({ crrTchrYn: ZYn });
export type TCrrTchrSave = z.infer<typeof ZCrrTchrSave>;
export type TCrrTchrSaveInput = z.input<typeof ZCrrTchrSave>;
