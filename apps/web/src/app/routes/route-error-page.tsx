import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { SkipLink } from '../../components/layout/skip-link';
import '../../components/layout/layout.css';

/**
 * The error boundary of the route tree: a page that failed to render or to load (a chunk gone
 * after a deployment) gets a way forward instead of a blank screen.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <main id="main-content" tabIndex={-1} className="container">
        <section className="status-page">
          <h1 className="status-page__title">{t('layout.error.title')}</h1>
          <p className="status-page__text">{t('layout.error.description')}</p>
          <div className="status-page__actions">
            <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
              {t('layout.error.reload')}
            </button>
            <Link to="/main" className="btn btn--secondary">
              {t('layout.error.goHome')}
            </Link>
          </div>
        </section>
      </main>
    </>
  );
}
