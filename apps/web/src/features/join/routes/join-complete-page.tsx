import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { JoinSteps } from '../components/join-steps';
import '../join.css';
import '../../../lib/catalogues/join-catalogue';

/** spec §2 /mbrJoin/mbrJoinCmptnView: the join is done; the next step is the login. */
export function JoinCompletePage() {
  const { t } = useTranslation();
  const state: unknown = useLocation().state;
  const userId = typeof state === 'object' && state !== null && 'userId' in state && typeof state.userId === 'string' ? state.userId : null;
  return (
    <section className="join join-done">
      <JoinSteps current="complete" />
      <h2 className="join-section__title">{t('join.complete.title')}</h2>
      <p className="join-section__text">{userId ? t('join.complete.text', { userId }) : t('join.complete.textNoId')}</p>
      <div className="join-actions">
        <Link to="/main" className="btn btn--secondary">
          {t('join.complete.main')}
        </Link>
        <Link to="/login" className="btn btn--primary">
          {t('join.complete.login')}
        </Link>
      </div>
    </section>
  );
}
