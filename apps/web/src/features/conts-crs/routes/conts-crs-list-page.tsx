import { CONTS_SCHL_LVLS } from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { useTranslation } from '../../../lib/i18n';
import { useCrsList } from '../api/conts-crs-queries';
import '../conts-crs-catalogue';
import '../conts-crs.css';

const lvlNm = (code: string) => CONTS_SCHL_LVLS[code as keyof typeof CONTS_SCHL_LVLS] ?? code;

/** /infoGd/contsCrs (issue 20): the published classes, newest first, 10 a page. */
export function ContsCrsListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error } = useCrsList(page);
  return (
    <div className="conts-crs">
      <p className="conts-crs__intro">{t('contsCrs.intro')}</p>
      {error ? (
        <p role="alert">{t('contsCrs.loadFailed')}</p>
      ) : !data ? (
        <p role="status">{t('contsCrs.loading')}</p>
      ) : (
        <>
          <p className="conts-crs__count">{t('contsCrs.count', { count: data.pagination.countItem })}</p>
          {data.list.length === 0 ? (
            <p>{t('contsCrs.empty')}</p>
          ) : (
            <ul className="conts-crs__list">
              {data.list.map((crs) => (
                <li key={crs.crsId} className="conts-crs__item">
                  <h2 className="conts-crs__item-title">
                    <Link to={`/infoGd/contsCrs/${crs.crsId}`}>{crs.crsTtl}</Link>
                  </h2>
                  <p>{crs.crsSmry}</p>
                  <p className="conts-crs__meta">
                    {t('contsCrs.sesnCnt', { count: crs.sesnCnt })} · {t('contsCrs.schlLvl')} {crs.schlLvls.map(lvlNm).join(', ')}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Pagination pagination={data.pagination} onChange={setPage} />
        </>
      )}
    </div>
  );
}
