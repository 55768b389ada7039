/**
 * The accounts of both realms (spec §3): their tables, the lookups and updates the identity modules
 * share (login attempts, terms to re-agree, withdrawal), and the terms and demo accounts seeded.
 * No routes of its own: auth, join, my-info and the admin modules serve them.
 */
export {
  claimTotpStep,
  clearLoginFailures,
  findLiveMemberType,
  findMember,
  findTermsToReagree,
  hasGuardianConsent,
  insertLoginHistory,
  lockIfExhausted,
  lockUnknownIfExhausted,
  markLoginSuccess,
  MAX_LOGIN_FAILURES,
  reserveLoginAttempt,
  reserveUnknownLoginAttempt,
  type TFailCount,
  type TLoginAttempt,
  type TMemberRow,
  withdrawnMemberFields,
} from './member.repo.js';
export { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, memberSeeder } from './member.seed.js';
export { maskEmail, maskMblTelno, maskUserNm } from './member-mask.js';
export { inTarget, targetProfileOf, type TTargetProfile } from './member.target.js';
export {
  ADMIN_NAME_VIEWER,
  fullNameWhere,
  nameViewerOf,
  shownName,
  type TNameViewer,
  type TWriterFacts,
  writerFactColumns,
  writerJoin,
} from './public-name.js';
