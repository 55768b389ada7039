import { memo, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useLocation } from 'react-router';
import { MenuLink } from './menu-link';
import type { TMenuNode } from './menu-tree';
import './side-nav.css';

type TSideNavProps = {
  /** the level-1 menu the page is in */
  section: TMenuNode;
  /** the menu ids from level 1 down to the page's menu */
  currentIds: readonly string[];
};

/**
 * The side menu (LNB, issue 14) of a section's pages: its level-2 menus, and the level-3 menus of
 * the current level-2 one; the page's own menu is marked aria-current="page". Below 768 px it
 * folds under a disclosure button (aria-expanded), closed again on the next page.
 */
export const SideNav = memo(function SideNav({ section, currentIds }: TSideNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listId = useId();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const pageId = currentIds.at(-1);
  const label = t('layout.sideNav.label', { section: section.menuNm });
  const current = (node: TMenuNode) => (node.menuId === pageId ? 'page' : undefined);

  return (
    <nav className="side-nav" aria-label={label}>
      <p className="side-nav__title">{section.menuNm}</p>
      <button type="button" className="side-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpenedOn(open ? null : pathname)}>
        {label}
      </button>
      <ul id={listId} className="side-nav__list" data-open={open}>
        {section.children.map((node) => (
          <li key={node.menuId} className="side-nav__item">
            {node.children.length === 0 ? (
              <MenuLink item={node} className="side-nav__link" current={current(node)} />
            ) : (
              <>
                <span className={`side-nav__group${currentIds.includes(node.menuId) ? ' side-nav__group--current' : ''}`}>{node.menuNm}</span>
                {currentIds.includes(node.menuId) && (
                  <ul className="side-nav__sublist">
                    {node.children.map((leaf) => (
                      <li key={leaf.menuId}>
                        <MenuLink item={leaf} className="side-nav__link side-nav__link--sub" current={current(leaf)} />
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
});
