import { BOARD_SECTIONS, type ZBoardOptionList } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { codeLabel } from '../../../lib/code-options';
import { boardMngResource } from './board-mng-resource';

type TBoardOptionList = z.infer<typeof ZBoardOptionList>;
export type TBoardOption = TBoardOptionList['list'][number];

// under the board resource's key, so adding, editing or deleting a board refreshes the choosers
const optionsKey = [...boardMngResource.keys.all, 'options'] as const;

/** GET /api/boardMng/options: every board, for the post filter, the move target and a new post's board. */
export const getBoardOptions = (signal?: AbortSignal) => api.get<TBoardOptionList>('/api/boardMng/options', { signal });

export const useBoardOptions = () => useQuery({ queryKey: optionsKey, queryFn: ({ signal }) => getBoardOptions(signal), select: (data) => data.list });

/** A chooser's entries: '게시판명 (메뉴 영역)', so boards of the same name in two areas stay apart. */
export const boardSelectOptions = (boards: readonly TBoardOption[] | undefined) =>
  (boards ?? []).map((b) => ({ value: b.boardId, label: `${b.boardNm} (${codeLabel(BOARD_SECTIONS, b.section)})` }));
