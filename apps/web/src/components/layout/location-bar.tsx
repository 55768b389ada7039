import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import type { TCrumb } from './page-trail';
import './location-bar.css';

type TLocationBarProps = {
  /** where the page is, level 1 first (pageTrail); the last one is the page */
  trail: readonly TCrumb[];
  /** renders the current page's name as the page's h1 (pages with their own h1 say no) */
  showHeading: boolean;
};

/**
 * spec §2 location bar (KRDS breadcrumb): home > level 1 > level 2 > level 3 of the menu the
 * current page belongs to, then the record it shows; the last crumb is the current page.
 */
export function LocationBar({ trail, showHeading }: TLocationBarProps) {
  const { t } = useTranslation();
  const current = trail.at(-1);

  return (
    <div className="location">
      <nav aria-label={t('layout.location.label')}>
        <ol className="location__list">
          <li className="location__item location__item--home">
            <Link to="/main">{t('layout.location.home')}</Link>
          </li>
          {trail.map((crumb) => (
            <li key={crumb.key} className="location__item">
              {crumb === current ? (
                <span aria-current="page">{crumb.label}</span>
              ) : crumb.to ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {showHeading && current && <h1 className="page-title">{current.label}</h1>}
    </div>
  );
}
