import { JOB_CD_PATTERN, type TCrrInfoDetail } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { MetaList } from '../../../components/card-list';
import { ListedRecordPage } from '../../../components/layout/listed-record-page';
import { RcmdtnButton } from '../../../components/rcmdtn/rcmdtn-button';
import { useTranslation } from '../../../lib/i18n';
import { useCrrInfo } from '../api/get-crr-info';
import { useReadCrrInfo } from '../api/read-crr-info';
import { crrInfoMeta } from '../components/crr-info-card';
import { CrrInfoTags } from '../components/crr-info-tags';
import '../crr-info-catalogue';
import './crr-info.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="crr-info-detail__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Majors, certificates and subjects under 준비 방법, each named (없음 when the job has none). */
function PrepLists({ job }: { job: TCrrInfoDetail }) {
  const { t } = useTranslation();
  const lists = [
    ['majors', job.majors],
    ['certs', job.certs],
    ['sbjcts', job.sbjcts],
  ] as const;
  return (
    <div className="crr-info-detail__prep">
      {lists.map(([key, items]) => (
        <div key={key}>
          <h3>{t(`crrInfo.${key}`)}</h3>
          {items.length > 0 ? <CrrInfoTags label={t(`crrInfo.${key}`)} items={items} /> : <p>{t('crrInfo.none')}</p>}
        </div>
      ))}
    </div>
  );
}

/** /crrInsp/crrInfo/detail/:jobCd (spec §2): one job, every field, related jobs as links, the recommend button; a student shown it earns INFO points. */
export function CrrInfoDetailPage() {
  const { t } = useTranslation();
  const jobCd = useParams().jobCd ?? '';
  const valid = JOB_CD_PATTERN.test(jobCd);
  const query = useCrrInfo(valid ? jobCd : '');
  useReadCrrInfo(jobCd, query.isSuccess);
  return (
    <ListedRecordPage
      query={query}
      valid={valid}
      name={(job) => job.jobNm}
      listPath="/crrInsp/crrInfo"
      texts={{ title: t('crrInfo.title'), loadFailed: t('crrInfo.loadFailed'), list: t('crrInfo.list') }}
      classNames={{ page: 'crr-info', actions: 'crr-info-detail__actions' }}
    >
      {(job, toList) => (
        <article className="crr-info crr-info-detail">
          <div className="crr-info-detail__head">
            <h1 className="page-title">{job.jobNm}</h1>
            <MetaList items={[...crrInfoMeta(job, t), { label: t('crrInfo.values'), value: job.values.map((v) => v.nm).join(', ') }]} />
            <RcmdtnButton target={{ srvcCd: 'JOB', idntfId: job.jobCd }} label={t('crrInfo.rcmdtn')} alreadyText={t('crrInfo.rcmdtnAlready')} />
          </div>
          <Section id="crr-info-expln" title={t('crrInfo.jobExpln')}>
            <p>{job.jobExpln}</p>
          </Section>
          <Section id="crr-info-work" title={t('crrInfo.workCn')}>
            <p>{job.workCn}</p>
          </Section>
          <Section id="crr-info-prep" title={t('crrInfo.prepCn')}>
            <p>{job.prepCn}</p>
            <PrepLists job={job} />
          </Section>
          {job.relJobs.length > 0 && (
            <Section id="crr-info-rel" title={t('crrInfo.relJobs')}>
              <ul className="crr-info__tags">
                {job.relJobs.map((rel) => (
                  <li key={rel.jobCd} className="crr-info__tag">
                    <Link to={`/crrInsp/crrInfo/detail/${rel.jobCd}`}>{rel.jobNm}</Link>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {job.srcNote && (
            <p className="crr-info-detail__src">
              {t('crrInfo.srcNote')}: {job.srcNote}
            </p>
          )}
          {toList}
        </article>
      )}
    </ListedRecordPage>
  );
}
