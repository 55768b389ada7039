import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ModalHost } from '../components/modal/modal-host';
import { queryClient } from '../lib/query-client';

/** App-wide providers, and the one host of the alert and confirm dialogs (spec §4). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ModalHost />
    </QueryClientProvider>
  );
}
