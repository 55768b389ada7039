import type { TGuardianRelationCd } from '@portal/contract';
import type { TJoinFormValues } from './join-form-schema';

/** The account, contact, address and school entries a join request takes from the form (the school by its code only). */
export function profileBody(values: TJoinFormValues) {
  const { userId, pswd, pswdCnfm, email, mblTelno, zip, addr, addrDtl, schlCd, grd, clsNm } = values;
  return { userId, pswd, pswdCnfm, email, mblTelno, zip, addr, addrDtl, schlCd, grd, clsNm };
}

/** The guardian's part, only once a guardian has verified (SECURITY 16). */
export function guardianBody(values: TJoinFormValues, guardianVrfcId: string | undefined) {
  if (!guardianVrfcId) return {};
  return {
    guardianVrfcId,
    guardianRelationCd: (values.guardianRelationCd || undefined) as TGuardianRelationCd | undefined,
    guardianAgreYn: values.guardianAgreYn === 'Y' ? ('Y' as const) : ('N' as const),
  };
}
