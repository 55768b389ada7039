import { REVW_CN_MAX, REVW_CN_MIN, ZRevwSave, type TRevwSave, type TRevwSaveInput } from '@portal/contract';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyFieldErrors, Form, FormField, RadioGroup, Textarea, zodResolver } from '../form';
import { isApiError } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import './revw-catalogue';

export type TRevwFormProps = {
  /** my review being changed; a new one when left out */
  initial?: TRevwSave;
  pending: boolean;
  /** saves; a rejection (the API client has shown the server's message) keeps what was written */
  onSave: (values: TRevwSave) => Promise<unknown>;
  onCancel?: () => void;
};

const RTNGS = [1, 2, 3, 4, 5] as const;

/** The rating (a radio group 1점..5점, keyboard: arrows) and the text with its counter. */
export function RevwForm({ initial, pending, onSave, onCancel }: TRevwFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const counterId = useId();
  const form = useForm<TRevwSaveInput, unknown, TRevwSave>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(ZRevwSave),
    defaultValues: { rtng: initial?.rtng, revwCn: initial?.revwCn ?? '' },
  });
  const text = useWatch({ control: form.control, name: 'revwCn' }) ?? '';
  const options = RTNGS.map((rtng) => ({ key: String(rtng), value: String(rtng), label: t('revw.form.rtngOption', { rtng }) }));

  const onSubmit = async (values: TRevwSave) => {
    try {
      await onSave(values);
    } catch (error) {
      // the message (a prohibited word, a second review) was shown by the API client; its field errors go under the fields
      if (isApiError(error)) applyFieldErrors(form.setError, error.data?.fieldErrors);
      return;
    }
    if (!initial) form.reset({ rtng: undefined, revwCn: '' });
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="revw-form" aria-labelledby={titleId}>
      <h3 id={titleId} className="revw-form__title">
        {initial ? t('revw.form.editTitle') : t('revw.form.title')}
      </h3>
      <Controller
        name="rtng"
        control={form.control}
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={t('revw.form.rtng')}
            required
            className="revw-form__rtng"
            error={fieldState.error?.message}
            options={options}
            name={field.name}
            ref={field.ref}
            value={field.value === undefined ? undefined : String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            onBlur={field.onBlur}
          />
        )}
      />
      <FormField name="revwCn" label={t('revw.form.revwCn')} required hint={t('revw.form.help')}>
        <Textarea rows={4} maxLength={REVW_CN_MAX} aria-describedby={counterId} {...form.register('revwCn')} />
      </FormField>
      <p id={counterId} className="revw-form__counter">
        {t('revw.form.counter', { length: [...text].length, max: REVW_CN_MAX, min: REVW_CN_MIN })}
      </p>
      {form.formState.errors.root?.server && <p className="form-error">{form.formState.errors.root.server.message}</p>}
      <div className="revw-form__actions">
        {onCancel && (
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            {t('revw.form.cancel')}
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {initial ? t('revw.form.update') : t('revw.form.submit')}
        </button>
      </div>
    </Form>
  );
}
