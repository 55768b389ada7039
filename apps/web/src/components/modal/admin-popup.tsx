import { MODAL_SHAKE_MS } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from './dialog';
import type { TPopupProps } from './popup-props';

export type TAdminPopupProps = TPopupProps;

/**
 * Feature popup of the admin screens (spec §4): a static backdrop. A press outside does not close
 * the popup (an admin form must not be lost by a stray click); it shakes for MODAL_SHAKE_MS.
 */
export function AdminPopup({ open, onClose, title, children, footer, wide = false }: TAdminPopupProps) {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function shake() {
    window.clearTimeout(timer.current);
    setShaking(true);
    timer.current = window.setTimeout(() => setShaking(false), MODAL_SHAKE_MS);
  }

  if (!open) return null;
  return (
    <Dialog
      title={title}
      onCancel={onClose}
      onBackdropPress={shake}
      closeButton
      footer={footer}
      className={[wide && 'dialog--wide', shaking && 'dialog--shake'].filter(Boolean).join(' ')}
    >
      {children}
    </Dialog>
  );
}
