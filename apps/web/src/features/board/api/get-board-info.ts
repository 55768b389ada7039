import type { TBoardInfo } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { boardApiPath, boardKeys } from './board-keys';
import { useViewer } from '../../../lib/login-user/use-viewer';

/** GET /icec/api/board/:boardId: the board's kind, switches, limits and the caller's rights (404 for an unknown board). */
export const getBoardInfo = (boardId: string, signal?: AbortSignal) => api.get<TBoardInfo>(boardApiPath(boardId), { signal });

export function useBoardInfo(boardId: string, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: boardKeys.info(viewer, boardId),
    queryFn: ({ signal }) => getBoardInfo(boardId, signal),
    enabled,
    retry: false,
  });
}
