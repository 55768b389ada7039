import type { TCrrActvWriteTargets } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { DateRangePicker, type TDateRange } from '../../../components/date-picker';
import { FormField } from '../../../components/form/form-field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { useTranslation } from '../../../lib/i18n';

/** The list's search as the address keeps it (empty: not used). */
export type TActvSearch = { bgngYmd: string; endYmd: string; searchWrd: string; clsId: string; userId: string };
export const ACTV_SEARCH_NAMES = ['bgngYmd', 'endYmd', 'searchWrd', 'clsId', 'userId'] as const;
const EMPTY: TActvSearch = { bgngYmd: '', endYmd: '', searchWrd: '', clsId: '', userId: '' };

type TActvSearchProps = {
  value: TActvSearch;
  onSearch: (next: TActvSearch) => void;
  /** a teacher's classes (writeTargets): the class and student filters; none for a student */
  classes?: TCrrActvWriteTargets['classes'];
};

export const clsName = (cls: { grd: number; clsNo: number }) => `${cls.grd}학년 ${cls.clsNo}반`;

/** spec §2 list search: the activity period (either end optional, in order), a word, and for a teacher a class and one of its students. */
export function ActvSearch({ value, onSearch, classes }: TActvSearchProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState<TDateRange>({ start: value.bgngYmd, end: value.endYmd });
  const [clsId, setClsId] = useState(value.clsId);
  const [userId, setUserId] = useState(value.userId);
  const badPeriod = Boolean(range.start && range.end && range.start > range.end);
  const students = classes?.find((cls) => String(cls.clsId) === clsId)?.students ?? [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (badPeriod) return;
    const searchWrd = String(new FormData(event.currentTarget).get('searchWrd') ?? '').trim();
    onSearch({ bgngYmd: range.start, endYmd: range.end, searchWrd, clsId, userId: clsId ? userId : '' });
  };
  const reset = () => {
    setRange({ start: '', end: '' });
    setClsId('');
    setUserId('');
    onSearch(EMPTY);
  };

  return (
    <form role="search" aria-label={t('crrActv.search.label')} className="crr-actv-search" onSubmit={submit}>
      <DateRangePicker
        legend={t('crrActv.search.period')}
        startLabel={t('crrActv.search.start')}
        endLabel={t('crrActv.search.end')}
        value={range}
        onChange={setRange}
      />
      {classes && classes.length > 0 && (
        <>
          <FormField label={t('crrActv.search.cls')} className="crr-actv-search__select">
            <Select
              name="clsId"
              options={classes.map((cls) => ({ key: String(cls.clsId), value: String(cls.clsId), label: clsName(cls) }))}
              defaultOptionLabel={t('crrActv.search.allCls')}
              value={clsId}
              onChange={(event) => {
                setClsId(event.target.value);
                setUserId('');
              }}
            />
          </FormField>
          <FormField label={t('crrActv.search.stdnt')} className="crr-actv-search__select">
            <Select
              name="userId"
              options={students.map((s) => ({ key: s.userId, value: s.userId, label: s.stdntNo ? `${s.stdntNo}번 ${s.userNm}` : s.userNm }))}
              defaultOptionLabel={t('crrActv.search.allStdnt')}
              value={userId}
              disabled={!clsId}
              onChange={(event) => setUserId(event.target.value)}
            />
          </FormField>
        </>
      )}
      <FormField label={t('crrActv.search.word')} className="crr-actv-search__word">
        <Input type="search" name="searchWrd" maxLength={100} defaultValue={value.searchWrd} />
      </FormField>
      <div className="crr-actv-search__actions">
        <button type="submit" className="btn btn--primary">
          {t('crrActv.search.submit')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={reset}>
          {t('crrActv.search.reset')}
        </button>
      </div>
    </form>
  );
}
