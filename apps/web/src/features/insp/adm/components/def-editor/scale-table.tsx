import { INSP_LEVEL, INSP_LIMITS as L } from '@portal/contract';
import { Button, Input, type TableColumnsType } from 'antd';
import { type Control, useFieldArray, useFormState } from 'react-hook-form';
import { AdminTable } from '../../../../../components/admin/admin-table';
import { useTranslation } from '../../../../../lib/i18n';
import { emptyScale, LEVELS, type TDefForm } from '../def-form';
import { RhfItem } from '../rhf-item';
import { useExpandedWithErrors } from './use-expanded-with-errors';

type TRow = { id: string };

const inScaleDetail = (rowErrors: Record<string, unknown>) => Boolean(rowErrors.expln ?? rowErrors.texts);

/** The message about a scale's result texts as a whole (at least one level needs its text). */
function TextsMessage({ control, index }: { control: Control<TDefForm>; index: number }) {
  const { errors } = useFormState({ control, name: `scales.${index}.texts` });
  const message = errors.scales?.[index]?.texts?.message;
  return message ? (
    <p className="adm-insp__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A scale's explanation and its result text per level (shown under its row). */
function ScaleDetail({ control, index }: { control: Control<TDefForm>; index: number }) {
  const { t } = useTranslation();
  const n = index + 1;
  return (
    <div className="adm-insp__detail">
      <RhfItem control={control} name={`scales.${index}.expln`} label={t('admInsp.def.scale.explnLabel', { n })}>
        {(field) => <Input.TextArea {...field} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={L.resultText} />}
      </RhfItem>
      {LEVELS.map((level) => (
        <RhfItem
          key={level}
          control={control}
          name={`scales.${index}.texts.${level}`}
          label={t('admInsp.def.scale.textLabel', { n, level: INSP_LEVEL[level] })}
        >
          {(field) => <Input.TextArea {...field} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={L.resultText} />}
        </RhfItem>
      ))}
      <TextsMessage control={control} index={index} />
    </div>
  );
}

/** The scales (dimensions) a test scores, each with its result texts; added and removed here. */
export function ScaleTable({ control }: { control: Control<TDefForm> }) {
  const { t } = useTranslation();
  const scales = useFieldArray({ control, name: 'scales' });
  const expanded = useExpandedWithErrors(control, 'scales', scales.fields, inScaleDetail, (i, open) =>
    t(open ? 'admInsp.def.scale.collapse' : 'admInsp.def.scale.expand', { n: i + 1 }),
  );

  const columns: TableColumnsType<TRow> = [
    {
      title: t('admInsp.def.scale.scaleId'),
      key: 'scaleId',
      render: (_, __, i) => (
        <RhfItem control={control} name={`scales.${i}.scaleId`} label={t('admInsp.def.scale.idLabel', { n: i + 1 })} hideLabel className="adm-insp__cell">
          {(field) => <Input {...field} maxLength={20} className="adm-insp__id-input" autoComplete="off" spellCheck={false} />}
        </RhfItem>
      ),
    },
    {
      title: t('admInsp.def.scale.scaleNm'),
      key: 'scaleNm',
      render: (_, __, i) => (
        <RhfItem control={control} name={`scales.${i}.scaleNm`} label={t('admInsp.def.scale.nmLabel', { n: i + 1 })} hideLabel className="adm-insp__cell">
          {(field) => <Input {...field} maxLength={L.scaleNm} />}
        </RhfItem>
      ),
    },
    {
      title: t('admin.list.actions'),
      key: 'actions',
      render: (_, __, i) => (
        <Button size="small" danger onClick={() => scales.remove(i)}>
          {t('admInsp.def.scale.remove', { n: i + 1 })}
        </Button>
      ),
    },
  ];

  return (
    <fieldset className="adm-box">
      <legend>{t('admInsp.def.scale.legend')}</legend>
      <AdminTable<TRow>
        rowKey="id"
        caption={<span className="sr-only">{t('admInsp.def.scale.caption')}</span>}
        columns={columns}
        dataSource={scales.fields}
        emptyText={t('admInsp.def.noScales')}
        expandable={{ ...expanded, expandedRowRender: (_, i) => <ScaleDetail control={control} index={i} /> }}
      />
      <Button className="adm-insp__add" onClick={() => scales.append(emptyScale())} disabled={scales.fields.length >= L.scales}>
        {t('admInsp.def.scale.add')}
      </Button>
    </fieldset>
  );
}
