import { ADM_JOIN_MBR_TYPES } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { useJoinTerms } from '../api/get-join-terms';
import { useVerificationResult } from '../api/get-verification-result';
import { AdmJoinForm } from '../components/adm-join-form';
import { JoinSteps } from '../components/join-steps';
import { IdentityVerifyButton } from '../../../components/identity-verify/identity-verify-button';
import { JoinChoices, joinChoicesComplete } from '../components/join-choices';
import { readJoinDraft, saveJoinDraft, updateJoinDraft } from '../lib/join-draft';
import { fromAgreements, SVC_DETAIL_PATHS, toAgreements } from '../lib/terms';
import '../join.css';
import '../../../lib/catalogues/join-catalogue';

/**
 * spec §2 /mbrJoin/admWrite: staff and institution managers choose their type, agree to the
 * terms and verify (coming back here with ?vrfcId=), then fill the form; the account waits for
 * an administrator's approval.
 */
export function AdmWritePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [draft] = useState(() => readJoinDraft('ADM'));
  const [mbrTypeAuthrt, setMbrTypeAuthrt] = useState(draft?.mbrTypeAuthrt);
  const [agreed, setAgreed] = useState(() => fromAgreements(draft?.agreements));
  const [doneUserId, setDoneUserId] = useState<string | null>(null);
  const terms = useJoinTerms('SVC');
  const back = useVerificationResult(params.get('vrfcId') ?? undefined);
  const trmsList = terms.data?.trmsList ?? [];

  if (doneUserId) {
    return (
      <section className="join join-done">
        <JoinSteps current="complete" />
        <h2 className="join-section__title">{t('join.adm.doneTitle')}</h2>
        <p className="join-section__text" role="status">
          {t('join.adm.done')}
        </p>
        <div className="join-actions">
          <Link to="/main" className="btn btn--primary">
            {t('join.complete.main')}
          </Link>
        </div>
      </section>
    );
  }
  if (back.isLoading)
    return (
      <p className="join" role="status">
        {t('join.loading')}
      </p>
    );
  if (back.data?.purposeCd === 'JOIN' && draft?.mbrTypeAuthrt && draft.agreements) {
    return (
      <>
        <JoinSteps current="write" />
        <AdmJoinForm mbrTypeAuthrt={draft.mbrTypeAuthrt} agreements={draft.agreements} person={back.data} onDone={setDoneUserId} />
      </>
    );
  }

  const beforeStart = async () => {
    if (!(await joinChoicesComplete(mbrTypeAuthrt, trmsList, agreed)) || !mbrTypeAuthrt) return false;
    saveJoinDraft({ flow: 'ADM', mbrTypeAuthrt, agreements: toAgreements(trmsList, agreed) });
    return true;
  };

  return (
    <div className="join">
      <JoinSteps current="terms" />
      <p className="join-notice">{t('join.adm.intro')}</p>
      <JoinChoices
        codes={ADM_JOIN_MBR_TYPES}
        typeLegend={t('join.type.admLegend')}
        mbrTypeAuthrt={mbrTypeAuthrt}
        onTypeChange={(value) => {
          setMbrTypeAuthrt(value);
          updateJoinDraft('ADM', { mbrTypeAuthrt: value });
        }}
        trmsList={trmsList}
        agreed={agreed}
        onAgreedChange={(value) => {
          setAgreed(value);
          updateJoinDraft('ADM', { agreements: toAgreements(trmsList, value) });
        }}
        detailPaths={SVC_DETAIL_PATHS}
      />
      <div className="join-actions">
        <IdentityVerifyButton purposeCd="JOIN" returnPath="/mbrJoin/admWrite" beforeStart={beforeStart} />
      </div>
    </div>
  );
}
