import type { TCrrActvWriteTargets } from '@portal/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxGroup, FormField, RadioGroup, Select } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import type { TActvFormValues } from './actv-form-schema';
import { clsName } from './actv-search';

/**
 * A school activity's students (design.md): a class the teacher may record for (their homeroom
 * class; the career teacher's school's classes), then its whole roster or some of its students.
 * Choosing a class gives the grade its value.
 */
export function ActvTargetFields({ classes }: { classes: TCrrActvWriteTargets['classes'] }) {
  const { t } = useTranslation();
  const form = useFormContext<TActvFormValues>();
  const clsId = useWatch({ control: form.control, name: 'clsId' });
  const targetMode = useWatch({ control: form.control, name: 'targetMode' });
  const cls = classes.find((c) => String(c.clsId) === clsId);
  const clsField = form.register('clsId', {
    onChange: (event: { target: { value: string } }) => {
      const picked = classes.find((c) => String(c.clsId) === event.target.value);
      if (picked) form.setValue('grd', String(picked.grd), { shouldValidate: form.formState.isSubmitted });
      form.setValue('stdntIds', []);
    },
  });

  if (classes.length === 0) return <p role="note">{t('crrActv.write.noClasses')}</p>;
  return (
    <fieldset className="crr-actv-form__target">
      <legend className="form-label">{t('crrActv.write.target')}</legend>
      <FormField name="clsId" label={t('crrActv.write.cls')} required>
        <Select
          options={classes.map((c) => ({ key: String(c.clsId), value: String(c.clsId), label: clsName(c) }))}
          defaultOptionLabel={t('crrActv.write.clsPick')}
          {...clsField}
        />
      </FormField>
      {cls && (
        <Controller
          name="targetMode"
          control={form.control}
          render={({ field }) => (
            <RadioGroup
              legend={t('crrActv.write.target')}
              options={[
                { key: 'ALL', value: 'ALL', label: t('crrActv.write.allStudents') },
                { key: 'SOME', value: 'SOME', label: t('crrActv.write.someStudents') },
              ]}
              {...field}
            />
          )}
        />
      )}
      {cls && targetMode === 'SOME' && (
        <Controller
          name="stdntIds"
          control={form.control}
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend={t('crrActv.write.students')}
              required
              error={fieldState.error?.message}
              selectAll
              options={cls.students.map((s) => ({ key: s.userId, value: s.userId, label: s.stdntNo ? `${s.stdntNo}번 ${s.userNm}` : s.userNm }))}
              {...field}
            />
          )}
        />
      )}
    </fieldset>
  );
}
