import type { TFusnRsvtListResponse } from '@portal/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { formatSlot, rsvtViewPath } from '../fusn-tchr-format';
import { RsvtSttsBadge } from './rsvt-stts-badge';

/** A page of the school's reservations: number, program (the link), day and time, applied of reserved, state. */
export function RsvtTable({ data }: { data: TFusnRsvtListResponse }) {
  const { t } = useTranslation();
  const { countItem, currentPage, maxResults } = data.pagination;
  const first = countItem - (currentPage - 1) * maxResults;
  return (
    <table className="list-table fusn-tchr__table">
      <caption className="sr-only">{t('fusnTchr.mng.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fusnTchr.cols.no')}</th>
          <th scope="col">{t('fusnTchr.cols.prgrm')}</th>
          <th scope="col">{t('fusnTchr.cols.when')}</th>
          <th scope="col">{t('fusnTchr.cols.applied')}</th>
          <th scope="col">{t('fusnTchr.cols.stts')}</th>
        </tr>
      </thead>
      <tbody>
        {data.list.map((item, index) => (
          <tr key={item.schlRsvtId}>
            <td data-label={t('fusnTchr.cols.no')}>{first - index}</td>
            <td className="list-table__main">
              <Link to={rsvtViewPath(item.schlRsvtId)}>{item.prgrmNm}</Link>
            </td>
            <td data-label={t('fusnTchr.cols.when')}>{formatSlot(item.sesnYmd, item.bgngTm, item.endTm)}</td>
            <td data-label={t('fusnTchr.cols.applied')}>{t('fusnTchr.appliedOf', item)}</td>
            <td data-label={t('fusnTchr.cols.stts')}>
              <RsvtSttsBadge stts={item.sttsView} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
