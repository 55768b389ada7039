/**
 * Masking of personal data in admin lists (SECURITY 17, PIPC §8 minimum exposure): the detail shows
 * the full value and its view is logged; lists never carry it.
 */

/** 김철수 → 김*수, 홍길 → 홍*, 남궁민수 → 남**수; a one-letter name stays as it is. */
export function maskUserNm(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}

/** 010-1234-5678 → 010-****-5678; any other shape keeps only its last four digits. */
export function maskMblTelno(telno: string | null): string | null {
  if (!telno) return telno;
  const digits = telno.replace(/\D/g, '');
  if (digits.length < 8) return '*'.repeat(digits.length);
  const head = digits.slice(0, 3);
  const tail = digits.slice(-4);
  return `${head}-${'*'.repeat(digits.length - 7)}-${tail}`;
}

/** ab***@example.com: the first two characters of the local part stay (one of a two-letter part); no '@' gives ***. */
export function maskEmail(email: string | null): string | null {
  if (!email) return email;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}***${email.slice(at)}`;
}
