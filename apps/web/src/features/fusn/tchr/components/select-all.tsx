import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../lib/i18n';

type TSelectAllProps = { total: number; checked: number; onChange: (all: boolean) => void };

/**
 * The '전체 선택' checkbox above a list (mixed when some are checked). Outside the table, because a
 * phone shows the rows as cards and hides the table's head (components/list-table).
 */
export function SelectAll({ total, checked, onChange }: TSelectAllProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  const all = total > 0 && checked === total;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = checked > 0 && !all;
  }, [checked, all]);
  return (
    <p className="fusn-tchr__select-all">
      <label>
        <input ref={ref} type="checkbox" checked={all} onChange={(event) => onChange(event.target.checked)} />
        {t('fusnTchr.stdnt.selectAll')}
      </label>
      <span className="fusn-tchr__selected" aria-live="polite">
        {t('fusnTchr.stdnt.selectedCount', { count: checked })}
      </span>
    </p>
  );
}
