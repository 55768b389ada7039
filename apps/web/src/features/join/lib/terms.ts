import type { TAgreement, TTrmsItem, TYn } from '@portal/contract';

/** The agreement answers of a terms list, keyed by terms code. */
export type TAgreementState = Readonly<Record<string, TYn>>;

/** spec §2 agreeDetail pages, in the order the terms are shown. */
export const SVC_DETAIL_PATHS = ['/mbrJoin/agreeDetail1', '/mbrJoin/agreeDetail2'] as const;
export const MAJUON_DETAIL_PATHS = ['/mbrJoin/agreeDetailMajuon1', '/mbrJoin/agreeDetailMajuon2'] as const;

export function toAgreements(trmsList: readonly TTrmsItem[], state: TAgreementState): TAgreement[] {
  return trmsList.map((t) => ({ trmsCd: t.trmsCd, trmsVer: t.trmsVer, agreYn: state[t.trmsCd] ?? 'N' }));
}

export function fromAgreements(agreements: readonly TAgreement[] | undefined): Record<string, TYn> {
  return Object.fromEntries((agreements ?? []).map((a) => [a.trmsCd, a.agreYn]));
}

export function allRequiredAgreed(trmsList: readonly TTrmsItem[], state: TAgreementState): boolean {
  return trmsList.every((t) => t.requiredYn !== 'Y' || state[t.trmsCd] === 'Y');
}
