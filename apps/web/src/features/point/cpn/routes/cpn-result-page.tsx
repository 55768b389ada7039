import { recordIdOf } from '@portal/contract';
import { Link, useParams } from 'react-router';
import { RecordPage } from '../../../../app/routes/record-page';
import { useTranslation } from '../../../../lib/i18n';
import { useCpnResult } from '../api/cpn-queries';
import { CpnResultView } from '../components/cpn-result-view';
import '../cpn-catalogue';
import '../cpn.css';

/** /eduIntdcn/dayBsdCpn/:cpnId (anyone): one draw's announcement, published data and the in-browser verification. */
export function CpnResultPage() {
  const { t } = useTranslation();
  const cpnId = recordIdOf(useParams().cpnId) ?? 0;
  const valid = cpnId > 0;
  const query = useCpnResult(cpnId);
  return (
    <RecordPage query={query} valid={valid} name={(result) => result.prizeNm}>
      {(result) => (
        <article>
          <CpnResultView result={result} />
          <p className="cpn-actions">
            <Link className="btn btn--secondary" to="/eduIntdcn/dayBsdCpn">
              {t('pointCpn.result.toList')}
            </Link>
          </p>
        </article>
      )}
    </RecordPage>
  );
}
