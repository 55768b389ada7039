import { BOARD_SECTIONS, type TApiOutput, type boardMngApi } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { boardMngClient } from './board-client';
import { codeLabel } from '../../../lib/code-options';
import { boardMngResource } from './board-mng-resource';

export type TBoardOption = TApiOutput<(typeof boardMngApi)['schemas']['options']>['list'][number];

// under the board resource's key, so adding, editing or deleting a board refreshes the choosers
const optionsKey = [...boardMngResource.keys.all, 'options'] as const;

/** GET /api/boardMng/options: every board, for the post filter, the move target and a new post's board. */
export const getBoardOptions = (signal?: AbortSignal) => boardMngClient.options({}, { signal });

export const useBoardOptions = () => useQuery({ queryKey: optionsKey, queryFn: ({ signal }) => getBoardOptions(signal), select: (data) => data.list });

/** A chooser's entries: '게시판명 (메뉴 영역)', so boards of the same name in two areas stay apart. */
export const boardSelectOptions = (boards: readonly TBoardOption[] | undefined) =>
  (boards ?? []).map((b) => ({ value: b.boardId, label: `${b.boardNm} (${codeLabel(BOARD_SECTIONS, b.section)})` }));
