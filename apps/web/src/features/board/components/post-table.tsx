import { seoulDayOf, type TBoardInfo, type TPostListResponse, type TPostSummary } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import '../../../components/list-table/list-table.css';
import { formatNumber } from './board-format';
import { PostTitle } from './post-title';

type TPostTableProps = {
  board: TBoardInfo;
  data: TPostListResponse;
  section: string;
  listSearch: string;
};

/**
 * The list of a notice, general, Q&A or data board: a table with a caption and column headers
 * (rows become stacked blocks on a phone, board.css), the pinned notices first.
 */
export function PostTable({ board, data, section, listSearch }: TPostTableProps) {
  const { t } = useTranslation();
  const withCtgry = board.ctgrys.length > 0;
  const qna = board.boardTypeCd === 'QNA';
  const { countItem, currentPage, maxResults } = data.pagination;
  // a capped count is no real total, so rows are not numbered from it
  const numberOf = (index: number) => (data.countCappedYn === 'Y' ? '' : formatNumber(countItem - (currentPage - 1) * maxResults - index));

  const row = (post: TPostSummary, no: string, pinned: boolean) => (
    <tr key={`${pinned ? 'pin' : 'row'}-${post.postId}`} className={pinned ? 'board-table__pinned' : undefined}>
      <td className="board-table__no" data-label={t('board.col.no')}>
        {pinned ? <span className="board-badge board-badge--notice">{t('board.notice')}</span> : no}
      </td>
      {withCtgry && (
        <td className="board-table__ctgry" data-label={t('board.col.ctgry')}>
          {post.ctgryNm}
        </td>
      )}
      <th scope="row" className="list-table__main">
        <PostTitle post={post} section={section} listSearch={listSearch} />
      </th>
      {qna && (
        <td className="board-table__ans" data-label={t('board.col.ans')}>
          {/* a pinned notice is the centre's, not a question */}
          {!pinned && <span className={`board-badge board-badge--ans-${post.ansYn}`}>{t(`board.ans.${post.ansYn}`)}</span>}
        </td>
      )}
      <td className="board-table__wrtr" data-label={t('board.col.wrtr')}>
        {post.wrtrNm ?? t('board.hidden')}
      </td>
      <td className="board-table__date" data-label={t('board.col.regDt')}>
        {seoulDayOf(post.regDt)}
      </td>
      <td className="board-table__num" data-label={t('board.col.inqCnt')}>
        {formatNumber(post.inqCnt)}
      </td>
    </tr>
  );

  if (data.pinned.length === 0 && data.list.length === 0) return <p className="card-list__empty">{t('board.empty')}</p>;
  return (
    <table className="list-table board-table">
      <caption className="sr-only">{t('board.caption', { boardNm: board.boardNm })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('board.col.no')}</th>
          {withCtgry && <th scope="col">{t('board.col.ctgry')}</th>}
          <th scope="col">{t('board.col.title')}</th>
          {qna && <th scope="col">{t('board.col.ans')}</th>}
          <th scope="col">{t('board.col.wrtr')}</th>
          <th scope="col">{t('board.col.regDt')}</th>
          <th scope="col">{t('board.col.inqCnt')}</th>
        </tr>
      </thead>
      <tbody>
        {data.pinned.map((post) => row(post, '', true))}
        {data.list.map((post, index) => row(post, numberOf(index), false))}
      </tbody>
    </table>
  );
}
