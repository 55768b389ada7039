import {
  ageInFullYears,
  checkPasswordPolicy,
  GUARDIAN_CONSENT_AGE,
  JOIN_MESSAGES,
  PASSWORD_MESSAGES,
  SCHOOL_MESSAGES,
  VALIDATION_MESSAGES,
  ZBrdt,
  ZGuardianFields,
  ZJoinAccountFields,
  ZJoinAddressFields,
  ZJoinSchoolFields,
} from '@portal/contract';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '../../../components/form';

/** The entries of the join forms (all text, as the inputs hold them). */
export type TJoinFormValues = {
  userId: string;
  pswd: string;
  pswdCnfm: string;
  userNm: string;
  brdt: string;
  email: string;
  mblTelno: string;
  zip: string;
  addr: string;
  addrDtl: string;
  schlCd: string;
  /** the picked school's name and type, shown and used for the grade choices; the server takes both from the list */
  schlNm: string;
  schlTypeCd: string;
  grd: string;
  clsNm: string;
  instNm: string;
  guardianRelationCd: string;
  guardianAgreYn: string;
};

export type TJoinFormRules = {
  /** the verified birth date; null when the user types it (partner join) */
  brdt: string | null;
  student: boolean;
  /** the name and birth date are typed (partner join) */
  typedIdentity: boolean;
  /** the institution name is asked (staff and institution managers) */
  admin: boolean;
};

/** SECURITY 16: under 14 full years (Asia/Seoul) a guardian consents; an unreadable date is no child yet. */
export function isChild(brdt: string | null | undefined): boolean {
  return Boolean(brdt && ZBrdt.safeParse(brdt).success && ageInFullYears(brdt) < GUARDIAN_CONSENT_AGE);
}

const requiredText = z.string().trim().min(1, VALIDATION_MESSAGES.required());

/**
 * The contract's field rules for the join forms, plus the rules that span fields: the password
 * policy with the id and birth date (SECURITY 10), its confirmation, a student's school and a
 * child's guardian (SECURITY 16). The server checks every one of them again.
 */
export function joinFormResolver(rules: TJoinFormRules): Resolver<TJoinFormValues> {
  const schema = z
    .object({
      ...ZJoinAccountFields.shape,
      ...ZJoinAddressFields.shape,
      ...ZJoinSchoolFields.shape,
      ...(rules.typedIdentity && { userNm: z.string().max(50, VALIDATION_MESSAGES.max(50)), brdt: ZBrdt }),
      ...(rules.admin && { instNm: requiredText.max(100, VALIDATION_MESSAGES.max(100)) }),
      ...ZGuardianFields.pick({ guardianAgreYn: true }).shape,
      guardianRelationCd: z.string().optional(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      const brdt = rules.brdt ?? (typeof v.brdt === 'string' ? v.brdt : null);
      const child = isChild(brdt);
      const broken = checkPasswordPolicy(v.pswd, { userId: v.userId, brdt });
      if (broken) issue('pswd', broken);
      else if (v.pswd !== v.pswdCnfm) issue('pswdCnfm', PASSWORD_MESSAGES.mismatch);
      if (rules.student && !v.schlCd?.trim()) issue('schlCd', SCHOOL_MESSAGES.schlRequired);
      if (rules.student && !v.grd?.trim()) issue('grd', VALIDATION_MESSAGES.required());
      if (child && !v.guardianRelationCd) issue('guardianRelationCd', JOIN_MESSAGES.guardianRelation);
      if (child && v.guardianAgreYn !== 'Y') issue('guardianAgreYn', JOIN_MESSAGES.guardianAgree);
    });
  return zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<TJoinFormValues>;
}

export const EMPTY_JOIN_FORM: TJoinFormValues = {
  userId: '',
  pswd: '',
  pswdCnfm: '',
  userNm: '',
  brdt: '',
  email: '',
  mblTelno: '',
  zip: '',
  addr: '',
  addrDtl: '',
  schlCd: '',
  schlNm: '',
  schlTypeCd: '',
  grd: '',
  clsNm: '',
  instNm: '',
  guardianRelationCd: '',
  guardianAgreYn: 'N',
};
