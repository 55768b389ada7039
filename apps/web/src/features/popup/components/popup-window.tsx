import { isPostingLink, type TPopupView } from '@portal/contract';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { PostingLink } from '../../../components/layout/posting-link';
import './popup-layer.css';

export const popupPanelId = (popupId: number) => `user-popup-${popupId}`;

type TPopupWindowProps = {
  popup: TPopupView;
  onClose: (notToday: boolean) => void;
};

/**
 * One user popup (admin popup): a non-modal notice, an article titled by the popup's name (not a
 * dialog role: the page stays in use around it), with an image or plain text (line breaks kept;
 * rendered as text, never as markup), '오늘 하루 보지 않기' and '닫기'. Escape closes it. Size and
 * position come from the admin on wide screens (popup-layer.css).
 */
export function PopupWindow({ popup, onClose }: TPopupWindowProps) {
  const { t } = useTranslation();
  const panelId = popupPanelId(popup.popupId);
  const style = {
    '--popup-width': `${popup.width}px`,
    '--popup-height': `${popup.height}px`,
    '--popup-top': `${popup.posTop}px`,
    '--popup-left': `${popup.posLeft}px`,
  } as CSSProperties;

  const link = popup.linkUrl && isPostingLink(popup.linkUrl) ? popup.linkUrl : null;
  const newWindow = popup.trgtTypeCd === 'B';
  const image = popup.cnTypeCd === 'IMAGE' && popup.imagePath ? <img className="user-popup__image" src={popup.imagePath} alt={popup.imageAlt ?? ''} /> : null;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose(false);
  }

  return (
    <article id={panelId} aria-labelledby={`${panelId}-title`} tabIndex={-1} className="user-popup" style={style} onKeyDown={onKeyDown}>
      <h2 id={`${panelId}-title`} className="user-popup__title">
        {popup.popupNm}
      </h2>
      <div className={image ? 'user-popup__body user-popup__body--image' : 'user-popup__body'}>
        {image ? (
          <PostingLink href={link} newWindow={newWindow} className="user-popup__image-link">
            {image}
          </PostingLink>
        ) : (
          <>
            <p className="user-popup__text">{popup.cn}</p>
            {link && (
              <PostingLink href={link} newWindow={newWindow} className="user-popup__more">
                {t('popup.more')}
              </PostingLink>
            )}
          </>
        )}
      </div>
      <div className="user-popup__footer">
        <button type="button" className="user-popup__button" onClick={() => onClose(true)}>
          {t('popup.notToday')}
        </button>
        <button type="button" className="user-popup__button user-popup__button--close" onClick={() => onClose(false)}>
          {t('popup.close')}
        </button>
      </div>
    </article>
  );
}
