import { JOIN_MBR_TYPES } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { useJoinTerms } from '../api/get-join-terms';
import { useOauthPending } from '../api/get-oauth-pending';
import { JoinRestart } from '../components/join-restart';
import { JoinSteps } from '../components/join-steps';
import { JoinChoices, joinChoicesComplete } from '../components/join-choices';
import { readJoinDraft, saveJoinDraft, updateJoinDraft } from '../lib/join-draft';
import { fromAgreements, MAJUON_DETAIL_PATHS, SVC_DETAIL_PATHS, toAgreements } from '../lib/terms';
import '../join.css';
import '../../../lib/catalogues/join-catalogue';

const JOIN_CODES = JOIN_MBR_TYPES.map((type) => type.mbrTypeAuthrt);
const DETAIL_PATHS = [...SVC_DETAIL_PATHS, ...MAJUON_DETAIL_PATHS];

/**
 * spec §2 /mbrJoin/joinMajuon: a partner-site (마주온) arrival without an account chooses a member
 * type and agrees to the portal's and the partner link's terms; no identity verification.
 */
export function JoinMajuonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft] = useState(() => readJoinDraft('MAJUON'));
  const [mbrTypeAuthrt, setMbrTypeAuthrt] = useState(draft?.mbrTypeAuthrt);
  const [agreed, setAgreed] = useState(() => fromAgreements(draft?.agreements));
  const pending = useOauthPending();
  const svc = useJoinTerms('SVC');
  const majuon = useJoinTerms('MAJUON');
  const trmsList = [...(svc.data?.trmsList ?? []), ...(majuon.data?.trmsList ?? [])];

  if (pending.isLoading)
    return (
      <p className="join" role="status">
        {t('join.loading')}
      </p>
    );
  if (pending.data?.providerCd !== 'majuon') return <JoinRestart message={t('join.majuon.noPending')} to="/login" label={t('join.majuon.toLogin')} />;

  const next = async () => {
    // both term sets must be there before any agreement counts
    if (!(await joinChoicesComplete(mbrTypeAuthrt, svc.data && majuon.data ? trmsList : [], agreed)) || !mbrTypeAuthrt) return;
    saveJoinDraft({ flow: 'MAJUON', mbrTypeAuthrt, agreements: toAgreements(trmsList, agreed) });
    await navigate('/mbrJoin/majuonMbrJoinWrite');
  };

  return (
    <div className="join">
      <JoinSteps current="terms" />
      <p className="join-notice">{t('join.majuon.intro')}</p>
      {pending.data.userNm && <p className="join-section__text">{t('join.majuon.pending', { userNm: pending.data.userNm })}</p>}
      <JoinChoices
        codes={JOIN_CODES}
        mbrTypeAuthrt={mbrTypeAuthrt}
        onTypeChange={(value) => {
          setMbrTypeAuthrt(value);
          updateJoinDraft('MAJUON', { mbrTypeAuthrt: value });
        }}
        trmsList={trmsList}
        agreed={agreed}
        onAgreedChange={(value) => {
          setAgreed(value);
          updateJoinDraft('MAJUON', { agreements: toAgreements(trmsList, value) });
        }}
        detailPaths={DETAIL_PATHS}
      />
      <div className="join-actions">
        <button type="button" className="btn btn--primary" onClick={() => void next()}>
          {t('join.majuon.next')}
        </button>
      </div>
    </div>
  );
}
