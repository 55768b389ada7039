import type { TIdntfCallbackRequest } from '@portal/contract';

/** What an identity provider vouches for (spec §2 nice). `ci` never leaves the server; only its hash is kept. */
export type TVerifiedPerson = {
  userNm: string;
  /** YYYY-MM-DD */
  brdt: string;
  genderCd: 'M' | 'F' | null;
  mblTelno: string | null;
  /** connecting information: the same person always gets the same value */
  ci: string;
};

export type TProviderStart = {
  /** where the browser goes next */
  redirectUrl: string;
  /** set when the provider window is opened by a form post rather than a plain navigation */
  form?: { action: string; fields: Record<string, string> };
  /** secret material the provider needs back at finish; the routes keep it sealed in a cookie */
  providerState?: string;
};

/**
 * One identity verification provider: the local test window or NICE's standard window. start
 * opens the provider for a verification id; finish checks what the provider sent back through
 * the browser and tells which verification it answers and for whom.
 */
export interface IIdentityProvider {
  readonly providerCd: 'LOCAL' | 'NICE';
  start(vrfcId: string): Promise<TProviderStart>;
  finish(params: TIdntfCallbackRequest, providerState: string | undefined): Promise<{ vrfcId: string; person: TVerifiedPerson }>;
}
