import type { MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import './layout.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * KRDS skip link, the first focusable element of every page. Focus is moved by hand so the
 * address keeps no '#main-content' and the router sees no navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  }
  return (
    <div className="skip-link">
      <a href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
        {t('layout.skipToContent')}
      </a>
    </div>
  );
}
