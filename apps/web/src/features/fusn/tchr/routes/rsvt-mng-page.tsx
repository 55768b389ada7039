import { isStudentMbrType } from '@portal/contract';
import { useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { useListSearch } from '../../../../components/card-list';
import { Pagination } from '../../../../components/pagination';
import { useTranslation } from '../../../../lib/i18n';
import { useRealmLoginUser } from '../../../../lib/login-user/login-user-store';
import { useMySchool, useRsvtList } from '../api/tchr-queries';
import { RsvtSearch, RSVT_SEARCH_NAMES } from '../components/rsvt-search';
import { isSttsView } from '../fusn-tchr-format';
import { RsvtTable } from '../components/rsvt-table';
import '../../../../components/list-table/list-table.css';
import '../fusn-tchr-catalogue';
import '../fusn-tchr.css';

export const MY_APLY_PATH = '/myPage/fusionActvMyAply';

/**
 * /myPage/fusionActvMng (issue 19, menu M0612): the school's reservations with the state and period
 * filters, 10 a page; a student is sent to their own applications, a teacher without an approved
 * school is told where to ask for one.
 */
export function RsvtMngPage() {
  const user = useRealmLoginUser('USER');
  if (isStudentMbrType(user?.mbrTypeAuthrt)) return <Navigate to={MY_APLY_PATH} replace />;
  return <RsvtMngOfSchool />;
}

/** A teacher without an approved school is told where to ask for one; the list is asked for only then. */
function RsvtMngOfSchool() {
  const { t } = useTranslation();
  const schl = useMySchool();
  if (schl.isPending) return <p role="status">{t('fusnTchr.loading')}</p>;
  if (schl.data?.me?.sttsCd === 'APRV') return <RsvtMng />;
  return (
    <div className="fusn-tchr">
      <p className="fusn-tchr__notice">{t('fusnTchr.mng.noSchool')}</p>
      <p>
        <Link className="btn btn--primary" to="/myPage/schlInfo">
          {t('fusnTchr.mng.toSchlInfo')}
        </Link>
      </p>
    </div>
  );
}

function RsvtMng() {
  const { t } = useTranslation();
  const list = useListSearch('fusnTchr.mng', RSVT_SEARCH_NAMES);
  const { search } = list;
  const query = useRsvtList({
    currentPage: list.currentPage,
    sttsView: isSttsView(search.sttsView) ? search.sttsView : undefined,
    bgngYmd: search.bgngYmd || undefined,
    endYmd: search.endYmd || undefined,
  });
  const countRef = useRef<HTMLParagraphElement>(null);
  const { data } = query;

  if (query.isPending) return <p role="status">{t('fusnTchr.loading')}</p>;
  if (!data) return <p role="alert">{t('fusnTchr.loadFailed')}</p>;
  const goTo = (page: number) => {
    list.setCurrentPage(page);
    countRef.current?.focus();
  };
  return (
    <div className="fusn-tchr">
      <p>{t('fusnTchr.mng.intro')}</p>
      <RsvtSearch key={list.queryString} value={search} onSearch={list.setSearch} />
      <p ref={countRef} tabIndex={-1} className="card-list__count" aria-live="polite">
        {t('fusnTchr.mng.count', { count: data.pagination.countItem })}
      </p>
      {data.list.length === 0 ? (
        <div className="fusn-tchr__empty">
          <p>{t('fusnTchr.mng.empty')}</p>
          <Link className="btn btn--secondary" to="/crrFusion/fusionActvAply">
            {t('fusnTchr.mng.toAply')}
          </Link>
        </div>
      ) : (
        <RsvtTable data={data} />
      )}
      <Pagination pagination={data.pagination} onChange={goTo} />
    </div>
  );
}
