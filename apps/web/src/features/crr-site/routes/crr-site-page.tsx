import { CRR_SITE_CTGRY_GROUP } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { CardList, useListSearch } from '../../../components/card-list';
import { useCodeList } from '../../../lib/codes/use-code-list';
import { useCrrSiteList } from '../api/get-crr-site-list';
import { CrrSiteCard } from '../components/crr-site-card';
import './crr-site-page.css';

const SEARCH = ['ctgryCd'] as const;

/**
 * /infoGd/crrSite (spec §2): the career sites the centre recommends, by category (CRR_SITE_CTGRY
 * codes, one button each), 10 a page (spec §9).
 */
export function CrrSitePage() {
  const { t } = useTranslation();
  const { search, setSearch, currentPage, setCurrentPage } = useListSearch('crrSite', SEARCH);
  const categories = useCodeList(CRR_SITE_CTGRY_GROUP).data?.codeList ?? [];
  const result = useCrrSiteList({ currentPage, ctgryCd: search.ctgryCd || undefined });
  const tabs = [{ comCd: '', comCdNm: t('crrSite.all') }, ...categories];

  return (
    <div>
      <div className="crr-site__tabs" role="group" aria-label={t('crrSite.ctgry')}>
        {tabs.map((c) => (
          <button
            key={c.comCd}
            type="button"
            className="crr-site__tab"
            aria-pressed={c.comCd === search.ctgryCd}
            onClick={() => setSearch({ ctgryCd: c.comCd })}
          >
            {c.comCdNm}
          </button>
        ))}
      </div>
      <CardList
        result={result}
        countText={(count) => t('crrSite.count', { count })}
        emptyText={t('crrSite.empty')}
        errorText={t('crrSite.loadFailed')}
        itemKey={(site) => site.crrSiteId}
        renderItem={(site) => <CrrSiteCard site={site} />}
        onPageChange={setCurrentPage}
      />
    </div>
  );
}
