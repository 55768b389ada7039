import { useParams } from 'react-router';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { usePageTitle } from '../../../../lib/page-title';
import { useSrvyMngItem } from '../api/srvy-adm-queries';
import { srvyIdParam } from '../components/srvy-adm-format';
import { SrvyAdmRecord } from '../components/srvy-adm-record';
import { SrvyBuilder } from '../components/srvy-builder';
import '../srvy-adm-catalogue';
import '../srvy-adm.css';

function Named({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

/** Admin srvy/:srvyId: one survey in the builder (a missing one shows the not-found page). */
export function SrvyAdmEditPage() {
  const { t } = useTranslation();
  const srvyId = srvyIdParam(useParams().srvyId);
  const item = useSrvyMngItem(srvyId);
  if (srvyId === undefined || (isApiError(item.error) && item.error.status === 404)) return <AdminNotFoundPage />;
  return (
    <section className="srvy-adm">
      <h1 className="adm-page__title">
        {t('admSrvy.editTitle')}
        {item.data && `: ${item.data.srvyTtl}`}
      </h1>
      <SrvyAdmRecord query={item} valid>
        {(srvy) => (
          <>
            <Named name={srvy.srvyTtl} />
            <SrvyBuilder key={srvy.srvyId} srvy={srvy} />
          </>
        )}
      </SrvyAdmRecord>
    </section>
  );
}
