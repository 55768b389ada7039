import { schlYrOf, type TClsItem } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { FormField, Select } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';

type TProps = {
  schlYr: number;
  clsId: number;
  classes: readonly TClsItem[];
  /** a year picked: its classes are asked for */
  onYear: (schlYr: number) => void;
  onShow: (clsId: number) => void;
};

/** The years a teacher may look at: two past ones, this one and the next (the promotion makes it). */
function yearOptions(current: number) {
  return [current + 1, current, current - 1, current - 2].map((y) => ({ key: String(y), value: String(y), label: `${y}학년도` }));
}

/**
 * The class to show (issue 18 clsInfo): school year, grade and class, shown with 보기 (a select
 * changes nothing by itself, WCAG 3.2.2); the year asks for its classes at once, as their list
 * depends on it.
 */
export function ClsPicker({ schlYr, clsId, classes, onYear, onShow }: TProps) {
  const { t } = useTranslation();
  const picked = classes.find((c) => c.clsId === clsId);
  const [grd, setGrd] = useState(picked ? String(picked.grd) : '');
  const [cls, setCls] = useState(picked ? String(picked.clsId) : '');
  const grades = [...new Set(classes.map((c) => c.grd))].sort((a, b) => a - b);
  const ofGrade = classes.filter((c) => String(c.grd) === grd);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (cls) onShow(Number(cls));
  };

  return (
    <form className="cls__picker" role="search" aria-label={t('cls.clsInfo.pick')} onSubmit={onSubmit}>
      <FormField label={t('cls.clsInfo.schlYr')}>
        <Select
          noDefaultOption
          value={String(schlYr)}
          options={yearOptions(schlYrOf(new Date()))}
          onChange={(e) => {
            setGrd('');
            setCls('');
            onYear(Number(e.currentTarget.value));
          }}
        />
      </FormField>
      <FormField label={t('cls.clsInfo.grd')}>
        <Select
          value={grd}
          options={grades.map((g) => ({ key: String(g), value: String(g), label: `${g}학년` }))}
          onChange={(e) => {
            setGrd(e.currentTarget.value);
            setCls('');
          }}
        />
      </FormField>
      <FormField label={t('cls.clsInfo.cls')}>
        <Select
          value={cls}
          options={ofGrade.map((c) => ({ key: String(c.clsId), value: String(c.clsId), label: `${c.clsNo}반` }))}
          onChange={(e) => setCls(e.currentTarget.value)}
        />
      </FormField>
      <div className="cls__picker-submit">
        <button type="submit" className="btn btn--primary" disabled={!cls}>
          {t('cls.clsInfo.show')}
        </button>
      </div>
    </form>
  );
}
