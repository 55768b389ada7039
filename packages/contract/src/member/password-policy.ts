/**
 * SECURITY 10 password rule (KISA): three character kinds and at least 8 characters, or two kinds
 * and at least 10; long passphrases allowed; common passwords and ones containing the id or the
 * birth date refused. zod-free: the join form checks as the user types, the server checks again.
 */
export const PASSWORD_MAX_LENGTH = 64;

export const PASSWORD_MESSAGES = {
  rule: '비밀번호는 영문 대·소문자, 숫자, 특수문자 중 3종류 이상 8자 이상 또는 2종류 이상 10자 이상이어야 합니다.',
  tooLong: `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이하로 입력해 주세요.`,
  common: '쉽게 추측할 수 있는 비밀번호는 사용할 수 없습니다.',
  containsId: '비밀번호에 아이디를 포함할 수 없습니다.',
  containsBrdt: '비밀번호에 생년월일을 포함할 수 없습니다.',
  sequence: '같은 문자나 연속된 문자를 4번 이상 사용할 수 없습니다.',
  mismatch: '비밀번호가 일치하지 않습니다.',
} as const;

/** The most used passwords (lower-cased) that pass the kind rule; the rule itself stops the rest. */
const COMMON = new Set([
  'password1!',
  'p@ssw0rd',
  'p@ssword1',
  'password123',
  'passw0rd!',
  'qwer1234!',
  'qwer1234!@',
  'qwerty123!',
  '1q2w3e4r!',
  '1q2w3e4r5t',
  '1qaz2wsx!',
  'abcd1234!',
  'admin1234!',
  'iloveyou1!',
  'asdf1234!',
  'zxcv1234!',
  'a1234567!',
  'welcome1!',
  'sarang1234',
  'korea1234!',
  'dkssud1234',
  'qwer1234qwer',
  'q1w2e3r4!',
  'test1234!',
]);

function kinds(pswd: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(pswd)).length;
}

function hasRun(pswd: string): boolean {
  for (let i = 0; i + 3 < pswd.length; i++) {
    const c = [0, 1, 2, 3].map((k) => pswd.charCodeAt(i + k));
    const same = c.every((v) => v === c[0]);
    const up = c.every((v, k) => v === c[0]! + k);
    const down = c.every((v, k) => v === c[0]! - k);
    if (same || up || down) return true;
  }
  return false;
}

/** The first broken rule's message, or undefined when the password is acceptable. */
export function checkPasswordPolicy(pswd: string, who: { userId?: string | null; brdt?: string | null } = {}): string | undefined {
  const length = [...pswd].length;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const k = kinds(pswd);
  if (!((k >= 3 && length >= 8) || (k >= 2 && length >= 10))) return PASSWORD_MESSAGES.rule;
  const lower = pswd.toLowerCase();
  if (COMMON.has(lower)) return PASSWORD_MESSAGES.common;
  if (who.userId && who.userId.length >= 3 && lower.includes(who.userId.toLowerCase())) return PASSWORD_MESSAGES.containsId;
  if (who.brdt) {
    const [y, m, d] = who.brdt.split('-');
    if (y && m && d && [`${y}${m}${d}`, `${y.slice(2)}${m}${d}`, `${m}${d}${y.slice(2)}`].some((s) => pswd.includes(s))) return PASSWORD_MESSAGES.containsBrdt;
  }
  if (hasRun(pswd)) return PASSWORD_MESSAGES.sequence;
  return undefined;
}
