import { useSyncExternalStore } from 'react';

/**
 * spec §4, §8: alert and confirm dialogs as an external store, so that code outside React
 * (the HTTP client, the file field) can open them and await the answer.
 */
export type TDialogKind = 'alert' | 'confirm';
export type TDialog = {
  id: number;
  kind: TDialogKind;
  /** a message text, already translated */
  message: string;
  /** undefined: the default title for the kind ('알림' / '선택해 주세요') */
  title?: string;
  /** undefined: '확인' */
  okLabel?: string;
  /** undefined: '취소' (a confirm only) */
  cancelLabel?: string;
  resolve: (confirmed: boolean) => void;
};
export type TDialogOptions = Pick<TDialog, 'title' | 'okLabel' | 'cancelLabel'>;

export const MISSING_MESSAGE_ERROR = 'Parameter msg is required';

let dialogs: readonly TDialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function open(kind: TDialogKind, message: string | undefined, options: TDialogOptions = {}): Promise<boolean> {
  // spec §8: a modal without message is a programming error.
  if (!message) return Promise.reject(new Error(MISSING_MESSAGE_ERROR));
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    const dialog: TDialog = {
      id,
      kind,
      message,
      ...options,
      resolve: (confirmed) => {
        dialogs = dialogs.filter((d) => d.id !== id);
        emit();
        resolve(confirmed);
      },
    };
    dialogs = [...dialogs, dialog];
    emit();
  });
}

/** Resolves when the user closes the alert. */
export async function showAlert(message: string, options?: TDialogOptions): Promise<void> {
  await open('alert', message, options);
}

/** Resolves true on confirm, false on cancel or Escape. */
export function showConfirm(message: string, options?: TDialogOptions): Promise<boolean> {
  return open('confirm', message, options);
}

export function getDialogs(): readonly TDialog[] {
  return dialogs;
}

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDialogs(): readonly TDialog[] {
  return useSyncExternalStore(subscribeDialogs, getDialogs, getDialogs);
}
