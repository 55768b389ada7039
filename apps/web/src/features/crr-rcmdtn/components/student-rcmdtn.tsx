import { CardListError } from '../../../components/card-list';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useCrrRcmdtnList } from '../api/get-crr-rcmdtn-list';
import { RcmdtnBasis } from './rcmdtn-basis';
import { RcmdtnHalls } from './rcmdtn-halls';
import { RcmdtnJobs } from './rcmdtn-jobs';

/** A student's own recommendations: the results they come from, the jobs, and the halls about them. */
export function StudentRcmdtn() {
  const { t } = useTranslation();
  const list = useCrrRcmdtnList();
  if (list.isPending) return <p role="status">{t('crrRcmdtn.loading')}</p>;
  if (list.isError) {
    // the saved login may be older than a change of member type: the server's answer decides
    if (isApiError(list.error) && list.error.status === 403) return <p className="crr-rcmdtn__note">{t('crrRcmdtn.notStudent')}</p>;
    return <CardListError>{t('crrRcmdtn.loadFailed')}</CardListError>;
  }
  const { basis, jobs, halls } = list.data;
  return (
    <>
      <RcmdtnBasis basis={basis} />
      <RcmdtnJobs jobs={jobs} hasBasis={basis.riasec !== null || basis.workValues !== null} />
      {jobs.length > 0 && <RcmdtnHalls halls={halls} />}
    </>
  );
}
