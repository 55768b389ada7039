import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { MenuLink } from '../../../components/layout/menu-link';
import type { TMenuNode } from '../../../components/layout/menu-tree';
import '../../../lib/catalogues/site-catalogue';

/** One card: a level-1 menu and its level-2 menus (a level-2 group lists its level-3 links). */
function QuickLinkCard({ node }: { node: TMenuNode }) {
  const headingId = useId();
  return (
    <li className="quick-card">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="quick-card__title">
          {node.children.length === 0 ? <MenuLink item={node} className="quick-card__title-link" /> : node.menuNm}
        </h3>
        {node.menuExpln && <p className="quick-card__text">{node.menuExpln}</p>}
        {node.children.length > 0 && (
          <ul className="quick-card__links">
            {node.children.map((child) => (
              <li key={child.menuId}>
                {child.children.length === 0 ? (
                  <MenuLink item={child} className="quick-card__link" />
                ) : (
                  <>
                    <span className="quick-card__group">{child.menuNm}</span>
                    <ul className="quick-card__sublinks">
                      {child.children.map((leaf) => (
                        <li key={leaf.menuId}>
                          <MenuLink item={leaf} className="quick-card__link" />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </li>
  );
}

/** The home page's shortcuts, built from the menu (the same rules as the GNB, spec §6). */
export function QuickLinks({ tree }: { tree: readonly TMenuNode[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="quick-links container" aria-labelledby={headingId}>
      <h2 id={headingId} className="quick-links__title">
        {t('home.quickLinks.title')}
      </h2>
      {tree.length === 0 ? (
        <p className="quick-links__empty">{t('home.quickLinks.empty')}</p>
      ) : (
        <ul className="quick-links__grid">
          {tree.map((node) => (
            <QuickLinkCard key={node.menuId} node={node} />
          ))}
        </ul>
      )}
    </section>
  );
}
