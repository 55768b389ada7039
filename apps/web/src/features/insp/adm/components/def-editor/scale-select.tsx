import { Select } from 'antd';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../../lib/i18n';
import type { TDefForm } from '../def-form';
import type { TRhfControlProps } from '../rhf-item';

/** A choice among the scales in the editor now (named by number and name). */
export function ScaleSelect({
  control,
  field,
}: {
  control: Control<TDefForm>;
  field: TRhfControlProps<TDefForm, `items.${number}.scaleId` | `items.${number}.options.${number}.scaleId`>;
}) {
  const { t } = useTranslation();
  const scales = useWatch({ control, name: 'scales' });
  const options = scales
    .filter((s) => s.scaleId.trim() !== '')
    .map((s) => ({ value: s.scaleId.trim(), label: s.scaleNm ? `${s.scaleId} ${s.scaleNm}` : s.scaleId }));
  const { ref, onChange, onBlur, value, id, ...aria } = field;
  return (
    <Select
      ref={ref}
      id={id}
      {...aria}
      className="adm-insp__scale-select"
      value={value === '' ? undefined : value}
      placeholder={t('admInsp.def.item.choose')}
      options={options}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
