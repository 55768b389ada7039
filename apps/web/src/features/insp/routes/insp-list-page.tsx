import { useTranslation } from '../../../lib/i18n';
import { useInspList } from '../api/insp-queries';
import { InspCard } from '../components/insp-card';
import '../insp-catalogue';
import '../insp.css';

/**
 * /crrInsp/crrInsp (spec §2): the tests on offer, each with what the caller has done of it (an
 * unfinished sheet to resume, the latest result). A guest sees the same cards and logs in on a
 * test's page.
 */
export function InspListPage() {
  const { t } = useTranslation();
  const list = useInspList();
  return (
    <div className="insp">
      <p className="insp__intro">{t('insp.list.intro')}</p>
      {list.isPending && <p role="status">{t('insp.loading')}</p>}
      {list.isError && <p role="alert">{t('insp.loadFailed')}</p>}
      {list.data?.list.length === 0 && <p className="insp__empty">{t('insp.list.empty')}</p>}
      {list.data && list.data.list.length > 0 && (
        <ul className="card-list__grid insp__cards">
          {list.data.list.map((insp) => (
            <li key={insp.inspId}>
              <InspCard insp={insp} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
