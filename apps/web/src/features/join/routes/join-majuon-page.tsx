import { JOIN_MBR_TYPES } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '../../../components/modal/modal-store';
import { useJoinTerms } from '../api/get-join-terms';
import { useOauthPending } from '../api/get-oauth-pending';
import { JoinRestart } from '../components/join-restart';
import { MemberTypeField } from '../components/member-type-field';
import { TermsAgreement } from '../components/terms-agreement';
import { readJoinDraft, saveJoinDraft, updateJoinDraft } from '../lib/join-draft';
import { allRequiredAgreed, fromAgreements, MAJUON_DETAIL_PATHS, SVC_DETAIL_PATHS, toAgreements } from '../lib/terms';
import '../join.css';

const JOIN_CODES = JOIN_MBR_TYPES.map((type) => type.mbrTypeAuthrt);
const DETAIL_PATHS = [...SVC_DETAIL_PATHS, ...MAJUON_DETAIL_PATHS];

/**
 * spec §2 /mbrJoin/joinMajuon: a partner-site (마주온) arrival without an account chooses a member
 * type and agrees to the portal's and the partner link's terms; no identity verification.
 */
export function JoinMajuonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { type: useId(), terms: useId() };
  const [draft] = useState(() => readJoinDraft('MAJUON'));
  const [mbrTypeAuthrt, setMbrTypeAuthrt] = useState(draft?.mbrTypeAuthrt);
  const [agreed, setAgreed] = useState(() => fromAgreements(draft?.agreements));
  const pending = useOauthPending();
  const svc = useJoinTerms('SVC');
  const majuon = useJoinTerms('MAJUON');
  const trmsList = [...(svc.data?.trmsList ?? []), ...(majuon.data?.trmsList ?? [])];

  if (pending.isLoading) return <p className="join" role="status">{t('join.loading')}</p>;
  if (pending.data?.providerCd !== 'majuon') return <JoinRestart message={t('join.majuon.noPending')} to="/login" label={t('join.majuon.toLogin')} />;

  const next = async () => {
    if (!mbrTypeAuthrt) return showAlert(t('join.alert.chooseType'));
    if (!svc.data || !majuon.data || !allRequiredAgreed(trmsList, agreed)) return showAlert(t('join.alert.agreeRequired'));
    saveJoinDraft({ flow: 'MAJUON', mbrTypeAuthrt, agreements: toAgreements(trmsList, agreed) });
    await navigate('/mbrJoin/majuonMbrJoinWrite');
  };

  return (
    <div className="join">
      <p className="join-notice">{t('join.majuon.intro')}</p>
      {pending.data.userNm && <p className="join-section__text">{t('join.majuon.pending', { userNm: pending.data.userNm })}</p>}
      <section className="join-section" aria-labelledby={ids.type}>
        <h2 id={ids.type} className="join-section__title">
          1. {t('join.type.legend')}
        </h2>
        <MemberTypeField
          codes={JOIN_CODES}
          value={mbrTypeAuthrt}
          onChange={(value) => {
            setMbrTypeAuthrt(value);
            updateJoinDraft('MAJUON', { mbrTypeAuthrt: value });
          }}
        />
      </section>
      <section className="join-section" aria-labelledby={ids.terms}>
        <h2 id={ids.terms} className="join-section__title">
          2. {t('join.terms.legend')}
        </h2>
        <TermsAgreement
          trmsList={trmsList}
          value={agreed}
          detailPaths={DETAIL_PATHS}
          onChange={(value) => {
            setAgreed(value);
            updateJoinDraft('MAJUON', { agreements: toAgreements(trmsList, value) });
          }}
        />
      </section>
      <div className="join-actions">
        <button type="button" className="btn btn--primary" onClick={() => void next()}>
          {t('join.majuon.next')}
        </button>
      </div>
    </div>
  );
}
