import { POINT_TYPE_CDS, type TLedgerQuery, type TPointTypeCd } from '@portal/contract';
import { useRef } from 'react';
import { Link } from 'react-router';
import { CardListError, useListSearch } from '../../../../components/card-list';
import { Pagination } from '../../../../components/pagination';
import { isApiError } from '../../../../lib/api';
import { codeListOptions, codeName, useCodeList } from '../../../../lib/codes/use-code-list';
import { useTranslation } from '../../../../lib/i18n';
import { usePointHistory } from '../api/get-point-history';
import { PointHistoryFilter } from '../components/point-history-filter';
import { PointHistoryTable } from '../components/point-history-table';
import { formatPoints } from '../components/point-format';
import '../ledger-catalogue';
import '../ledger.css';

const NAMES = ['bgngYmd', 'endYmd', 'pointTypeCd'] as const;
const YMD = /^\d{4}-\d{2}-\d{2}$/;
const isPointTypeCd = (value: string): value is TPointTypeCd => (POINT_TYPE_CDS as readonly string[]).includes(value);
const ymdOrUndefined = (value: string) => (YMD.test(value) ? value : undefined);

/** The pages a student spends or earns points on (their menus sit beside this one). */
const LINKS = [
  { key: 'cmpnPointAply', to: '/myPage/cmpnPoint/cmpnPointAply' },
  { key: 'dayBsdCpn', to: '/myPage/cmpnPoint/dayBsdCpn' },
  { key: 'pointBsdGds', to: '/myPage/cmpnPoint/pointBsdGds' },
] as const;

/** The filters in the address (a reload and the back button keep them) and the page in the paging state. */
function usePointSearch() {
  const list = useListSearch('point.myPoint', NAMES);
  const { bgngYmd, endYmd, pointTypeCd } = list.search;
  const query: Partial<TLedgerQuery> = {
    currentPage: list.currentPage,
    bgngYmd: ymdOrUndefined(bgngYmd),
    endYmd: ymdOrUndefined(endYmd),
    pointTypeCd: isPointTypeCd(pointTypeCd) ? pointTypeCd : undefined,
  };
  // a period typed backwards in the address is no search (the server would refuse it)
  if (query.bgngYmd && query.endYmd && query.bgngYmd > query.endYmd) query.endYmd = undefined;
  return { ...list, query };
}

/**
 * /myPage/cmpnPoint/myPoint (issue 15): the balance, this month's earnings, the way to spend them,
 * and the history 10 a page, filtered by period and type. Only students hold points (spec §6): for
 * anyone else the API answers 403 with the reason, which the API client shows before leaving for
 * the home page; meanwhile the page shows nothing of its own.
 */
export function MyPointPage() {
  const { t } = useTranslation();
  const search = usePointSearch();
  const history = usePointHistory(search.query);
  const codes = useCodeList('POINT_TYPE');
  const countRef = useRef<HTMLParagraphElement>(null);
  const typeName = (pointTypeCd: string) => codeName(codes.data?.codeList, pointTypeCd);

  if (history.isPending) return <p role="status">{t('pointLedger.loading')}</p>;
  if (history.isError) return isApiError(history.error) && history.error.status === 403 ? null : <CardListError>{t('pointLedger.loadFailed')}</CardListError>;
  const data = history.data;
  const goTo = (page: number) => {
    search.setCurrentPage(page);
    countRef.current?.focus();
  };

  return (
    <div className="point-page">
      <section className="point-summary" aria-label={t('pointLedger.summary.label')}>
        <dl className="point-summary__figures">
          <div className="point-summary__figure point-summary__figure--balance">
            <dt>{t('pointLedger.summary.balance')}</dt>
            <dd>{t('pointLedger.summary.points', { points: formatPoints(data.balance) })}</dd>
          </div>
          <div className="point-summary__figure">
            <dt>{t('pointLedger.summary.monthEarned')}</dt>
            <dd>{t('pointLedger.summary.points', { points: formatPoints(data.monthEarned) })}</dd>
          </div>
        </dl>
        <nav aria-label={t('pointLedger.links.label')}>
          <ul className="point-summary__links">
            {LINKS.map((link) => (
              <li key={link.key}>
                <Link className="btn btn--secondary" to={link.to}>
                  {t(`pointLedger.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
      <PointHistoryFilter
        key={search.queryString}
        value={search.search}
        onSearch={(next) => search.setSearch(next)}
        typeOptions={codeListOptions(codes.data?.codeList)}
      />
      <p ref={countRef} tabIndex={-1} className="card-list__count" aria-live="polite">
        {t('pointLedger.count', { total: formatPoints(data.pagination.countItem) })}
      </p>
      <PointHistoryTable rows={data.list} typeName={typeName} />
      <Pagination pagination={data.pagination} onChange={goTo} />
    </div>
  );
}
