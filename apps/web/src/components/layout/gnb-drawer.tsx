import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Dialog } from '../modal/dialog';
import { useBodyScrollLock } from '../modal/use-body-scroll-lock';
import { MenuLink } from './menu-link';
import type { TMenuNode } from './menu-tree';

type TAccordionProps = {
  nodes: readonly TMenuNode[];
  level: number;
  expanded: ReadonlySet<string>;
  /** the menus of the current page, level 1 first */
  currentIds: readonly string[];
  onToggle: (menuId: string) => void;
  onNavigate: () => void;
};

/** KRDS mobile main menu: a menu with children is an accordion button, a leaf is a link. */
function Accordion({ nodes, level, expanded, currentIds, onToggle, onNavigate }: TAccordionProps) {
  const baseId = useId();
  return (
    <ul className={`drawer-menu drawer-menu--level${level}`}>
      {nodes.map((node) => {
        if (node.children.length === 0) {
          return (
            <li key={node.menuId}>
              <MenuLink item={node} className="drawer-menu__link" current={node.menuId === currentIds.at(-1) ? 'page' : undefined} onNavigate={onNavigate} />
            </li>
          );
        }
        const open = expanded.has(node.menuId);
        const listId = `${baseId}-${node.menuId}`;
        return (
          <li key={node.menuId}>
            <button
              type="button"
              className="drawer-menu__toggle"
              aria-expanded={open}
              aria-controls={listId}
              aria-current={currentIds.includes(node.menuId) ? 'true' : undefined}
              onClick={() => onToggle(node.menuId)}
            >
              {node.menuNm}
            </button>
            <div id={listId} hidden={!open}>
              <Accordion nodes={node.children} level={level + 1} expanded={expanded} currentIds={currentIds} onToggle={onToggle} onNavigate={onNavigate} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

type TGnbDrawerProps = {
  tree: readonly TMenuNode[];
  /** menus of the current page, opened at first */
  activeIds: readonly string[];
  onClose: () => void;
};

/**
 * The full-height menu drawer of narrow screens (below 1024 px): a modal dialog, so focus stays
 * inside while it is open and returns to the menu button when it closes.
 */
export function GnbDrawer({ tree, activeIds, onClose }: TGnbDrawerProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(activeIds));
  useBodyScrollLock();
  function toggle(menuId: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(menuId)) next.add(menuId);
      return next;
    });
  }
  return (
    <Dialog title={t('layout.header.allMenu')} onCancel={onClose} onBackdropPress={onClose} closeButton className="drawer" backdropClassName="drawer-backdrop">
      <nav aria-label={t('layout.header.mainNav')}>
        <Accordion nodes={tree} level={1} expanded={expanded} currentIds={activeIds} onToggle={toggle} onNavigate={onClose} />
      </nav>
    </Dialog>
  );
}
