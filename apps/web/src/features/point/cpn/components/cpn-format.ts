import { CPN_STTS, formatSeoulDateTime, type TCpnSttsCd } from '@portal/contract';

export const sttsNm = (cd: TCpnSttsCd) => CPN_STTS[cd];
export const dateTimeOf = (iso: string | null) => (iso ? formatSeoulDateTime(iso) : '-');
export const numberText = (n: number) => n.toLocaleString('ko-KR');
