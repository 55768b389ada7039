import type { TPopupItem } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { AdminPopup } from '../../../components/modal/admin-popup';
import { PopupWindow } from './popup-window';

/** The popup as visitors see it on a wide screen, at its size (its buttons close the preview). */
export function PopupPreviewPopup({ popup, onClose }: { popup: TPopupItem; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AdminPopup open wide onClose={onClose} title={t('admPopup.previewTitle', { popupNm: popup.popupNm })}>
      <div className="adm-popup__preview">
        <PopupWindow popup={popup} onClose={onClose} />
      </div>
    </AdminPopup>
  );
}
