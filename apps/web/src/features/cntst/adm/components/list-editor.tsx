import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';

type TListEditorProps<T> = {
  /** the form list's name ('crtrs', ['entryForm', 'fields']) */
  name: string | (string | number)[];
  /** what one row is, in the buttons' names ('심사 기준') */
  what: string;
  max: number;
  /** a new row's values, given the rows there are (to pick an unused id) */
  newRow: (rows: T[]) => T;
  /** one row's fields under the list field's name (the row's index in the form list) */
  children: (name: number, index: number) => ReactNode;
};

/**
 * The rows of one part of the contest (criteria, prizes, entry form fields): each row a group
 * named '<what> N' with its remove button, and an add button up to the limit.
 */
export function ListEditor<T>({ name, what, max, newRow, children }: TListEditorProps<T>) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          <ol className="adm-cntst__rows">
            {fields.map((field, index) => (
              <li key={field.key}>
                <div className="adm-cntst__row" role="group" aria-label={t('admCntst.rowLabel', { what, n: index + 1 })}>
                  {children(field.name, index)}
                  <Button
                    className="adm-cntst__row-remove"
                    danger
                    onClick={() => remove(field.name)}
                    aria-label={t('admCntst.rowRemove', { what, n: index + 1 })}
                  >
                    {t('admCntst.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          {fields.length < max && (
            <Button onClick={() => add(newRow((form.getFieldValue(name) as T[] | undefined) ?? []))}>{t('admCntst.rowAdd', { what })}</Button>
          )}
        </>
      )}
    </Form.List>
  );
}

/** The next id of rows keyed by `key` with a prefix: 'c1', 'c2' ... (ids of saved rows stay). */
export function nextId<T>(rows: T[], key: keyof T, prefix: string): string {
  const used = new Set(rows.map((row) => String(row[key])));
  let n = rows.length + 1;
  while (used.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}
