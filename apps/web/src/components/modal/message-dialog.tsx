import { useRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Dialog } from './dialog';
import type { TDialog } from './modal-store';

/** An alert or confirm of the modal store (spec §8), shown by the modal host. */
export function MessageDialog({ dialog }: { dialog: TDialog }) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const isConfirm = dialog.kind === 'confirm';
  // spec §8: default titles '알림' (alert) and '선택해 주세요' (confirm).
  const title = dialog.title ?? t(isConfirm ? 'modal.title.confirm' : 'modal.title.alert');
  return (
    <Dialog
      role="alertdialog"
      title={title}
      description={dialog.message}
      // Escape answers "cancel" to a confirm and simply closes an alert.
      onCancel={() => dialog.resolve(!isConfirm)}
      initialFocusRef={confirmRef}
      footer={
        <>
          {isConfirm && (
            <button type="button" className="btn btn--secondary" onClick={() => dialog.resolve(false)}>
              {dialog.cancelLabel ?? t('modal.button.cancel')}
            </button>
          )}
          <button ref={confirmRef} type="button" className="btn btn--primary" onClick={() => dialog.resolve(true)}>
            {dialog.okLabel ?? t('modal.button.ok')}
          </button>
        </>
      }
    />
  );
}
