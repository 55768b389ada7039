import { queryOptions, useQuery } from '@tanstack/react-query';
import { boardClient } from './board-client';
import { boardKeys } from './board-keys';
import { useViewer } from '../../../lib/login-user/use-viewer';

/** GET /icec/api/board/:boardId: the board's kind, switches, limits and the caller's rights (404 for an unknown board: the not-found page). */
export const getBoardInfo = (boardId: string, signal?: AbortSignal) => boardClient.info({ params: { boardId } }, { signal, record: true });

export const boardInfoQuery = (viewer: string, boardId: string) =>
  queryOptions({ queryKey: boardKeys.info(viewer, boardId), queryFn: ({ signal }) => getBoardInfo(boardId, signal), retry: false });

export function useBoardInfo(boardId: string, enabled = true) {
  const viewer = useViewer();
  return useQuery({ ...boardInfoQuery(viewer, boardId), enabled });
}
