import type { TFusnRsvtUnit } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../../components/form/form-field';
import { Select } from '../../../../components/form/select';
import { useTranslation } from '../../../../lib/i18n';

/** The lists' filter as the address keeps it (empty: every grade, class or unit). */
export type TStdntFilter = { grd: string; clsNo: string; aplyUnitCd: string };
export const STDNT_FILTER_NAMES = ['grd', 'clsNo', 'aplyUnitCd'] as const;

type TStdntFilterProps = {
  value: TStdntFilter;
  classes: readonly { grd: number; clsNo: number }[];
  /** the applied list filters by unit too */
  units?: readonly TFusnRsvtUnit[];
  onSearch: (next: TStdntFilter) => void;
};

/** Grade and class (the caller's classes of the school year), and on the applied list the unit. */
export function StdntFilter({ value, classes, units, onSearch }: TStdntFilterProps) {
  const { t } = useTranslation();
  const [next, setNext] = useState(value);
  const grades = [...new Set(classes.map((c) => c.grd))].sort((a, b) => a - b);
  const clsNos = [...new Set(classes.filter((c) => !next.grd || String(c.grd) === next.grd).map((c) => c.clsNo))].sort((a, b) => a - b);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(next);
  };
  return (
    <form role="search" aria-label={t('fusnTchr.stdnt.filters')} className="fusn-tchr__search" onSubmit={submit}>
      <FormField label={t('fusnTchr.stdnt.grd')} className="fusn-tchr__select">
        <Select
          name="grd"
          options={grades.map((grd) => ({ key: String(grd), value: String(grd), label: t('fusnTchr.stdnt.grdValue', { grd }) }))}
          defaultOptionLabel={t('fusnTchr.stdnt.all')}
          value={next.grd}
          onChange={(event) => setNext({ ...next, grd: event.target.value, clsNo: '' })}
        />
      </FormField>
      <FormField label={t('fusnTchr.stdnt.clsNo')} className="fusn-tchr__select">
        <Select
          name="clsNo"
          options={clsNos.map((clsNo) => ({ key: String(clsNo), value: String(clsNo), label: t('fusnTchr.stdnt.clsValue', { clsNo }) }))}
          defaultOptionLabel={t('fusnTchr.stdnt.all')}
          value={next.clsNo}
          onChange={(event) => setNext({ ...next, clsNo: event.target.value })}
        />
      </FormField>
      {units && (
        <FormField label={t('fusnTchr.stdnt.unit')} className="fusn-tchr__select">
          <Select
            name="aplyUnitCd"
            options={units.map((u) => ({ key: u.aplyUnitCd, value: u.aplyUnitCd, label: u.unitNm }))}
            defaultOptionLabel={t('fusnTchr.stdnt.all')}
            value={next.aplyUnitCd}
            onChange={(event) => setNext({ ...next, aplyUnitCd: event.target.value })}
          />
        </FormField>
      )}
      <div className="fusn-tchr__actions">
        <button type="submit" className="btn btn--primary">
          {t('fusnTchr.stdnt.search')}
        </button>
      </div>
    </form>
  );
}

/** "2학년 3반 7번" of a student (the parts known). */
export function clsText(
  t: (key: string, options?: Record<string, unknown>) => string,
  s: { grd: number | null; clsNo: number | null; stdntNo: number | null },
) {
  if (s.grd === null || s.clsNo === null) return '-';
  return s.stdntNo === null ? t('fusnTchr.stdnt.clsTextNoNo', s) : t('fusnTchr.stdnt.clsText', s);
}
