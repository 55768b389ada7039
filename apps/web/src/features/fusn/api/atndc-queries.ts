import { useMutation, useQuery } from '@tanstack/react-query';
import type { TChkinBody } from '@portal/contract';
import { fusnAtndcClient } from './atndc-client';
import { fusnKeys } from './fusn-keys';

/** GET cert/:certNo (public): a certificate's masked facts; 404 for an unknown number. */
export function useCertVerify(certNo: string) {
  return useQuery({
    queryKey: fusnKeys.cert(certNo),
    queryFn: ({ signal }) => fusnAtndcClient.certVerify({ params: { certNo } }, { signal, quiet: true }),
    enabled: certNo !== '',
    retry: false,
  });
}

/** POST chkin {h, t}: the logged-in student's check-in by the hall's QR code (idempotent). */
export function useChkin() {
  return useMutation({ mutationFn: (body: TChkinBody) => fusnAtndcClient.chkin({ body }, { quiet: true }) });
}
