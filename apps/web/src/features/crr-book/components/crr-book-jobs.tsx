import { useTranslation } from '../../../lib/i18n';

/** Related jobs as tags, a list named for screen readers. */
export function CrrBookJobs({ jobs }: { jobs: readonly string[] }) {
  const { t } = useTranslation();
  if (jobs.length === 0) return null;
  return (
    <ul className="crr-book__jobs" aria-label={t('crrBook.jobs')}>
      {jobs.map((job) => (
        <li key={job} className="crr-book__job">
          {job}
        </li>
      ))}
    </ul>
  );
}
