import { HOLLAND_NM, type TCrrInfoRow, type THollandType } from '@portal/contract';
import { Link } from 'react-router';
import { Card, type TMetaItem } from '../../../components/card-list';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { CrrInfoTags } from './crr-info-tags';

/** The Holland code with the Korean name of each type: SA (사회형·예술형). */
const hollandText = (code: string) => `${code} (${[...code].map((letter) => HOLLAND_NM[letter as THollandType] ?? letter).join('·')})`;

/** Family, Holland code and other names: a job's rows in the list and on its page. */
export const crrInfoMeta = (job: TCrrInfoRow, t: TFunction): TMetaItem[] => [
  { label: t('crrInfo.family'), value: job.jobFmly.nm },
  { label: t('crrInfo.hollandCode'), value: hollandText(job.hollandCd) },
  ...(job.aliases.length > 0 ? [{ label: t('crrInfo.aliases'), value: job.aliases.join(', ') }] : []),
];

/** One job of the list: its name (the link to its page), what it is, its rows and values. */
export function CrrInfoCard({ job, listSearch }: { job: TCrrInfoRow; listSearch: string }) {
  const { t } = useTranslation();
  return (
    <Card
      title={
        // the list's search goes along, so the job page's list link returns to it
        <Link to={`/crrInsp/crrInfo/detail/${job.jobCd}`} state={{ listSearch }}>
          {job.jobNm}
        </Link>
      }
      description={job.jobExpln}
      meta={crrInfoMeta(job, t)}
    >
      <CrrInfoTags label={t('crrInfo.valuesOf', { name: job.jobNm })} items={job.values.map((v) => v.nm)} />
    </Card>
  );
}
