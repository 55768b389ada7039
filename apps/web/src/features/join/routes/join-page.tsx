import { JOIN_MBR_TYPES, type TYn } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { useJoinTerms } from '../api/get-join-terms';
import { useOauthPending } from '../api/get-oauth-pending';
import { IdentityVerifyButton } from '../../../components/identity-verify/identity-verify-button';
import { JoinChoices, joinChoicesComplete } from '../components/join-choices';
import { JoinSteps } from '../components/join-steps';
import { readJoinDraft, saveJoinDraft, updateJoinDraft, type TJoinDraft } from '../lib/join-draft';
import { fromAgreements, SVC_DETAIL_PATHS, toAgreements } from '../lib/terms';
import '../join.css';
import '../../../lib/catalogues/join-catalogue';

const JOIN_CODES = JOIN_MBR_TYPES.map((type) => type.mbrTypeAuthrt);

/**
 * spec §2 /mbrJoin/join: member type, terms agreement, then identity verification. The choices
 * are kept in sessionStorage, so reading a full text or the verification window loses nothing.
 * `?social=Y`: a social login found no account; the new account will be linked to it.
 */
export function JoinPage() {
  const { t } = useTranslation();
  const ids = { verify: useId() };
  const [params] = useSearchParams();
  const socialYn: TYn | undefined = params.get('social') === 'Y' ? 'Y' : undefined;
  const [draft] = useState(() => readJoinDraft('MBR'));
  const [mbrTypeAuthrt, setMbrTypeAuthrt] = useState(draft?.mbrTypeAuthrt);
  const [agreed, setAgreed] = useState(() => fromAgreements(draft?.agreements));
  const terms = useJoinTerms('SVC');
  const pending = useOauthPending(socialYn === 'Y');
  const trmsList = terms.data?.trmsList ?? [];

  const keep = (patch: Omit<Partial<TJoinDraft>, 'flow'>) => updateJoinDraft('MBR', { ...patch, socialYn });

  const beforeStart = async () => {
    if (!(await joinChoicesComplete(mbrTypeAuthrt, trmsList, agreed)) || !mbrTypeAuthrt) return false;
    // a new verification starts a new draft: no earlier verification or entries carry over
    saveJoinDraft({ flow: 'MBR', mbrTypeAuthrt, agreements: toAgreements(trmsList, agreed), socialYn });
    return true;
  };

  return (
    <div className="join">
      <JoinSteps current="terms" />
      {pending.data && (
        <p className="join-notice" role="status">
          {t('join.social.notice', { provider: t(`join.social.${pending.data.providerCd}`) })}
        </p>
      )}
      <JoinChoices
        codes={JOIN_CODES}
        typeNote={
          <p className="join-section__text">
            {t('join.type.admLink')} <Link to="/mbrJoin/admWrite">{t('join.type.admLinkText')}</Link>
          </p>
        }
        mbrTypeAuthrt={mbrTypeAuthrt}
        onTypeChange={(value) => {
          setMbrTypeAuthrt(value);
          keep({ mbrTypeAuthrt: value });
        }}
        trmsList={trmsList}
        agreed={agreed}
        onAgreedChange={(value) => {
          setAgreed(value);
          keep({ agreements: toAgreements(trmsList, value) });
        }}
        detailPaths={SVC_DETAIL_PATHS}
        termsStatus={
          <>
            {terms.isPending && <p role="status">{t('join.loading')}</p>}
            {terms.isError && <p role="alert">{t('join.terms.loadFailed')}</p>}
          </>
        }
      />
      <section className="join-section" aria-labelledby={ids.verify}>
        <h2 id={ids.verify} className="join-section__title">
          3. {t('join.verify.title')}
        </h2>
        <p className="join-section__text">{t('join.verify.intro')}</p>
        <div className="join-actions">
          <IdentityVerifyButton purposeCd="JOIN" returnPath="/mbrJoin/mbrJoinWrite" beforeStart={beforeStart} />
        </div>
      </section>
    </div>
  );
}
