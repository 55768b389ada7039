import { INSP_LIMITS as L } from '@portal/contract';
import { Button, Checkbox, Input, Space, type TableColumnsType } from 'antd';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { AdminTable } from '../../../../../components/admin/admin-table';
import { useTranslation } from '../../../../../lib/i18n';
import { emptyItem, type TDefForm } from '../def-form';
import { RhfItem } from '../rhf-item';
import { ItemDetail } from './item-detail';
import { ScaleSelect } from './scale-select';
import { useExpandedWithErrors } from './use-expanded-with-errors';

type TRow = { id: string };

const inItemDetail = (rowErrors: Record<string, unknown>) => Boolean(rowErrors.bandText ?? rowErrors.options);

/** A forced-choice item's row names its options' count (they are edited under the row). */
function OptionsCount({ control, index }: { control: Control<TDefForm>; index: number }) {
  const { t } = useTranslation();
  const options = useWatch({ control, name: `items.${index}.options` });
  return <span>{t('admInsp.def.item.optionsSummary', { count: options.length })}</span>;
}

/**
 * The items in the order a student meets them: number, base text, scale and reverse keying in the
 * row; the band wordings and a forced choice's options under it. Added, removed and moved here.
 */
export function ItemTable({ control }: { control: Control<TDefForm> }) {
  const { t } = useTranslation();
  const items = useFieldArray({ control, name: 'items' });
  const type = useWatch({ control, name: 'answerScale.type' });
  const expanded = useExpandedWithErrors(control, 'items', items.fields, inItemDetail, (i, open) =>
    t(open ? 'admInsp.def.item.collapse' : 'admInsp.def.item.expand', { n: i + 1 }),
  );
  const count = items.fields.length;

  const columns: TableColumnsType<TRow> = [
    {
      title: t('admInsp.def.item.no'),
      key: 'no',
      render: (_, __, i) => (
        <Space size={4}>
          <span className="adm-insp__no">{i + 1}</span>
          <Button size="small" onClick={() => items.move(i, i - 1)} disabled={i === 0} aria-label={t('admInsp.def.item.up', { n: i + 1 })}>
            ↑
          </Button>
          <Button size="small" onClick={() => items.move(i, i + 1)} disabled={i === count - 1} aria-label={t('admInsp.def.item.down', { n: i + 1 })}>
            ↓
          </Button>
        </Space>
      ),
    },
    {
      title: t('admInsp.def.item.itemId'),
      key: 'itemId',
      render: (_, __, i) => (
        <RhfItem control={control} name={`items.${i}.itemId`} label={t('admInsp.def.item.idLabel', { n: i + 1 })} hideLabel className="adm-insp__cell">
          {(field) => <Input {...field} maxLength={20} className="adm-insp__id-input" autoComplete="off" spellCheck={false} />}
        </RhfItem>
      ),
    },
    {
      title: t('admInsp.def.item.text'),
      key: 'text',
      render: (_, __, i) => (
        <RhfItem
          control={control}
          name={`items.${i}.text`}
          label={t('admInsp.def.item.textLabel', { n: i + 1 })}
          hideLabel
          className="adm-insp__cell adm-insp__text-cell"
        >
          {(field) => <Input.TextArea {...field} autoSize={{ minRows: 1, maxRows: 4 }} maxLength={L.itemText} />}
        </RhfItem>
      ),
    },
    {
      title: type === 'forcedChoice' ? t('admInsp.def.item.options') : t('admInsp.def.item.scaleId'),
      key: 'scaleId',
      render: (_, __, i) =>
        type === 'forcedChoice' ? (
          <OptionsCount control={control} index={i} />
        ) : (
          <RhfItem control={control} name={`items.${i}.scaleId`} label={t('admInsp.def.item.scaleLabel', { n: i + 1 })} hideLabel className="adm-insp__cell">
            {(field) => <ScaleSelect control={control} field={field} />}
          </RhfItem>
        ),
    },
    ...(type === 'likert'
      ? [
          {
            title: t('admInsp.def.item.reverse'),
            key: 'reverse',
            render: (_: unknown, __: TRow, i: number) => (
              <RhfItem
                control={control}
                name={`items.${i}.reverse`}
                label={t('admInsp.def.item.reverseLabel', { n: i + 1 })}
                hideLabel
                className="adm-insp__cell"
              >
                {({ value, onChange, ref, id, ...aria }) => (
                  <Checkbox ref={ref} id={id} aria-label={aria['aria-label']} checked={value as boolean} onChange={(event) => onChange(event.target.checked)} />
                )}
              </RhfItem>
            ),
          },
        ]
      : []),
    {
      title: t('admin.list.actions'),
      key: 'actions',
      render: (_, __, i) => (
        <Button size="small" danger onClick={() => items.remove(i)}>
          {t('admInsp.def.item.remove', { n: i + 1 })}
        </Button>
      ),
    },
  ];

  return (
    <fieldset className="adm-box">
      <legend>
        {t('admInsp.def.item.legend')} <span className="adm-insp__count">{t('admInsp.def.item.count', { count })}</span>
      </legend>
      <AdminTable<TRow>
        rowKey="id"
        caption={<span className="sr-only">{t('admInsp.def.item.caption')}</span>}
        columns={columns}
        dataSource={items.fields}
        emptyText={t('admInsp.def.noItems')}
        expandable={{ ...expanded, expandedRowRender: (_, i) => <ItemDetail control={control} index={i} /> }}
      />
      <Button className="adm-insp__add" onClick={() => items.append(emptyItem(type))} disabled={count >= L.items}>
        {t('admInsp.def.item.add')}
      </Button>
    </fieldset>
  );
}
