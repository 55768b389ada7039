import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { isApiError } from '../../../lib/api';
import { codeName, useCodeList } from '../../../lib/codes/use-code-list';
import '../../../components/list-table/list-table.css';
import { useTranslation } from '../../../lib/i18n';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { usePageTitle } from '../../../lib/page-title';
import { usePagingState } from '../../../lib/paging';
import { NotFoundPage } from '../../../app/routes/not-found-page';
import { useFusionActv } from '../api/get-fusion-actv';
import { formatYmd } from '../../../components/portflo/portflo-format';
import { actvViewPath, portfloPath } from '../portflo-format';
import '../../../components/portflo/portflo-catalogue';
import '../portflo.css';

/** Another reader names the student in the title; the student's own list keeps the route's name. */
function TitleOf({ userNm }: { userNm: string }) {
  const { t } = useTranslation();
  usePageTitle(t('portflo.fusion.heading', { userNm }));
  return null;
}

/**
 * /myPage/fusionActv/list/:userId (spec §6, issue 18): where 포트폴리오 관리 leads; the student's fusion
 * activities (written by the fusion issue from attendance), 10 a page, each opening its activity
 * page. The student, their teachers and administrators; anyone else gets the server's 403 message.
 */
export function FusionActvListPage() {
  const { t } = useTranslation();
  const userId = useParams().userId ?? '';
  const own = useRealmLoginUser('USER')?.userId === userId;
  const { paging, setCurrentPage } = usePagingState('fusionActv');
  const result = useFusionActv(userId, paging.currentPage);
  const dgstfn = useCodeList('ACTV_DGSTFN');
  const countRef = useRef<HTMLParagraphElement>(null);

  if (isApiError(result.error) && result.error.status === 404) return <NotFoundPage />;
  if (result.isPending) return <p role="status">{t('portflo.loading')}</p>;
  if (result.isError) return isApiError(result.error) && result.error.status === 403 ? null : <p role="alert">{t('portflo.loadFailed')}</p>;
  const data = result.data;
  const goTo = (page: number) => {
    setCurrentPage(page);
    countRef.current?.focus();
  };
  return (
    <div className="portflo">
      {!own && <TitleOf userNm={data.userNm} />}
      <div className="portflo__actions">
        <Link className="btn btn--secondary" to={portfloPath(own ? undefined : userId)}>
          {t('portflo.toPortflo')}
        </Link>
      </div>
      {!own && <h2 className="portflo__title">{t('portflo.fusion.heading', { userNm: data.userNm })}</h2>}
      <p ref={countRef} tabIndex={-1} className="card-list__count" aria-live="polite">
        {t('portflo.fusion.count', { total: data.pagination.countItem.toLocaleString('ko-KR') })}
      </p>
      {data.list.length === 0 ? (
        <p className="portflo-empty">{t('portflo.fusion.empty')}</p>
      ) : (
        <table className="list-table portflo-table">
          <caption className="sr-only">{t('portflo.fusion.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('portflo.fusion.actvNm')}</th>
              <th scope="col">{t('portflo.actv.actvYmd')}</th>
              <th scope="col">{t('portflo.actv.actvPlc')}</th>
              <th scope="col">{t('portflo.actv.dutyCr')}</th>
              <th scope="col">{t('portflo.fusion.actvDgstfn')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((actv) => (
              <tr key={actv.crrActvId}>
                <td className="list-table__main">
                  <Link to={actvViewPath(actv.crrActvId)}>{actv.actvNm}</Link>
                </td>
                <td data-label={t('portflo.actv.actvYmd')}>{formatYmd(actv.actvYmd)}</td>
                <td data-label={t('portflo.actv.actvPlc')}>{actv.actvPlc}</td>
                <td data-label={t('portflo.actv.dutyCr')}>{actv.dutyCr}</td>
                <td data-label={t('portflo.fusion.actvDgstfn')}>{codeName(dgstfn.data?.codeList, actv.actvDgstfn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination pagination={data.pagination} onChange={goTo} />
    </div>
  );
}
