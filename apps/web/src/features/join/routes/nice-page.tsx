import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { IdentityVerifyButton } from '../../../components/identity-verify/identity-verify-button';
import { JoinSteps } from '../components/join-steps';
import { readJoinDraft } from '../lib/join-draft';
import '../join.css';
import '../../../lib/catalogues/join-catalogue';

/**
 * spec §2 /mbrJoin/nice: what the identity verification is and what it passes on. It continues a
 * join whose member type and terms are chosen; otherwise it leads to that step first.
 */
export function NicePage() {
  const { t } = useTranslation();
  const [draft] = useState(() => readJoinDraft('MBR'));
  const ready = Boolean(draft?.mbrTypeAuthrt && draft.agreements?.length);
  return (
    <section className="join join-section">
      <JoinSteps current="verify" />
      <h2 className="join-section__title">{t('join.verify.title')}</h2>
      <p className="join-section__text">{t('join.verify.intro')}</p>
      <p className="join-section__text">{t('join.verify.privacy')}</p>
      {!ready && <p className="join-notice">{t('join.verify.needTerms')}</p>}
      <div className="join-actions">
        {ready ? (
          <IdentityVerifyButton purposeCd="JOIN" returnPath="/mbrJoin/mbrJoinWrite" />
        ) : (
          <Link to="/mbrJoin/join" className="btn btn--primary">
            {t('join.verify.toJoin')}
          </Link>
        )}
      </div>
    </section>
  );
}
