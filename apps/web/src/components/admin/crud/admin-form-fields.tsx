import type { TYn } from '@portal/contract';
import { Form, InputNumber, Radio, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { usageTexts } from './yn-texts';

type TFieldProps = { label?: string; extra?: ReactNode };

/**
 * A field that cannot change (an id, a key once saved), inside its Form.Item: the value as text, not
 * a disabled or read-only input; the form still holds it.
 */
export function FixedText({ id, value }: { id?: string; value?: ReactNode }) {
  return (
    <span id={id} className="adm-form__fixed">
      {value}
    </span>
  );
}

/** The order of a row (`sortSeq`): a whole number from 0, the smaller first. */
export function SortSeqField({ label, extra, rules, max = 99_999 }: TFieldProps & { rules?: Rule[]; max?: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label ?? t('admin.list.sortSeq')} name="sortSeq" extra={extra} rules={rules}>
      <InputNumber min={0} max={max} precision={0} />
    </Form.Item>
  );
}

/**
 * A Y/N flag as a switch (`useYn` unless named otherwise), 사용/미사용 unless the page names them
 * (yesNoTexts). The form holds 'Y' or 'N', as the contract does, so the values go to the server as
 * they are.
 */
export function YnSwitchField({ name = 'useYn', label, extra, texts }: TFieldProps & { name?: string; texts?: Record<TYn, string> }) {
  const { t } = useTranslation();
  const text = texts ?? usageTexts(t);
  return (
    <Form.Item
      label={label ?? t('admin.list.useYn')}
      name={name}
      extra={extra}
      valuePropName="checked"
      getValueProps={(value: TYn | undefined) => ({ checked: value === 'Y' })}
      normalize={(checked: boolean): TYn => (checked ? 'Y' : 'N')}
    >
      <Switch checkedChildren={text.Y} unCheckedChildren={text.N} />
    </Form.Item>
  );
}

/** A Y/N flag as two radios, 사용/미사용 unless the page names them (yesNoTexts). */
export function YnRadioField({ name = 'useYn', label, texts }: TFieldProps & { name?: string; texts?: Record<TYn, string> }) {
  const { t } = useTranslation();
  const text = texts ?? usageTexts(t);
  return (
    <Form.Item label={label ?? t('admin.list.useYn')} name={name}>
      <Radio.Group options={(['Y', 'N'] as const).map((value) => ({ value, label: text[value] }))} />
    </Form.Item>
  );
}
