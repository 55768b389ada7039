/**
 * Personal information in user text (spec: titles, bodies and comments are refused when they
 * carry it): resident registration numbers and phone numbers. Zod-free; the server decides, the
 * web form may warn early with the same rule.
 */
export const PERSONAL_INFO_KINDS = { RRN: '주민등록번호', PHONE: '전화번호' } as const;
export type TPersonalInfoKind = keyof typeof PERSONAL_INFO_KINDS;

// Digits written full-width or separated by dots, spaces or hyphens count the same.
const normalize = (text: string) => text.normalize('NFKC').replace(/[\u200b-\u200d\u2060\ufeff]/g, '');

/** 6 birth digits (a real month and day), an optional separator, then 7 digits starting 1-8. */
const RRN = /(?<!\d)(\d{2})(\d{2})(\d{2})\s?[-.]?\s?([1-8])\d{6}(?!\d)/g;
/** Mobile (010, 011, 016-019) with or without separators; area numbers (02, 031...) and 070 with separators. */
const PHONE = [/(?<!\d)01[016-9][-.\s]?\d{3,4}[-.\s]?\d{4}(?!\d)/, /(?<!\d)0(?:2|[3-6][1-5]|70)[-.\s)]\s?\d{3,4}[-.\s]\d{4}(?!\d)/];

function hasRrn(text: string): boolean {
  for (const m of text.matchAll(RRN)) {
    const month = Number(m[2]);
    const day = Number(m[3]);
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) return true;
  }
  return false;
}

/** The kinds of personal information found in any of the texts (HTML is read as its text). */
export function findPersonalInfo(...texts: (string | null | undefined)[]): TPersonalInfoKind[] {
  const text = normalize(
    texts
      .filter(Boolean)
      .join('\n')
      .replace(/<[^>]*>/g, ' '),
  );
  const found: TPersonalInfoKind[] = [];
  if (hasRrn(text)) found.push('RRN');
  if (PHONE.some((re) => re.test(text))) found.push('PHONE');
  return found;
}
