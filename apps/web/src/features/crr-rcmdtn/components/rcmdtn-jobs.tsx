import type { TCrrRcmdtnJob } from '@portal/contract';
import { Link } from 'react-router';
import { ContentSection } from '../../../components/content-section';
import { useTranslation } from '../../../lib/i18n';
import { rcmdtnPaths } from '../crr-rcmdtn-paths';

/** One recommended job: its page, family, Holland code, fit (with a bar) and the reasons. */
function JobItem({ job }: { job: TCrrRcmdtnJob }) {
  const { t } = useTranslation();
  return (
    <li className="crr-rcmdtn-job">
      <h3 className="crr-rcmdtn-job__name">
        <Link to={rcmdtnPaths.job(job.jobCd)}>{job.jobNm}</Link>
      </h3>
      <dl className="crr-rcmdtn-job__meta">
        <div>
          <dt>{t('crrRcmdtn.jobs.family')}</dt>
          <dd>{job.jobFmlyNm}</dd>
        </div>
        <div>
          <dt>{t('crrRcmdtn.jobs.hollandCd')}</dt>
          <dd>{job.hollandCd}</dd>
        </div>
        <div>
          <dt>{t('crrRcmdtn.jobs.fit')}</dt>
          <dd>{t('crrRcmdtn.jobs.fitValue', { fit: job.fit })}</dd>
        </div>
      </dl>
      <div className="crr-rcmdtn-job__bar" aria-hidden="true">
        <span style={{ width: `${job.fit}%` }} />
      </div>
      <ul className="crr-rcmdtn-job__reasons" aria-label={t('crrRcmdtn.jobs.reasons')}>
        {job.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </li>
  );
}

/** The jobs ranked by fit; without any result, the reason there are none. */
export function RcmdtnJobs({ jobs, hasBasis }: { jobs: TCrrRcmdtnJob[]; hasBasis: boolean }) {
  const { t } = useTranslation();
  return (
    <ContentSection title={t('crrRcmdtn.jobs.title')}>
      {jobs.length ? (
        <>
          <p className="crr-rcmdtn__lead">{t('crrRcmdtn.jobs.count', { count: jobs.length })}</p>
          <ol className="crr-rcmdtn-jobs">
            {jobs.map((job) => (
              <JobItem key={job.jobCd} job={job} />
            ))}
          </ol>
        </>
      ) : (
        <p className="crr-rcmdtn__empty">{t(hasBasis ? 'crrRcmdtn.jobs.empty' : 'crrRcmdtn.jobs.none')}</p>
      )}
    </ContentSection>
  );
}
