import { FUSN_RSVT_LIMITS, ZFusnRsvtForm, type TFusnCalendarSesn, type TFusnRsvtFormInput } from '@portal/contract';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyFieldErrors, Form, FormField, Input, zodResolver } from '../../../components/form';
import { showConfirm } from '../../../components/modal/modal-store';
import { UserPopup } from '../../../components/modal/user-popup';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useReserve } from '../api/rsvt-queries';
import { timeText, ymdText } from '../fusn-format';
import { rsvtViewPath } from '../fusn-paths';

type TValues = TFusnRsvtFormInput;

const toNumber = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** The form: how many students, split into units (name and capacity each) whose capacities add up to it. */
function RsvtForm({ sesn, onClose }: { sesn: TFusnCalendarSesn; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reserve = useReserve();
  const form = useForm<TValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    resolver: zodResolver(ZFusnRsvtForm),
    defaultValues: {
      sesnId: sesn.sesnId,
      stdntCnt: '' as unknown as number,
      units: [{ unitNm: t('fusn.rsvt.unitNmDefault', { no: 1 }), cpcty: '' as unknown as number }],
    },
  });
  const units = useFieldArray({ control: form.control, name: 'units' });
  const watched = useWatch({ control: form.control, name: 'units' });
  const stdntCnt = toNumber(useWatch({ control: form.control, name: 'stdntCnt' }));
  const sum = (watched ?? []).reduce((total, unit) => total + toNumber(unit?.cpcty), 0);
  const pending = form.formState.isSubmitting || reserve.isPending;
  const unitsError = (form.formState.errors.units as { message?: string; root?: { message?: string } } | undefined) ?? undefined;

  const onSubmit = async (values: TValues) => {
    if (!(await showConfirm(t('fusn.rsvt.confirm', { prgrmNm: sesn.prgrmNm, count: toNumber(values.stdntCnt) })))) return;
    try {
      const { schlRsvtId } = await reserve.mutateAsync({ ...values, sesnId: sesn.sesnId });
      onClose();
      void navigate(rsvtViewPath(schlRsvtId));
    } catch (error) {
      // the API client has shown the server's message; its field errors go under the fields
      if (isApiError(error)) applyFieldErrors(form.setError, error.data?.fieldErrors as Record<string, string> | undefined);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="fusn-form" aria-label={t('fusn.rsvt.formLabel')}>
      <dl className="fusn-meta">
        <dt>{t('fusn.field.prgrmNm')}</dt>
        <dd>{sesn.prgrmNm}</dd>
        <dt>{t('fusn.field.sesn')}</dt>
        <dd>
          {ymdText(sesn.sesnYmd)} {timeText(sesn.bgngTm, sesn.endTm)}
        </dd>
        <dt>{t('fusn.field.remaining')}</dt>
        <dd>{t('fusn.remaining', { count: sesn.remaining })}</dd>
      </dl>
      <FormField name="stdntCnt" label={t('fusn.rsvt.stdntCnt')} hint={t('fusn.rsvt.stdntCntHint', { count: sesn.remaining })} required>
        <Input type="number" inputMode="numeric" min={1} max={sesn.remaining} {...form.register('stdntCnt')} />
      </FormField>
      <fieldset className="fusn-units">
        <legend>{t('fusn.rsvt.units')}</legend>
        <p className="fusn-help">{t('fusn.rsvt.unitsHelp', { max: FUSN_RSVT_LIMITS.unitsMax })}</p>
        <ol className="fusn-units__list">
          {units.fields.map((field, index) => (
            <li key={field.id} className="fusn-units__row">
              <FormField name={`units.${index}.unitNm`} label={t('fusn.rsvt.unitNm', { no: index + 1 })} required>
                <Input maxLength={FUSN_RSVT_LIMITS.unitNmMax} {...form.register(`units.${index}.unitNm`)} />
              </FormField>
              <FormField name={`units.${index}.cpcty`} label={t('fusn.rsvt.unitCpcty', { no: index + 1 })} required>
                <Input type="number" inputMode="numeric" min={1} {...form.register(`units.${index}.cpcty`)} />
              </FormField>
              {units.fields.length > 1 && (
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => units.remove(index)}
                  aria-label={t('fusn.rsvt.removeUnitLabel', { no: index + 1 })}
                >
                  {t('fusn.rsvt.removeUnit')}
                </button>
              )}
            </li>
          ))}
        </ol>
        {units.fields.length < FUSN_RSVT_LIMITS.unitsMax && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => units.append({ unitNm: t('fusn.rsvt.unitNmDefault', { no: units.fields.length + 1 }), cpcty: '' as unknown as number })}
          >
            {t('fusn.rsvt.addUnit')}
          </button>
        )}
        <p className={`fusn-sum${sum === stdntCnt && sum > 0 ? ' fusn-sum--ok' : ''}`} aria-live="polite">
          {t('fusn.rsvt.sum', { sum, count: stdntCnt })}
        </p>
        {(unitsError?.message ?? unitsError?.root?.message) && (
          <p className="form-error" role="alert">
            {unitsError?.message ?? unitsError?.root?.message}
          </p>
        )}
      </fieldset>
      <div className="fusn-actions">
        <button type="button" className="btn btn--secondary" onClick={onClose} disabled={pending}>
          {t('fusn.rsvt.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {t('fusn.rsvt.submit')}
        </button>
      </div>
    </Form>
  );
}

/** The teacher in charge reserves a GRP session (design "School reservations"), then goes to the reservation's page. */
export function RsvtPopup({ sesn, onClose }: { sesn: TFusnCalendarSesn | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <UserPopup open={sesn !== null} onClose={onClose} title={t('fusn.rsvt.title')} wide>
      {sesn && <RsvtForm sesn={sesn} onClose={onClose} />}
    </UserPopup>
  );
}
