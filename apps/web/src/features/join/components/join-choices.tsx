import type { TMbrTypeAuthrt, TTrmsItem, TYn } from '@portal/contract';
import { type ReactNode, useId } from 'react';
import { i18n, useTranslation } from '../../../lib/i18n';
import { showAlert } from '../../../components/modal/modal-store';
import { allRequiredAgreed, type TAgreementState } from '../lib/terms';
import { MemberTypeField } from './member-type-field';
import { TermsAgreement } from './terms-agreement';
import '../../../lib/catalogues/join-catalogue';

type TJoinChoicesProps = {
  codes: readonly TMbrTypeAuthrt[];
  typeLegend?: string;
  /** under the member type, e.g. the link to the staff join */
  typeNote?: ReactNode;
  mbrTypeAuthrt: string | undefined;
  onTypeChange: (value: string) => void;
  trmsList: readonly TTrmsItem[];
  agreed: TAgreementState;
  onAgreedChange: (next: Record<string, TYn>) => void;
  detailPaths: readonly string[];
  /** above the terms: their loading or failure */
  termsStatus?: ReactNode;
};

/** The first two steps of every join path (spec §2 join): 1. the member type, 2. the terms. */
export function JoinChoices({
  codes,
  typeLegend,
  typeNote,
  mbrTypeAuthrt,
  onTypeChange,
  trmsList,
  agreed,
  onAgreedChange,
  detailPaths,
  termsStatus,
}: TJoinChoicesProps) {
  const { t } = useTranslation();
  const ids = { type: useId(), terms: useId() };
  const legend = typeLegend ?? t('join.type.legend');
  return (
    <>
      <section className="join-section" aria-labelledby={ids.type}>
        <h2 id={ids.type} className="join-section__title">
          1. {legend}
        </h2>
        <MemberTypeField codes={codes} legend={legend} value={mbrTypeAuthrt} onChange={onTypeChange} />
        {typeNote}
      </section>
      <section className="join-section" aria-labelledby={ids.terms}>
        <h2 id={ids.terms} className="join-section__title">
          2. {t('join.terms.legend')}
        </h2>
        {termsStatus}
        <TermsAgreement trmsList={trmsList} value={agreed} detailPaths={detailPaths} onChange={onAgreedChange} />
      </section>
    </>
  );
}

/** Before going on: says what is missing (a member type, a required terms) and answers false. */
export async function joinChoicesComplete(mbrTypeAuthrt: string | undefined, trmsList: readonly TTrmsItem[], agreed: TAgreementState): Promise<boolean> {
  if (!mbrTypeAuthrt) {
    await showAlert(i18n.t('join.alert.chooseType'));
    return false;
  }
  if (trmsList.length === 0 || !allRequiredAgreed(trmsList, agreed)) {
    await showAlert(i18n.t('join.alert.agreeRequired'));
    return false;
  }
  return true;
}
