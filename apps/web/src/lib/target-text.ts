import { MBR_TYPE_AUTHRT, SCHL_TYPE } from '@portal/contract';

const namesOf = (codes: readonly string[], table: Record<string, string>) => codes.map((code) => table[code] ?? code).join(', ');

/** Who a survey or contest is for: the member types, then the school levels in brackets when any ('회원, 학생 (중학교)'). */
export function targetText(mbrTypes: readonly string[], schlTypes: readonly string[] = []): string {
  const members = namesOf(mbrTypes, MBR_TYPE_AUTHRT);
  return schlTypes.length > 0 ? `${members} (${namesOf(schlTypes, SCHL_TYPE)})` : members;
}
