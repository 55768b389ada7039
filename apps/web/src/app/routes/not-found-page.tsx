import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useNotFoundMark } from '../../lib/page-title';
import '../../components/layout/layout.css';

/** spec §2: unknown paths of both realms (the server answers them with status 404) and missing records (issue 14). */
export function NotFoundPage() {
  const { t } = useTranslation();
  useNotFoundMark();
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
