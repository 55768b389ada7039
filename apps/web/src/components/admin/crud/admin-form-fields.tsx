import type { TYn } from '@portal/contract';
import { Form, InputNumber, Radio, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

type TFieldProps = { label?: string; extra?: ReactNode };

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
 * A Y/N flag as a 예/아니오 switch (`useYn` unless named otherwise). The form holds 'Y' or 'N', as
 * the contract does, so the values go to the server as they are.
 */
export function YnSwitchField({ name = 'useYn', label, extra }: TFieldProps & { name?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={label ?? t('admin.list.useYn')}
      name={name}
      extra={extra}
      valuePropName="checked"
      getValueProps={(value: TYn | undefined) => ({ checked: value === 'Y' })}
      normalize={(checked: boolean): TYn => (checked ? 'Y' : 'N')}
    >
      <Switch checkedChildren={t('admin.list.yes')} unCheckedChildren={t('admin.list.no')} />
    </Form.Item>
  );
}

/** A Y/N flag as two radios, 예/아니오 unless the page names them (사용/미사용). */
export function YnRadioField({ name = 'useYn', label, texts }: TFieldProps & { name?: string; texts?: Record<TYn, string> }) {
  const { t } = useTranslation();
  const text = texts ?? { Y: t('admin.list.yes'), N: t('admin.list.no') };
  return (
    <Form.Item label={label ?? t('admin.list.useYn')} name={name}>
      <Radio.Group options={(['Y', 'N'] as const).map((value) => ({ value, label: text[value] }))} />
    </Form.Item>
  );
}
