import { lazy, Suspense } from 'react';
import { useDialogs } from './modal-store';

// The dialog's code and styles load with the first alert or confirm: no page needs them to paint.
const MessageDialog = lazy(async () => ({ default: (await import('./message-dialog')).MessageDialog }));

/** Renders the alert and confirm dialogs of the modal store; mounted once, in the app providers. */
export function ModalHost() {
  const dialogs = useDialogs();
  if (dialogs.length === 0) return null;
  return (
    <Suspense>
      {dialogs.map((dialog) => (
        <MessageDialog key={dialog.id} dialog={dialog} />
      ))}
    </Suspense>
  );
}
