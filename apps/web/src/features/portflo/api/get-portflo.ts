import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { portfloClient } from './portflo-client';
import { portfloKeys } from './portflo-keys';

/** GET view/:userId?: the portfolio ('' : the caller's own); 404 shows the not-found page, 403 the server's message. */
export function usePortflo(userId: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: portfloKeys.view(viewer, userId),
    queryFn: ({ signal }) => portfloClient.view({ params: { userId: userId || undefined } }, { signal, record: true }),
    retry: false,
  });
}

/** The A4 PDF's address (a link the browser downloads; same reader rule as the page). */
export const portfloPdfUrl = (userId: string) => portfloClient.urlOf('pdf', { params: { userId: userId || undefined } });
