import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { findMenuPath, menuAction, type TMenuNode } from './menu-tree';
import './location-bar.css';

type TLocationBarProps = {
  tree: readonly TMenuNode[];
  pathname: string;
  /** the last crumb of a page no menu points at (the policy pages) */
  fallbackLabel?: string;
  /** renders the current menu name as the page's h1 (pages with their own h1 say no) */
  showHeading: boolean;
};

type TCrumb = { key: string; label: string; to?: string };

function toCrumb(node: TMenuNode): TCrumb {
  const action = menuAction(node);
  const to = action.kind === 'internal' && !action.newWindow ? action.to : undefined;
  return { key: node.menuId, label: node.menuNm, to };
}

/**
 * spec §2 location bar (KRDS breadcrumb): home > level 1 > level 2 > level 3 of the menu the
 * current page belongs to; the last crumb is the current page.
 */
export function LocationBar({ tree, pathname, fallbackLabel, showHeading }: TLocationBarProps) {
  const { t } = useTranslation();
  const menuPath = findMenuPath(tree, pathname);
  const crumbs: TCrumb[] = menuPath.length > 0 ? menuPath.map(toCrumb) : fallbackLabel ? [{ key: 'page', label: fallbackLabel }] : [];
  const current = crumbs.at(-1);

  return (
    <div className="location">
      <nav aria-label={t('layout.location.label')}>
        <ol className="location__list">
          <li className="location__item location__item--home">
            <Link to="/main">{t('layout.location.home')}</Link>
          </li>
          {crumbs.map((crumb) => (
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
