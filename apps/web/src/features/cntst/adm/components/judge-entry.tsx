import { useState } from 'react';
import { AtchFileTable } from '../../../../components/admin/atch-file-table';
import { useTranslation } from '../../../../lib/i18n';
import { useJudgeEntry } from '../api/judge-queries';
import { ScoreForm } from './score-form';

const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * One allocated entry as its judge sees it (the entrant hidden when blind): texts, files and my
 * score sheet. After a submission the keyboard goes on from the sheet's new status.
 */
export function JudgeEntry({ cntstId, entryId }: { cntstId: number; entryId: number }) {
  const { t } = useTranslation();
  const entry = useJudgeEntry(cntstId, entryId);
  const [submitted, setSubmitted] = useState(false);
  if (!entry.data) return <p role="status">{entry.isError ? t('admCntst.judge.entryError') : t('layout.loading')}</p>;
  const detail = entry.data;
  return (
    <article className="adm-cntst__entry" aria-labelledby="adm-cntst-entry-title">
      <h2 id="adm-cntst-entry-title" className="adm-cntst__h2">
        {detail.entryNo}: {detail.entryTtl}
      </h2>
      {detail.blindYn === 'N' && (
        <p>
          {t('admCntst.judge.entrant', { name: detail.entrantNm ?? '-', schl: detail.schlNm ?? '-' })}
          {detail.teamNm && ` ${t('admCntst.judge.team', { name: detail.teamNm, mbrs: detail.teamMbrs ?? '' })}`}
        </p>
      )}
      <dl className="adm-cntst__values">
        {detail.fields.map((field) => (
          <div key={field.fieldId}>
            <dt>{field.fieldNm}</dt>
            <dd>{detail.values[field.fieldId] || t('admCntst.judge.noValue')}</dd>
          </div>
        ))}
      </dl>
      <h3 className="adm-cntst__h3">{t('admCntst.judge.files')}</h3>
      <AtchFileTable files={detail.files} emptyText={t('admCntst.judge.noFiles')} />
      <h3 className="adm-cntst__h3">{t('admCntst.judge.sheet')}</h3>
      {!detail.editable && (
        <p className="adm-cntst__help" tabIndex={-1} ref={submitted ? focusOnMount : undefined}>
          {t(detail.scoreSttsCd === 'SUBMIT' ? 'admCntst.judge.readOnlySubmitted' : 'admCntst.judge.readOnlyClosed')}
        </p>
      )}
      <ScoreForm cntstId={cntstId} entry={detail} onSubmitted={() => setSubmitted(true)} />
    </article>
  );
}
