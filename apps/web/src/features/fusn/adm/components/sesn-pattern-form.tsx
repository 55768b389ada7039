import { FUSN_PRGRM_LIMITS as L, FUSN_WEEKDAYS, type TFusnSesnGenerateResponse } from '@portal/contract';
import { Alert, Button, Checkbox, Input, InputNumber, Space } from 'antd';
import { useId, useState } from 'react';
import { DateRangePicker } from '../../../../components/date-picker';
import { useTranslation } from '../../../../lib/i18n';
import { useAfterRender } from '../../../../lib/use-after-render';
import { canAddSlot, newPattern, nextSlot, patternErrors, type TPatternValues, type TSlotRow, toGenerate } from './sesn-pattern';

type TSesnPatternFormProps = {
  /** the first capacity offered (60 for a group, 20 for an individual program) */
  defaultCpcty: number;
  onGenerate: (body: ReturnType<typeof toGenerate>) => Promise<TFusnSesnGenerateResponse>;
  generating: boolean;
};

/** The error text of a field, under it, and the attributes that tie the field to it. */
function useFieldError(errors: Record<string, string>) {
  const base = useId();
  const idOf = (key: string) => `${base}-${key.replace(/\./g, '-')}`;
  return {
    aria: (key: string) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': idOf(key) } : {}),
    Message: ({ name }: { name: string }) =>
      errors[name] ? (
        <p id={idOf(name)} className="adm-fusn__error">
          {errors[name]}
        </p>
      ) : null,
  };
}

/**
 * Generating sessions from a pattern (design "Sessions"): a period, the weekdays, the time slots with
 * their seats; closure days and existing sessions are skipped by the server, which says which.
 */
export function SesnPatternForm({ defaultCpcty, onGenerate, generating }: TSesnPatternFormProps) {
  const { t } = useTranslation();
  const afterRender = useAfterRender();
  const [values, setValues] = useState<TPatternValues>(() => newPattern(defaultCpcty));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<TFusnSesnGenerateResponse | null>(null);
  const { aria, Message } = useFieldError(errors);
  const weekdaysLabel = useId();
  const slotIds = useId();
  const setSlot = (index: number, slot: Partial<TSlotRow>) => setValues((v) => ({ ...v, slots: v.slots.map((s, i) => (i === index ? { ...s, ...slot } : s)) }));

  const submit = async () => {
    const found = patternErrors(values, t('admFusn.sesn.slotOverlap'));
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length > 0) {
      // spec §5: the first invalid field takes the focus
      afterRender(() => document.querySelector<HTMLElement>('.adm-fusn__pattern [aria-invalid="true"]')?.focus());
      return;
    }
    const answer = await onGenerate(toGenerate(values)).catch(() => null);
    if (answer) setResult(answer);
  };

  return (
    <section className="adm-fusn__pattern" aria-labelledby={`${weekdaysLabel}-title`}>
      <h3 id={`${weekdaysLabel}-title`}>{t('admFusn.sesn.generateTitle')}</h3>
      <p className="adm-fusn__help">{t('admFusn.sesn.generateHelp')}</p>
      <DateRangePicker
        legend={t('admFusn.sesn.period')}
        startLabel={t('admFusn.sesn.bgngYmd')}
        endLabel={t('admFusn.sesn.endYmd')}
        required
        maxRangeDays={L.generateDays - 1}
        value={{ start: values.bgngYmd, end: values.endYmd }}
        onChange={({ start, end }) => setValues((v) => ({ ...v, bgngYmd: start, endYmd: end }))}
        error={errors.period}
        name="sesnPeriod"
      />
      <fieldset className="adm-fusn__weekdays" {...aria('weekdays')}>
        <legend id={weekdaysLabel}>
          {t('admFusn.sesn.weekdays')}{' '}
          <span className="adm-fusn__required" aria-hidden="true">
            *
          </span>
          <span className="sr-only">{t('admFusn.required')}</span>
        </legend>
        <Checkbox.Group
          value={values.weekdays}
          onChange={(weekdays) => setValues((v) => ({ ...v, weekdays: weekdays as number[] }))}
          options={FUSN_WEEKDAYS.map((label, value) => ({ value, label: t('admFusn.sesn.weekday', { day: label }) }))}
        />
        <Message name="weekdays" />
      </fieldset>
      <fieldset className="adm-fusn__slots">
        <legend>
          {t('admFusn.sesn.slots')}{' '}
          <span className="adm-fusn__required" aria-hidden="true">
            *
          </span>
          <span className="sr-only">{t('admFusn.required')}</span>
        </legend>
        <ol className="adm-fusn__slot-list">
          {values.slots.map((slot, index) => {
            const no = index + 1;
            return (
              <li key={index} className="adm-fusn__slot">
                <div className="adm-fusn__slot-field">
                  <label htmlFor={`${slotIds}-${index}-bgng`}>{t('admFusn.sesn.slotBgngTm', { no })}</label>
                  <Input
                    id={`${slotIds}-${index}-bgng`}
                    type="time"
                    value={slot.bgngTm}
                    onChange={(e) => setSlot(index, { bgngTm: e.target.value })}
                    {...aria(`slots.${index}.bgngTm`)}
                  />
                </div>
                <div className="adm-fusn__slot-field">
                  <label htmlFor={`${slotIds}-${index}-end`}>{t('admFusn.sesn.slotEndTm', { no })}</label>
                  <Input
                    id={`${slotIds}-${index}-end`}
                    type="time"
                    value={slot.endTm}
                    onChange={(e) => setSlot(index, { endTm: e.target.value })}
                    {...aria(`slots.${index}.endTm`)}
                  />
                </div>
                <div className="adm-fusn__slot-field">
                  <label htmlFor={`${slotIds}-${index}-cpcty`}>{t('admFusn.sesn.slotCpcty', { no })}</label>
                  <InputNumber
                    id={`${slotIds}-${index}-cpcty`}
                    min={L.cpcty.min}
                    max={L.cpcty.max}
                    precision={0}
                    value={slot.cpcty}
                    onChange={(cpcty) => setSlot(index, { cpcty: cpcty ?? null })}
                    {...aria(`slots.${index}.cpcty`)}
                  />
                </div>
                <Button
                  size="small"
                  disabled={values.slots.length <= 1}
                  onClick={() => setValues((v) => ({ ...v, slots: v.slots.filter((_, i) => i !== index) }))}
                  aria-label={t('admFusn.sesn.slotRemove', { no })}
                >
                  {t('admin.list.delete')}
                </Button>
                <Message name={`slots.${index}.bgngTm`} />
                <Message name={`slots.${index}.endTm`} />
                <Message name={`slots.${index}.cpcty`} />
              </li>
            );
          })}
        </ol>
        <Message name="slots" />
        <Button disabled={!canAddSlot(values.slots)} onClick={() => setValues((v) => ({ ...v, slots: [...v.slots, nextSlot(v.slots)] }))}>
          {t('admFusn.sesn.slotAdd')}
        </Button>
      </fieldset>
      <Space>
        <Button type="primary" loading={generating} onClick={() => void submit()}>
          {t('admFusn.sesn.generate')}
        </Button>
      </Space>
      {result && (
        <Alert
          className="adm-fusn__result"
          type={result.createdCnt > 0 ? 'success' : 'warning'}
          showIcon
          role="status"
          title={t('admFusn.sesn.generated', { count: result.createdCnt, skipped: result.skipped.length })}
          description={
            result.skipped.length > 0 ? (
              <ul className="adm-fusn__skipped">
                {result.skipped.slice(0, 20).map((s) => (
                  <li key={`${s.sesnYmd}-${s.bgngTm}`}>
                    {s.sesnYmd} {s.bgngTm}: {s.rsn === 'CLSR' ? t('admFusn.sesn.skippedClsr', { name: s.clsrNm ?? '' }) : t('admFusn.sesn.skippedDup')}
                  </li>
                ))}
                {result.skipped.length > 20 && <li>{t('admFusn.sesn.skippedMore', { count: result.skipped.length - 20 })}</li>}
              </ul>
            ) : undefined
          }
        />
      )}
    </section>
  );
}
