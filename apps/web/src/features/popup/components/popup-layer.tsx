import { seoulDate } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';
import { useShowingPopups } from '../api/get-showing-popups';

export { prefetchShowingPopups } from '../api/get-showing-popups';
import { hideToday, isHiddenToday } from './not-today';
import { popupPanelId, PopupWindow } from './popup-window';

/**
 * The user popups of the current page (admin popup; spec §4 user popup), mounted once by the
 * public layout, first in the main content, and read again on each route.
 *
 * Not the modal UserPopup: a page may carry several popups that the admin places side by side
 * (size and position), and a modal shows one centred panel over a backdrop and locks the page.
 * So this is a non-modal layer: each popup is a notice the visitor may read or leave. Keyboard:
 * when popups appear on a page the visitor moved to within the site, focus moves into the first
 * one; on the page the site was opened at, the skip link stays the first stop (KWCAG bypass
 * blocks, the popups right after it) and a visitor already tabbing is not pulled away. Escape
 * closes the popup in focus; focus then goes to the next popup, or back where it was, or to the
 * main content. On phones (<= 768 px) the popups stand full-width in a layer fixed over the top of
 * the screen instead of at their coordinates, so their arrival does not move the page.
 */
export function PopupLayer() {
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);
  // a new page starts with its own popups and nothing closed
  return <PagePopups key={pathname} pageUrl={pathname} takeFocus={navigated} />;
}

function PagePopups({ pageUrl, takeFocus }: { pageUrl: string; takeFocus: boolean }) {
  const { t } = useTranslation();
  const popups = useShowingPopups(pageUrl).data;
  const [closedIds, setClosedIds] = useState<readonly number[]>([]);
  const returnFocus = useRef<HTMLElement | null>(null);
  const layerRef = useRef<HTMLElement>(null);
  const today = seoulDate();
  const visible = (popups ?? []).filter((p) => !closedIds.includes(p.popupId) && !isHiddenToday(p.popupId, today));
  const shown = visible.length > 0;

  useEffect(() => {
    if (!shown || !takeFocus) return;
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
    layerRef.current?.querySelector<HTMLElement>('.user-popup')?.focus();
  }, [shown, takeFocus]);

  if (!shown) return null;

  function close(popupId: number, notToday: boolean) {
    if (notToday) hideToday(popupId, today);
    const next = visible.find((p) => p.popupId !== popupId);
    const target = next
      ? document.getElementById(popupPanelId(next.popupId))
      : returnFocus.current?.isConnected
        ? returnFocus.current
        : document.getElementById(MAIN_CONTENT_ID);
    target?.focus();
    setClosedIds((ids) => [...ids, popupId]);
  }

  return (
    <section ref={layerRef} className="popup-layer" aria-label={t('popup.region')}>
      {visible.map((popup) => (
        <PopupWindow key={popup.popupId} popup={popup} onClose={(notToday) => close(popup.popupId, notToday)} />
      ))}
    </section>
  );
}
