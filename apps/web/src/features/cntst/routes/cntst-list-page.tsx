import { CNTST_PHASE, type TCntstPhaseCd } from '@portal/contract';
import { Link } from 'react-router';
import { CardList, useListSearch } from '../../../components/card-list';
import { useTranslation } from '../../../lib/i18n';
import { useCntstList } from '../api/cntst-queries';
import { CntstCard } from '../components/cntst-card';
import '../cntst-catalogue';
import '../cntst.css';

const SEARCH = ['phase'] as const;
/** The tabs in the order of a contest's life, after 전체. */
const PHASES: readonly TCntstPhaseCd[] = ['APLY', 'READY', 'CLOSED', 'JDG', 'ANN'];
const isPhase = (code: string): code is TCntstPhaseCd => code in CNTST_PHASE;

/**
 * /cntst/list (issue 17): the contests by phase (전체, 접수 중, 예정, 마감, 심사 중, 발표) as
 * cards with their posters, 10 a page. The phase is in the address, the page in the paging state.
 */
export function CntstListPage() {
  const { t } = useTranslation();
  const { search, currentPage, setCurrentPage } = useListSearch('cntst', SEARCH);
  const phase = isPhase(search.phase) ? search.phase : undefined;
  const result = useCntstList({ currentPage, phase });
  const tabs: { code: TCntstPhaseCd | undefined; label: string }[] = [
    { code: undefined, label: t('cntst.tabs.all') },
    ...PHASES.map((code) => ({ code, label: CNTST_PHASE[code] })),
  ];

  return (
    <div className="cntst">
      <nav aria-label={t('cntst.tabs.label')}>
        <ul className="cntst-tabs">
          {tabs.map((tab) => (
            <li key={tab.label}>
              <Link to={tab.code ? `?phase=${tab.code}` : '?'} replace aria-current={tab.code === phase ? 'page' : undefined} onClick={() => setCurrentPage(1)}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <CardList
          result={result}
          countText={(count) => t('cntst.count', { count })}
          emptyText={t('cntst.empty')}
          errorText={t('cntst.loadFailed')}
          itemKey={(cntst) => cntst.cntstId}
          renderItem={(cntst) => <CntstCard cntst={cntst} />}
          onPageChange={setCurrentPage}
        />
      </div>
    </div>
  );
}
