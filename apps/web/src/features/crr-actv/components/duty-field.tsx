import { CRR_ACTV_LIMITS } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field';
import { Input } from '../../../components/form/input';
import { UserPopup } from '../../../components/modal/user-popup';
import { useTranslation } from '../../../lib/i18n';
import { useJobSearch } from '../api/search-jobs';
import type { TActvFormValues } from './actv-form-schema';

type TJobSearchPopupProps = { open: boolean; onPick: (job: { jobCd: string; jobNm: string }) => void; onClose: () => void };

/** Searching the job dataset (issue 16) by a word; each job found is a button that picks it. */
export function JobSearchPopup({ open, onPick, onClose }: TJobSearchPopupProps) {
  const { t } = useTranslation();
  const [word, setWord] = useState('');
  const { data, isFetching } = useJobSearch(word);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    setWord(String(new FormData(event.currentTarget).get('srchWrd') ?? '').trim());
  };
  return (
    <UserPopup open={open} onClose={onClose} title={t('crrActv.write.dutySearch')}>
      <form role="search" className="crr-actv-jobs__search" onSubmit={submit}>
        <FormField label={t('crrActv.write.dutySearch')}>
          <Input type="search" name="srchWrd" maxLength={50} defaultValue={word} />
        </FormField>
        <button type="submit" className="btn btn--primary">
          {t('crrActv.search.submit')}
        </button>
      </form>
      <div aria-live="polite">
        {isFetching && <p role="status">{t('layout.loading')}</p>}
        {data && data.list.length === 0 && <p>{t('crrActv.write.dutyNone')}</p>}
        {data && data.list.length > 0 && (
          <ul className="crr-actv-jobs" aria-label={t('crrActv.write.dutyResults')}>
            {data.list.map((job) => (
              <li key={job.jobCd}>
                <button type="button" className="btn btn--secondary" onClick={() => onPick({ jobCd: job.jobCd, jobNm: job.jobNm })}>
                  {t('crrActv.write.dutyPick', { jobNm: job.jobNm })}
                </button>
                <span className="crr-actv-jobs__fmly">{job.jobFmly.nm}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </UserPopup>
  );
}

/**
 * The related duty or occupation (spec §3 dutyCr): typed freely, or a job of the job dataset picked
 * in the search popup (its name goes into the field and its code with it; typing over it drops the code).
 */
export function DutyField({ label }: { label: string }) {
  const { t } = useTranslation();
  const form = useFormContext<TActvFormValues>();
  const [open, setOpen] = useState(false);
  const jobCd = useWatch({ control: form.control, name: 'jobCd' });
  const dutyCr = useWatch({ control: form.control, name: 'dutyCr' });
  const field = form.register('dutyCr', {
    onChange: () => {
      if (form.getValues('jobCd')) form.setValue('jobCd', '');
    },
  });
  const pick = (job: { jobCd: string; jobNm: string }) => {
    form.setValue('dutyCr', job.jobNm, { shouldValidate: true, shouldDirty: true });
    form.setValue('jobCd', job.jobCd);
    setOpen(false);
  };
  return (
    <>
      <FormField
        name="dutyCr"
        label={label}
        required
        hint={jobCd ? t('crrActv.write.dutyPicked', { jobNm: dutyCr }) : t('crrActv.write.dutySearchHint')}
        className="crr-actv-form__duty"
      >
        <Input maxLength={CRR_ACTV_LIMITS.dutyCr} {...field} />
      </FormField>
      <button type="button" className="btn btn--secondary crr-actv-form__duty-search" onClick={() => setOpen(true)}>
        {t('crrActv.write.dutySearch')}
      </button>
      {open && <JobSearchPopup open onPick={pick} onClose={() => setOpen(false)} />}
    </>
  );
}
