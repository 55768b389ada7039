import { maxGrdOf, type TOptionItem, type TSchoolSearchItem } from '@portal/contract';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { FormField, Input, Select } from '../form';
import { SchoolSearchDialog } from './school-search-dialog';
import '../../lib/catalogues/join-catalogue';
import './school-picker.css';

/** The school fields of the form around (the join and my-info forms). */
type TSchoolValues = { schlCd: string; schlNm: string; schlTypeCd: string; grd: string; clsNm: string };

/** spec §3 grd: a select of the years the school has (1–6 elementary, 1–3 otherwise). */
const gradeOptions = (schlTypeCd: string): TOptionItem[] =>
  Array.from({ length: maxGrdOf(schlTypeCd) }, (_, i) => ({ key: String(i + 1), value: String(i + 1), label: `${i + 1}학년` }));

/**
 * School, grade and class (issue 14): the school is picked from the school list (its NEIS code
 * goes to the server, which takes the name from the list), shown as text with a 학교 찾기 button;
 * the grade is a select that follows the school's type. `required`: students.
 */
export function SchoolFields({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const { control, register, setValue, getValues } = useFormContext<TSchoolValues>();
  const [schlNm, schlTypeCd] = useWatch<TSchoolValues, ['schlNm', 'schlTypeCd']>({ name: ['schlNm', 'schlTypeCd'] });
  const [searching, setSearching] = useState(false);

  const pick = (school: TSchoolSearchItem) => {
    const opts = { shouldDirty: true };
    setValue('schlNm', school.schlNm, opts);
    setValue('schlTypeCd', school.schlTypeCd, opts);
    // a grade the new school does not have is cleared
    if (Number(getValues('grd')) > maxGrdOf(school.schlTypeCd)) setValue('grd', '', opts);
    setValue('schlCd', school.schlCd, { ...opts, shouldValidate: true });
    setSearching(false);
  };

  return (
    <>
      <FormField label={t('join.form.schlNm')} name="schlCd" required={required} hint={t('join.school.hint')}>
        <div className="form-inline">
          {/* the name as text; the field's name is schlCd so that an error focuses it (spec §5) */}
          <Controller
            control={control}
            name="schlCd"
            render={({ field }) => (
              <Input name={field.name} ref={field.ref} value={schlNm ?? ''} placeholder={t('join.school.empty')} readOnly onClick={() => setSearching(true)} />
            )}
          />
          <button type="button" className="btn btn--secondary" aria-haspopup="dialog" onClick={() => setSearching(true)}>
            {t('join.school.find')}
          </button>
        </div>
      </FormField>
      <FormField label={t('join.form.grd')} name="grd" required={required}>
        <Select {...register('grd')} options={gradeOptions(schlTypeCd ?? '')} />
      </FormField>
      <FormField label={t('join.form.clsNm')} name="clsNm">
        <Input {...register('clsNm')} maxLength={20} />
      </FormField>
      {searching && <SchoolSearchDialog onPick={pick} onClose={() => setSearching(false)} />}
    </>
  );
}
