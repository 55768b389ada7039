import {
  ACTV_DGSTFN,
  ACTV_DGSTFN_CDS,
  ACTV_DGSTFN_GROUP,
  CRR_ACTV_FIELD_LABELS as F,
  CRR_ACTV_FILE_LIMITS as FL,
  CRR_ACTV_LIMITS as L,
  CRR_ACTV_TTL_LABEL,
  type TAtchFile,
  type TCrrActvView,
  type TCrrActvWriteTargets,
} from '@portal/contract';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { AttachmentField } from '../../../components/attachment';
import { DatePicker, todayIso } from '../../../components/date-picker';
import { applyFieldErrors, Form, FormField, Input, RadioGroup, Select, zodResolver } from '../../../components/form';
import { isApiError } from '../../../lib/api';
import { codeListOptions, useCodeList } from '../../../lib/codes/use-code-list';
import { useTranslation } from '../../../lib/i18n';
import { actvFormSchema, actvFormValues, type TActvFormOutput, type TActvFormValues } from './actv-form-schema';
import { ActvTargetFields } from './actv-target-fields';
import { CountedText } from './counted-text';
import { DutyField } from './duty-field';
import { useActvSubmit } from './use-actv-submit';

const GRADES = Array.from({ length: L.grdMax - L.grdMin + 1 }, (_, i) => String(L.grdMin + i)).map((grd) => ({ key: grd, value: grd, label: `${grd}학년` }));
/** The satisfaction's codes while the code tree loads (or when it is empty): the same values, best first. */
const DGSTFN_FALLBACK = ACTV_DGSTFN_CDS.map((code) => ({ value: code, label: ACTV_DGSTFN[code] }));
const listedFile = (file: TAtchFile) => ({ id: String(file.fileId), name: file.orgFileNm, size: file.fileSz });

/** What the form starts from: the school's name and grade when known, and a teacher's classes. */
export type TActvFormTargets = { schlNm: string | null; grd: number | null; classes: TCrrActvWriteTargets['classes'] };

type TActvFormProps = {
  actvSeCd: 'SCHL' | 'STDNT';
  targets: TActvFormTargets;
  /** the activity being edited; a new one otherwise */
  actv?: TCrrActvView;
  onSaved: (crrActvId: number) => void;
  cancelPath: string;
};

/**
 * The career activity form (spec §3, §5): every field required with its rule's message after it,
 * the first invalid field focused; the two long texts count their characters; the related duty is
 * typed or picked from the job dataset; up to 5 photos or a report. A teacher's school activity
 * names its class and students. After a confirm the files go up and the activity is saved.
 */
export function ActvForm({ actvSeCd, targets, actv, onSaved, cancelPath }: TActvFormProps) {
  const { t } = useTranslation();
  const form = useForm<TActvFormValues, unknown, TActvFormOutput>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    // the typed values are strings ('' until chosen); the schema narrows them to the contract's codes and numbers
    resolver: zodResolver(actvFormSchema) as unknown as Resolver<TActvFormValues, unknown, TActvFormOutput>,
    defaultValues: actvFormValues(actvSeCd, targets, actv),
  });
  const dgstfn = useCodeList(ACTV_DGSTFN_GROUP);
  const dgstfnOptions = (dgstfn.data?.codeList.length ? codeListOptions(dgstfn.data.codeList) : DGSTFN_FALLBACK).map((o) => ({ key: o.value, ...o }));
  const [listed, setListed] = useState<TAtchFile[]>(actv?.files ?? []);
  const [removed, setRemoved] = useState<TAtchFile[]>([]);
  const { submit, pending: sending } = useActvSubmit(actv, (file, answer) => {
    form.setValue(
      'files',
      form.getValues('files').filter((f) => f !== file),
    );
    setListed((kept) => [...kept, answer]);
  });
  const pending = form.formState.isSubmitting || sending;
  const kind = actv?.actvSeCd ?? actvSeCd;

  const onSubmit = async (values: TActvFormOutput) => {
    const saved = await submit({ values, listedCount: listed.length, removed }).catch((error: unknown) => {
      // the API client has shown the server's message; its field errors go under the fields
      if (isApiError(error)) applyFieldErrors(form.setError, error.data?.fieldErrors);
    });
    if (saved) onSaved(saved.crrActvId);
  };

  const removeListed = (id: string) => {
    const file = listed.find((f) => String(f.fileId) === id);
    if (!file) return;
    setListed(listed.filter((f) => f !== file));
    setRemoved([...removed, file]);
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="crr-actv-form">
      {kind === 'SCHL' && <ActvTargetFields classes={targets.classes} />}
      <FormField name="schlNm" label={F.schlNm} required>
        <Input maxLength={L.schlNm} {...form.register('schlNm')} />
      </FormField>
      <FormField name="grd" label={F.grd} required>
        <Select options={GRADES} {...form.register('grd')} />
      </FormField>
      <FormField name="actvYmd" label={F.actvYmd} required>
        <Controller control={form.control} name="actvYmd" render={({ field }) => <DatePicker {...field} maxDate={todayIso()} />} />
      </FormField>
      <CountedText name="actvNm" label={CRR_ACTV_TTL_LABEL[kind]} min={L.actvNmMin} max={L.actvNm} />
      <CountedText name="actvPrps" label={F.actvPrps} max={L.actvPrps} rows={3} />
      <FormField name="actvPlc" label={F.actvPlc} required>
        <Input maxLength={L.actvPlc} {...form.register('actvPlc')} />
      </FormField>
      <Controller
        name="actvDgstfn"
        control={form.control}
        render={({ field, fieldState }) => <RadioGroup legend={F.actvDgstfn} required error={fieldState.error?.message} options={dgstfnOptions} {...field} />}
      />
      <DutyField label={F.dutyCr} />
      <CountedText name="actvCn" label={F.actvCn} min={L.actvCnMin} max={L.actvCn} rows={8} />
      <CountedText name="actvOpnn" label={F.actvOpnn} min={L.actvOpnnMin} max={L.actvOpnn} rows={6} />
      <Controller
        name="files"
        control={form.control}
        render={({ field }) => (
          <AttachmentField
            label={t('crrActv.write.files')}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            listedFiles={listed.map(listedFile)}
            onRemoveListed={(file) => removeListed(file.id)}
            maxCount={FL.maxCount}
            maxSizeMb={FL.maxSizeMb}
            extensions={FL.extensions}
            disabled={pending}
          />
        )}
      />
      <p className="form-hint">{t('crrActv.write.privacyHint')}</p>
      <p role="status" className="sr-only">
        {pending ? t('crrActv.write.sending') : ''}
      </p>
      <div className="crr-actv__actions">
        <Link className="btn btn--secondary" to={cancelPath}>
          {t('crrActv.write.cancel')}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {t(actv ? 'crrActv.write.submitEdit' : 'crrActv.write.submit')}
        </button>
      </div>
    </Form>
  );
}
