import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useLocation } from 'react-router';
import { MenuLink } from './menu-link';
import type { TMenuNode } from './menu-tree';

type TOpenPanel = { menuId: string; pathname: string };

/** A blocked menu opens an alert; the panel stays open behind it so focus can come back. */
const isOutside = (nav: HTMLElement | null, target: EventTarget | null) =>
  target instanceof Node && !nav?.contains(target) && !(target instanceof Element && target.closest('.dialog-backdrop'));

type TMenuGroupProps = { node: TMenuNode; pageId: string | undefined; onNavigate: () => void };

const currentPage = (node: TMenuNode, pageId: string | undefined) => (node.menuId === pageId ? 'page' : undefined);

/** A level-2 menu: a link, or the title of its level-3 links (spec §2 header with menu). */
function MenuGroup({ node, pageId, onNavigate }: TMenuGroupProps) {
  if (node.children.length === 0)
    return <MenuLink item={node} className="gnb__link gnb__link--group" current={currentPage(node, pageId)} onNavigate={onNavigate} />;
  return (
    <>
      <span className="gnb__group-title">{node.menuNm}</span>
      <ul className="gnb__sublist">
        {node.children.map((leaf) => (
          <li key={leaf.menuId}>
            <MenuLink item={leaf} className="gnb__link" current={currentPage(leaf, pageId)} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The desktop GNB (KRDS main menu): each level-1 menu with children is a disclosure button
 * (aria-expanded) opening a panel of its level-2 and level-3 menus. One panel at a time. Escape
 * closes it and returns focus to its button; a press outside, tabbing out of the menu and
 * navigating close it too. The section of the current page is marked (aria-current="true"), its
 * page in the panel (aria-current="page").
 */
export function GnbDesktop({ tree, currentIds }: { tree: readonly TMenuNode[]; currentIds: readonly string[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const [openPanel, setOpenPanel] = useState<TOpenPanel | null>(null);
  // A panel belongs to the page it was opened on: any navigation closes it.
  const openId = openPanel?.pathname === pathname ? openPanel.menuId : null;
  const close = () => setOpenPanel(null);
  const triggerId = (menuId: string) => `${baseId}-trigger-${menuId}`;
  const panelId = (menuId: string) => `${baseId}-panel-${menuId}`;
  const pageId = currentIds.at(-1);
  const inSection = (top: TMenuNode) => (top.menuId === currentIds[0] ? 'true' : undefined);

  useEffect(() => {
    if (!openId) return;
    function onPointerDown(event: PointerEvent) {
      if (isOutside(navRef.current, event.target)) setOpenPanel(null);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !openId) return;
    event.preventDefault();
    close();
    document.getElementById(triggerId(openId))?.focus();
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (openId && isOutside(event.currentTarget, event.relatedTarget)) close();
  }

  return (
    <nav ref={navRef} className="gnb" aria-label={t('layout.header.mainNav')} onKeyDown={onKeyDown} onBlur={onBlur}>
      <ul className="gnb__list">
        {tree.map((top) => {
          if (top.children.length === 0) {
            return (
              <li key={top.menuId} className="gnb__item">
                <MenuLink item={top} className="gnb__trigger" current={inSection(top)} onNavigate={close} />
              </li>
            );
          }
          const open = openId === top.menuId;
          return (
            <li key={top.menuId} className="gnb__item">
              <button
                id={triggerId(top.menuId)}
                type="button"
                className="gnb__trigger"
                aria-expanded={open}
                aria-controls={panelId(top.menuId)}
                aria-current={inSection(top)}
                onClick={() => setOpenPanel(open ? null : { menuId: top.menuId, pathname })}
              >
                {top.menuNm}
              </button>
              <div id={panelId(top.menuId)} className="gnb__panel" hidden={!open}>
                <div className="container gnb__panel-inner">
                  <p className="gnb__panel-title">{top.menuNm}</p>
                  <ul className="gnb__groups">
                    {top.children.map((group) => (
                      <li key={group.menuId} className="gnb__group">
                        <MenuGroup node={group} pageId={pageId} onNavigate={close} />
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
