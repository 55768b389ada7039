import { Dialog } from './dialog';
import type { TPopupProps } from './popup-props';
import { useBodyScrollLock } from './use-body-scroll-lock';

export type TUserPopupProps = TPopupProps;

function UserPopupPanel({ onClose, title, children, footer, wide }: Omit<TUserPopupProps, 'open'>) {
  useBodyScrollLock();
  return (
    <Dialog title={title} onCancel={onClose} onBackdropPress={onClose} closeButton footer={footer} className={wide ? 'dialog--wide' : undefined}>
      {children}
    </Dialog>
  );
}

/** Popup of the user screens (spec §4): shown while `open`, locks the body scroll meanwhile. */
export function UserPopup({ open, ...panel }: TUserPopupProps) {
  return open ? <UserPopupPanel {...panel} /> : null;
}
