import type { TBoardInfo } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../../../app/routes/not-found-page';
import { CardListError } from '../../../components/card-list';
import { isApiError } from '../../../lib/api';
import { useBoardInfo } from '../api/get-board-info';
import { useBoardParams, type TBoardParams } from './board-params';
import '../board.css';

export type TBoardContext = TBoardParams & { board: TBoardInfo };

/**
 * The board every board page stands on: an address that cannot be a board, or a board the API
 * does not know (404), shows the not-found page; a board opened under another section moves to
 * its own (the menu links one address per board).
 */
export function BoardGate({ children }: { children: (context: TBoardContext) => ReactNode }) {
  const { t } = useTranslation();
  const params = useBoardParams();
  const { pathname, search } = useLocation();
  const info = useBoardInfo(params.boardId, params.valid);

  if (!params.valid || (isApiError(info.error) && info.error.status === 404)) return <NotFoundPage />;
  if (info.isPending) return <p role="status">{t('layout.loading')}</p>;
  if (info.isError) {
    return (
      <div className="board">
        <h1 className="page-title">{t('board.title')}</h1>
        <CardListError>{t('board.loadFailed')}</CardListError>
      </div>
    );
  }
  const board = info.data;
  if (board.section !== params.section) {
    const own = pathname.replace(`/${params.section}/board/`, `/${board.section}/board/`);
    return <Navigate to={`${own}${search}`} replace />;
  }
  return children({ ...params, board });
}
