import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { useNotFoundMark } from '../../lib/page-title';
import '../../components/layout/layout.css';

const DASHBOARD_PATH = '/admin/dashboard/view';

/** spec §2: an unknown path under /admin, inside the admin frame (the server answers it with 404). */
export function AdminNotFoundPage() {
  const { t } = useTranslation();
  useNotFoundMark();
  return (
    <section className="status-page">
      <h1 className="status-page__title">{t('admin.notFound.title')}</h1>
      <p className="status-page__text">{t('admin.notFound.description')}</p>
      <div className="status-page__actions">
        <Link to={DASHBOARD_PATH} className="btn btn--primary">
          {t('admin.notFound.toDashboard')}
        </Link>
      </div>
    </section>
  );
}
