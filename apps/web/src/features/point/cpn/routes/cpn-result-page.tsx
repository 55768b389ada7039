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
  const cpnId = Number(useParams().cpnId);
  const valid = Number.isInteger(cpnId) && cpnId > 0 && cpnId <= 2_147_483_647;
  const query = useCpnResult(valid ? cpnId : 0);
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
