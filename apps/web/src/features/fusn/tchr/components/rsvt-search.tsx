import { FUSN_RSVT_STTS_NM } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { DateRangePicker, type TDateRange } from '../../../../components/date-picker';
import { FormField } from '../../../../components/form/form-field';
import { Select } from '../../../../components/form/select';
import { useTranslation } from '../../../../lib/i18n';
import { RSVT_STTS_VIEWS } from '../fusn-tchr-format';

/** The list's search as the address keeps it (empty: not used). */
export type TRsvtSearch = { sttsView: string; bgngYmd: string; endYmd: string };
export const RSVT_SEARCH_NAMES = ['sttsView', 'bgngYmd', 'endYmd'] as const;
const EMPTY: TRsvtSearch = { sttsView: '', bgngYmd: '', endYmd: '' };

/** The reservations' search: the state as shown (신청, 확정, 마감, 완료, 취소) and the activity period (either end optional). */
export function RsvtSearch({ value, onSearch }: { value: TRsvtSearch; onSearch: (next: TRsvtSearch) => void }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<TDateRange>({ start: value.bgngYmd, end: value.endYmd });
  const [sttsView, setSttsCd] = useState(value.sttsView);
  const badPeriod = Boolean(range.start && range.end && range.start > range.end);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (badPeriod) return;
    onSearch({ sttsView, bgngYmd: range.start, endYmd: range.end });
  };
  const reset = () => {
    setRange({ start: '', end: '' });
    setSttsCd('');
    onSearch(EMPTY);
  };

  return (
    <form role="search" aria-label={t('fusnTchr.mng.searchLabel')} className="fusn-tchr__search" onSubmit={submit}>
      <FormField label={t('fusnTchr.sttsLabel')} className="fusn-tchr__select">
        <Select
          name="sttsView"
          options={RSVT_STTS_VIEWS.map((code) => ({ key: code, value: code, label: FUSN_RSVT_STTS_NM[code] }))}
          defaultOptionLabel={t('fusnTchr.mng.allStts')}
          value={sttsView}
          onChange={(event) => setSttsCd(event.target.value)}
        />
      </FormField>
      <DateRangePicker
        legend={t('fusnTchr.mng.period')}
        startLabel={t('fusnTchr.mng.start')}
        endLabel={t('fusnTchr.mng.end')}
        value={range}
        onChange={setRange}
        error={badPeriod ? t('fusnTchr.mng.badPeriod') : undefined}
      />
      <div className="fusn-tchr__actions">
        <button type="submit" className="btn btn--primary">
          {t('fusnTchr.mng.search')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={reset}>
          {t('fusnTchr.mng.reset')}
        </button>
      </div>
    </form>
  );
}
