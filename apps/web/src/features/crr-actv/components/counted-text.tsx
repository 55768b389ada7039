import { useFormContext, useWatch } from 'react-hook-form';
import { FormField, Input, Textarea } from '../../../components/form';
import { useTranslation } from '../../../lib/i18n';
import type { TActvFormValues } from './actv-form-schema';

type TCountedName = 'actvNm' | 'actvPrps' | 'actvCn' | 'actvOpnn';

type TCountedTextProps = { name: TCountedName; label: string; max: number; min?: number; rows?: number };

/** A text with its live length in characters (spec §5 counts characters) and its bounds stated: '12자 입력 (50자 이상, 2000자 이하)'. */
export function CountedText({ name, label, max, min, rows }: TCountedTextProps) {
  const { t } = useTranslation();
  const form = useFormContext<TActvFormValues>();
  const value = useWatch({ control: form.control, name });
  const count = [...(value ?? '')].length;
  const hint = min ? t('crrActv.write.countWithMin', { count, min, max }) : t('crrActv.write.count', { count, max });
  return (
    <FormField name={name} label={label} required hint={hint}>
      {rows ? <Textarea rows={rows} maxLength={max} {...form.register(name)} /> : <Input maxLength={max} {...form.register(name)} />}
    </FormField>
  );
}
