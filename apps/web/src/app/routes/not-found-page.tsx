import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import '../../components/layout/layout.css';

/** spec §2: unknown paths of both realms (the server answers them with status 404). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="status-page">
      <h1 className="status-page__title">{t('layout.notFound.title')}</h1>
      <p className="status-page__text">{t('layout.notFound.description')}</p>
      <div className="status-page__actions">
        <Link to="/main" className="btn btn--primary">
          {t('layout.notFound.goHome')}
        </Link>
      </div>
    </section>
  );
}
