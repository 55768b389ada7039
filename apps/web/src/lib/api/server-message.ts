import { showAlert } from '../../components/modal/modal-store';

let openMessage: Promise<void> | null = null;

/**
 * spec §4: one server-message dialog at a time. A message arriving while one is open is skipped;
 * its caller waits for the open dialog to close, so the redirect rules still run after a confirm.
 */
export function showServerMessage(message: string): Promise<void> {
  if (openMessage) return openMessage;
  const current = showAlert(message).finally(() => {
    openMessage = null;
  });
  openMessage = current;
  return current;
}
