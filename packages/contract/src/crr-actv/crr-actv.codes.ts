import { FILE_IMAGE_EXTENSIONS } from '../common/constants.js';

/**
 * Career activities (issue 18, spec §3, §5): three kinds. FUSN is written by the fusion issue from
 * attendance and is read-only here; SCHL is recorded by a teacher for a class or chosen students of
 * it; STDNT is a student's own record.
 */
export const ACTV_SE = { FUSN: '융합 진로활동', SCHL: '학교 진로활동', STDNT: '학생 진로활동' } as const;
export type TActvSeCd = keyof typeof ACTV_SE;
export const ACTV_SE_CDS = Object.keys(ACTV_SE) as [TActvSeCd, ...TActvSeCd[]];

/** The kinds written through the form (FUSN never: 403). */
export const WRITABLE_ACTV_SE = ['SCHL', 'STDNT'] as const satisfies readonly TActvSeCd[];

/** The list route's :upSection per kind (/crrActv/:upSection/:section/list, section 'actv'); any other value is not found. */
export const CRR_ACTV_UP_SECTIONS = { fusion: 'FUSN', schl: 'SCHL', stdnt: 'STDNT' } as const satisfies Record<string, TActvSeCd>;
export type TCrrActvUpSection = keyof typeof CRR_ACTV_UP_SECTIONS;
export const CRR_ACTV_SECTION = 'actv';

/** The activity's kind of a list route's segments, or null (the not-found page). */
export function actvSeOfRoute(upSection: string | undefined, section: string | undefined): TActvSeCd | null {
  if (section !== CRR_ACTV_SECTION || !upSection || !Object.hasOwn(CRR_ACTV_UP_SECTIONS, upSection)) return null;
  return CRR_ACTV_UP_SECTIONS[upSection as TCrrActvUpSection];
}

/** The list route of a kind. */
export function crrActvListPath(actvSeCd: TActvSeCd): string {
  const upSection = (Object.keys(CRR_ACTV_UP_SECTIONS) as TCrrActvUpSection[]).find((key) => CRR_ACTV_UP_SECTIONS[key] === actvSeCd)!;
  return `/crrActv/${upSection}/${CRR_ACTV_SECTION}/list`;
}

/** spec §3: the title of an activity follows its kind. */
export const CRR_ACTV_TTL_LABEL = { FUSN: '체험 활동명', SCHL: '학교 활동명', STDNT: '활동명' } as const satisfies Record<TActvSeCd, string>;

/** The form's labels (spec §3 career activity fields); actvNm's label is CRR_ACTV_TTL_LABEL of the kind. */
export const CRR_ACTV_FIELD_LABELS = {
  schlNm: '학교명',
  grd: '학년',
  actvYmd: '활동일',
  actvNm: '활동명',
  actvPrps: '활동 목적',
  actvPlc: '활동 장소',
  actvDgstfn: '만족도',
  dutyCr: '관련 직무(직업)',
  actvCn: '활동 내용',
  actvOpnn: '활동 소감',
} as const;

/** design.md "Shared rules": the lengths of the form's texts (characters, spec §5 counts characters). */
export const CRR_ACTV_LIMITS = {
  schlNm: 100,
  grdMin: 1,
  grdMax: 6,
  actvNmMin: 2,
  actvNm: 100,
  actvPrps: 500,
  actvPlc: 100,
  dutyCr: 100,
  actvCnMin: 50,
  actvCn: 2000,
  actvOpnnMin: 50,
  actvOpnn: 2000,
  /** chosen students of one SCHL activity (a class is at most this size) */
  stdnts: 60,
} as const;

/** Code group ACTV_DGSTFN (the satisfaction): the code tree holds the same values (crr-actv seeder). */
export const ACTV_DGSTFN_GROUP = 'ACTV_DGSTFN';
export const ACTV_DGSTFN = { '5': '매우 만족', '4': '만족', '3': '보통', '2': '불만족', '1': '매우 불만족' } as const;
export type TActvDgstfnCd = keyof typeof ACTV_DGSTFN;
export const ACTV_DGSTFN_CDS = ['5', '4', '3', '2', '1'] as const satisfies readonly TActvDgstfnCd[];

/** Attachments of an activity (file owner crrActv): photos and a report. */
export const CRR_ACTV_FILE_LIMITS = {
  maxCount: 5,
  maxSizeMb: 20,
  extensions: [...FILE_IMAGE_EXTENSIONS, 'pdf', 'hwp', 'hwpx', 'doc', 'docx', 'ppt', 'pptx'] as readonly string[],
} as const;

/** The file seq type of an activity's attachments. */
export const CRR_ACTV_SEQ_TYPE = 'crrActv';

/** The point ledger's key of a STDNT activity's CRR credit (spec §9; withdrawn when it is deleted). */
export const crrActvPointKey = (crrActvId: number) => `crrActv:${crrActvId}`;
