import { useState, type FormEvent } from 'react';
import { DateRangePicker, type TDateRange } from '../../../../components/date-picker';
import { FormField } from '../../../../components/form/form-field';
import { Select } from '../../../../components/form/select';
import { useTranslation } from '../../../../lib/i18n';

export type TPointFilter = { bgngYmd: string; endYmd: string; pointTypeCd: string };

type TProps = {
  value: TPointFilter;
  onSearch: (next: TPointFilter) => void;
  typeOptions: readonly { value: string; label: string }[];
};

const EMPTY: TPointFilter = { bgngYmd: '', endYmd: '', pointTypeCd: '' };

/** The history's filters: a period (both days optional, the start not after the end) and a type. */
export function PointHistoryFilter({ value, onSearch, typeOptions }: TProps) {
  const { t } = useTranslation();
  const [range, setRange] = useState<TDateRange>({ start: value.bgngYmd, end: value.endYmd });
  const [pointTypeCd, setPointTypeCd] = useState(value.pointTypeCd);
  const options = typeOptions.map((option) => ({ key: option.value, ...option }));
  const badPeriod = Boolean(range.start && range.end && range.start > range.end);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (badPeriod) return;
    onSearch({ bgngYmd: range.start, endYmd: range.end, pointTypeCd });
  };
  const reset = () => {
    setRange({ start: '', end: '' });
    setPointTypeCd('');
    onSearch(EMPTY);
  };

  return (
    <form role="search" aria-label={t('pointLedger.filter.label')} className="point-filter" onSubmit={submit}>
      <DateRangePicker
        legend={t('pointLedger.filter.period')}
        startLabel={t('pointLedger.filter.start')}
        endLabel={t('pointLedger.filter.end')}
        value={range}
        onChange={setRange}
      />
      <FormField label={t('pointLedger.filter.type')} className="point-filter__type">
        <Select
          name="pointTypeCd"
          options={options}
          defaultOptionLabel={t('pointLedger.filter.allTypes')}
          value={pointTypeCd}
          onChange={(event) => setPointTypeCd(event.target.value)}
        />
      </FormField>
      <div className="point-filter__actions">
        <button type="submit" className="btn btn--primary">
          {t('pointLedger.filter.submit')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={reset}>
          {t('pointLedger.filter.reset')}
        </button>
      </div>
    </form>
  );
}
