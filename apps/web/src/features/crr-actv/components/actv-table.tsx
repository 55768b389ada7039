import { ACTV_SE, type TCrrActvItem, type TCrrActvListResponse } from '@portal/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import '../../../components/list-table/list-table.css';

type TActvTableProps = {
  data: TCrrActvListResponse;
  /** where an activity's row leads */
  viewPath: (item: TCrrActvItem) => string;
  /** a teacher or an administrator sees whose activity it is; a student reads only their own */
  showStudent: boolean;
  /** a list of several kinds shows each row's kind */
  showKind?: boolean;
};

/** The owners of a row: the student, or the first of a school activity's students and how many more. */
const stdntText = (item: TCrrActvItem) => (item.stdntCnt > 1 ? `${item.stdntNm ?? ''} 외 ${item.stdntCnt - 1}명` : (item.stdntNm ?? ''));

/** A page of activities: number (newest highest), name (the link), day, the student, the school and grade, files. */
export function ActvTable({ data, viewPath, showStudent, showKind = false }: TActvTableProps) {
  const { t } = useTranslation();
  const { countItem, currentPage, maxResults } = data.pagination;
  const first = countItem - (currentPage - 1) * maxResults;
  return (
    <table className="list-table crr-actv-table">
      <caption className="sr-only">{t('crrActv.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('crrActv.cols.no')}</th>
          {showKind && <th scope="col">{t('crrActv.view.kind')}</th>}
          <th scope="col">{t('crrActv.cols.actvNm')}</th>
          <th scope="col">{t('crrActv.cols.actvYmd')}</th>
          {showStudent && <th scope="col">{t('crrActv.cols.stdnt')}</th>}
          <th scope="col">{t('crrActv.cols.schl')}</th>
          <th scope="col">{t('crrActv.cols.files')}</th>
        </tr>
      </thead>
      <tbody>
        {data.list.map((item, index) => (
          <tr key={item.crrActvId}>
            <td data-label={t('crrActv.cols.no')}>{first - index}</td>
            {showKind && <td data-label={t('crrActv.view.kind')}>{ACTV_SE[item.actvSeCd]}</td>}
            <td className="list-table__main">
              <Link to={viewPath(item)}>{item.actvNm}</Link>
            </td>
            <td data-label={t('crrActv.cols.actvYmd')}>{item.actvYmd}</td>
            {showStudent && <td data-label={t('crrActv.cols.stdnt')}>{stdntText(item)}</td>}
            <td data-label={t('crrActv.cols.schl')}>{`${item.schlNm} ${item.grd}학년`}</td>
            <td data-label={t('crrActv.cols.files')}>{item.fileCnt > 0 ? <span aria-label={t('crrActv.hasFiles')}>{item.fileCnt}</span> : '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
