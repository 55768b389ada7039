import { seoulDate } from '../common/seoul-time.js';

/**
 * Account codes (spec §3, §4, §6; GLOSSARY). zod-free: the public first load imports them.
 * userTypeCd A uses the admin realm (/api); G, T, S the user realm (/icec/api).
 */
export const USER_TYPE = { A: '관리자', G: '일반회원', T: '교사', S: '학생' } as const;
export type TUserTypeCd = keyof typeof USER_TYPE;
export const USER_REALM_TYPES = ['G', 'T', 'S'] as const satisfies readonly TUserTypeCd[];

/**
 * Member-type authority (mbrTypeAuthrt). spec §6: ST01 and ST02 are the students, the only ones
 * who see points. The other codes are ours (GLOSSARY).
 */
export const MBR_TYPE_AUTHRT = {
  ST01: '학생(초·중학생)',
  ST02: '학생(고등학생)',
  TC01: '교사',
  GN01: '일반회원',
  PR01: '학부모',
  IM01: '기관 담당자',
  SF01: '교육원 직원',
  AD01: '관리자',
} as const;
export type TMbrTypeAuthrt = keyof typeof MBR_TYPE_AUTHRT;
export const STUDENT_MBR_TYPES = ['ST01', 'ST02'] as const satisfies readonly TMbrTypeAuthrt[];
export const isStudentMbrType = (code: string | null | undefined): boolean => code === 'ST01' || code === 'ST02';

/** The member types a visitor may choose on the join page, with the user type each gives. */
export const JOIN_MBR_TYPES = [
  { mbrTypeAuthrt: 'ST01', userTypeCd: 'S' },
  { mbrTypeAuthrt: 'ST02', userTypeCd: 'S' },
  { mbrTypeAuthrt: 'TC01', userTypeCd: 'T' },
  { mbrTypeAuthrt: 'PR01', userTypeCd: 'G' },
  { mbrTypeAuthrt: 'GN01', userTypeCd: 'G' },
] as const satisfies readonly { mbrTypeAuthrt: TMbrTypeAuthrt; userTypeCd: TUserTypeCd }[];

/** The admWrite form: staff and institution managers, admin realm after approval. */
export const ADM_JOIN_MBR_TYPES = ['SF01', 'IM01'] as const satisfies readonly TMbrTypeAuthrt[];

/** userSttsCd (issue 3: active, pending approval, locked, dormant, withdrawn). */
export const USER_STTS = {
  ACTV: '정상',
  PNDG: '승인 대기',
  LOCK: '잠금',
  DRMT: '휴면',
  WTDR: '탈퇴',
} as const;
export type TUserSttsCd = keyof typeof USER_STTS;

/** Administrator roles (manager page). SUPER may manage managers, access IPs and authority. */
export const ADM_ROLE = { SUPER: '최고 관리자', STAFF: '교육원 직원', INST: '기관 담당자' } as const;
export type TAdmRoleCd = keyof typeof ADM_ROLE;

/** spec §4 school types. */
export const SCHL_TYPE = { EL01: '초등학교', MD01: '중학교', HI01: '고등학교' } as const;
export type TSchlTypeCd = keyof typeof SCHL_TYPE;

/** Account types of the admin member list (`userMngDtl/list/:acntTypeCd`): one per user type. */
export const ACNT_TYPE = { S: '학생', T: '교사', G: '일반회원', A: '관리자' } as const;
export type TAcntTypeCd = keyof typeof ACNT_TYPE;

/** Social and partner login providers (spec §2 login callbacks). */
export const LOGIN_PROVIDERS = ['kakao', 'naver', 'google', 'majuon'] as const;
export type TLoginProvider = (typeof LOGIN_PROVIDERS)[number];

/** Age in full years on `today` (both YYYY-MM-DD, Asia/Seoul): SECURITY 16, under 14 needs a guardian. */
export function ageInFullYears(brdt: string, today: string = seoulDate()): number {
  const [by, bm, bd] = brdt.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const GUARDIAN_CONSENT_AGE = 14;

/**
 * spec §4: school type from age, counted Korean-style from the birth year plus one:
 * 14 up to under 17 gives MD01, 17 and over HI01, otherwise EL01 — unless one is already set.
 */
export function deriveSchlTypeCd(brdt: string | null | undefined, set: string | null | undefined, today: string = seoulDate()): string | null {
  if (set) return set;
  if (!brdt) return null;
  const age = Number(today.slice(0, 4)) - Number(brdt.slice(0, 4)) + 1;
  if (age >= 17) return 'HI01';
  if (age >= 14) return 'MD01';
  return 'EL01';
}

/** Shows the first characters of a login id and masks the rest (findId). */
export function maskUserId(userId: string): string {
  const keep = Math.min(3, Math.max(1, Math.floor(userId.length / 2)));
  return userId.slice(0, keep) + '*'.repeat(userId.length - keep);
}
