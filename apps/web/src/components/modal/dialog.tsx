import { useEffect, useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n';
import './dialog.css';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Open dialogs, innermost last: only the top one answers Escape and traps Tab. */
const openStack: string[] = [];

function focusablesIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

export type TDialogProps = {
  title: ReactNode;
  /** 'alertdialog' for messages that need an answer (spec §4 alert and confirm) */
  role?: 'dialog' | 'alertdialog';
  /** the main message, announced with the title (aria-describedby) */
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Escape and the close button */
  onCancel: () => void;
  /** a press on the backdrop; without it the backdrop ignores presses */
  onBackdropPress?: () => void;
  /** adds a '닫기' (close) button in the top corner */
  closeButton?: boolean;
  /** where focus goes on open; default the first focusable element, else the panel */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** extra class of the panel (size, placement, animation) */
  className?: string;
  /** extra class of the backdrop */
  backdropClassName?: string;
};

/**
 * The one accessible dialog of the portal (KRDS modal pattern; WAI-ARIA dialog): aria-modal,
 * labelled by its title, Tab kept inside, Escape cancels, focus back to the opener on close.
 * Rendered into document.body; a plain element, not <dialog>, so antd pop-ups rendered into
 * body by admin screens stay above it.
 */
export function Dialog({
  title,
  role = 'dialog',
  description,
  children,
  footer,
  onCancel,
  onBackdropPress,
  closeButton = false,
  initialFocusRef,
  className,
  backdropClassName,
}: TDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const panelRef = useRef<HTMLDivElement>(null);
  const onCancelRef = useRef(onCancel);

  useLayoutEffect(() => {
    onCancelRef.current = onCancel;
  });

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) (initialFocusRef?.current ?? focusablesIn(panel)[0] ?? panel).focus();
    openStack.push(id);
    return () => {
      openStack.splice(openStack.lastIndexOf(id), 1);
      if (opener?.isConnected) opener.focus();
    };
    // The opener and the first focus are taken once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const panel = panelRef.current;
      if (!panel || openStack.at(-1) !== id || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCancelRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(panel);
      const first = items[0];
      const last = items.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (!panel.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [id]);

  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return;
    // Keeps focus inside the dialog: a press on the backdrop would otherwise move it to <body>.
    event.preventDefault();
    onBackdropPress?.();
  }

  return createPortal(
    <div className={['dialog-backdrop', backdropClassName].filter(Boolean).join(' ')} onMouseDown={onBackdropMouseDown}>
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={['dialog', className].filter(Boolean).join(' ')}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div className="dialog__body">
          {description && (
            <div id={descriptionId} className="dialog__message">
              {description}
            </div>
          )}
          {children}
        </div>
        {footer && <div className="dialog__footer">{footer}</div>}
        {/* last in reading order, as in KRDS: the content and the answer come first */}
        {closeButton && (
          <button type="button" className="dialog__close" onClick={() => onCancel()}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t('modal.button.close')}</span>
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
