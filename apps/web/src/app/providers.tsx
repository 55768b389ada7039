import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ModalHost } from '../components/modal/modal-host';
import i18n from '../lib/i18n';
import { queryClient } from '../lib/query-client';

/** App-wide providers, and the one host of the alert and confirm dialogs (spec §4). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <ModalHost />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
