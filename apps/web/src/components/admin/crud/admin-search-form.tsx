import type { TYn } from '@portal/contract';
import { Button, DatePicker, Form, type GetProps, Input, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { codeOptions, compact } from '../../../lib/code-options';
import { usageTexts } from './yn-texts';

type TOption = { value: string; label: string };
type TRangeValue = GetProps<typeof DatePicker.RangePicker>['value'];

export type TSearchField = { name: string; label: string } & (
  | { type: 'text'; maxLength?: number; placeholder?: string }
  | {
      type: 'select';
      options?: TOption[];
      /** false: no '전체' (all) choice first; the field always filters, from `defaultValue` */
      all?: boolean;
      defaultValue?: string;
      minWidth?: number;
    }
  /** a from/to day pair, searched as `names` in YYYY-MM-DD */
  | { type: 'dateRange'; names: [string, string] }
);

type TSearchValues = Record<string, string | undefined>;

type TAdminSearchFormProps = {
  fields: TSearchField[];
  onSearch: (search: TSearchValues) => void;
  /** the first search's values (from the page address); reset goes back to the fields' defaults */
  initial?: TSearchValues;
  /** the form's name: field ids are `${name}_${field}`, unique beside another form on the page */
  name?: string;
  className?: string;
  /** false: no reset button */
  resettable?: boolean;
  /** more fields, after the declared ones (each with its own initialValue) */
  children?: ReactNode;
};

const defaultOf = (field: TSearchField) => (field.type === 'select' ? (field.defaultValue ?? (field.all === false ? undefined : '')) : undefined);

/** The search row of an admin list: the fields, search and reset (back to the fields' defaults, searching again). */
export function AdminSearchForm({ fields, onSearch, initial, name, className = 'adm-page__search', resettable = true, children }: TAdminSearchFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const defaults = Object.fromEntries(fields.map((field) => [field.name, defaultOf(field)]));

  function onFinish(values: Record<string, unknown>) {
    const search = { ...values };
    // a day range is searched as its two days
    for (const field of fields) {
      if (field.type !== 'dateRange') continue;
      const range = search[field.name] as TRangeValue;
      delete search[field.name];
      search[field.names[0]] = range?.[0]?.format('YYYY-MM-DD');
      search[field.names[1]] = range?.[1]?.format('YYYY-MM-DD');
    }
    onSearch(compact(search) as TSearchValues);
  }

  return (
    <Form form={form} name={name} layout="inline" className={className} initialValues={{ ...defaults, ...initial }} onFinish={onFinish}>
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={field.label}>
          {field.type === 'select' ? (
            <Select
              options={[...(field.all === false ? [] : [{ value: '', label: t('admin.list.all') }]), ...(field.options ?? [])]}
              style={{ minWidth: field.minWidth ?? 120 }}
            />
          ) : field.type === 'dateRange' ? (
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          ) : (
            <Input maxLength={field.maxLength ?? 50} placeholder={field.placeholder} allowClear />
          )}
        </Form.Item>
      ))}
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('admin.list.search')}
          </Button>
          {resettable && (
            <Button
              onClick={() => {
                form.resetFields();
                form.setFieldsValue(defaults);
                form.submit();
              }}
            >
              {t('admin.list.reset')}
            </Button>
          )}
        </Space>
      </Form.Item>
    </Form>
  );
}

/** The use-flag filter of a list: 예/아니오 unless the page names them (사용/미사용). */
export const ynSearchField = (t: TFunction, { label, texts }: { label?: string; texts?: Record<TYn, string> } = {}): TSearchField => ({
  name: 'useYn',
  label: label ?? t('admin.list.useYn'),
  type: 'select',
  options: codeOptions(texts ?? usageTexts(t)),
});

/** The keyword filter of a list (`searchWrd`). */
export const keywordSearchField = (t: TFunction, { label, maxLength }: { label?: string; maxLength?: number } = {}): TSearchField => ({
  name: 'searchWrd',
  label: label ?? t('admin.list.keyword'),
  type: 'text',
  maxLength,
});

type TAdminListSearchProps = Pick<TAdminSearchFormProps, 'initial' | 'name'> & {
  /** none: the total and the toolbar only */
  fields?: TSearchField[];
  /** the new search; the list goes back to its first page */
  onSearch: (search: TSearchValues) => void;
  setCurrentPage: (page: number) => void;
  /** how many rows the search finds (none yet while the first page loads) */
  total: number | undefined;
  /** the total's text when it is not the plain count (a capped count, say) */
  totalText?: string;
  /** right of the total count: the add button, the Excel export and the like */
  toolbar?: ReactNode;
};

/** An admin list's head: the search row (a new search starts at page 1), then the total count and the toolbar. */
export function AdminListSearch({ fields, initial, name, onSearch, setCurrentPage, total, totalText, toolbar }: TAdminListSearchProps) {
  const { t } = useTranslation();
  return (
    <>
      {fields && fields.length > 0 && (
        <AdminSearchForm
          fields={fields}
          initial={initial}
          name={name}
          onSearch={(next) => {
            onSearch(next);
            setCurrentPage(1);
          }}
        />
      )}
      <div className="adm-page__toolbar">
        <p>{totalText ?? t('admin.list.total', { count: total ?? 0 })}</p>
        {toolbar}
      </div>
    </>
  );
}
