import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api';
import { useViewer } from '../../../lib/login-user/use-viewer';
import { boardClient } from './board-client';
import { boardKeys } from './board-keys';

/** GET /icec/api/board/:boardId: the board's kind, switches, limits and the caller's rights (404 for an unknown board: the not-found page). */
export const getBoardInfo = (boardId: string, signal?: AbortSignal) => boardClient.info({ params: { boardId } }, { signal, record: true });

export const boardInfoQuery = (viewer: string, boardId: string) =>
  queryOptions({ queryKey: boardKeys.info(viewer, boardId), queryFn: ({ signal }) => getBoardInfo(boardId, signal), retry: false });

/**
 * The board a page stands on. The server's answer the list's loader already got (a 404, a refusal)
 * stands: the page does not ask again on mount; a failed connection is asked again.
 */
export function useBoardInfo(boardId: string, enabled = true) {
  const viewer = useViewer();
  const query = boardInfoQuery(viewer, boardId);
  const answered = isApiError(useQueryClient().getQueryState(query.queryKey)?.error);
  return useQuery({ ...query, enabled, retryOnMount: !answered });
}
