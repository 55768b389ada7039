import {
  INSP_BAND_NM,
  INSP_BANDS,
  INSP_LIMITS as L,
  JOIN_MBR_TYPES,
  MBR_TYPE_AUTHRT,
  type TInspAdmItem,
  type TInspMetaSave,
  ZInspMetaSave,
} from '@portal/contract';
import { Checkbox, Input, InputNumber } from 'antd';
import type { Control } from 'react-hook-form';
import { zodResolver } from '../../../../components/form/zod-resolver';
import { useTranslation } from '../../../../lib/i18n';
import { RhfItem } from './rhf-item';

/** The meta form's values: the contract's ZInspMetaSave, checked by it on the client. */
export type TMetaForm = TInspMetaSave;
export const metaResolver = zodResolver(ZInspMetaSave);

export const metaFormValues = (item?: TInspAdmItem): TMetaForm => ({
  inspName: item?.inspName ?? '',
  inspNm: item?.inspNm ?? '',
  inspExpln: item?.inspExpln ?? '',
  guide: item?.guide ?? '',
  srcNote: item?.srcNote ?? '',
  durationMin: item?.durationMin ?? 15,
  trgtBands: item?.trgtBands ?? [...INSP_BANDS],
  trgtMbrTypes: item?.trgtMbrTypes ?? [],
  sortSeq: item?.sortSeq ?? 0,
});

const bandOptions = INSP_BANDS.map((band) => ({ value: band, label: INSP_BAND_NM[band] }));
const mbrTypeOptions = JOIN_MBR_TYPES.map(({ mbrTypeAuthrt }) => ({ value: mbrTypeAuthrt, label: MBR_TYPE_AUTHRT[mbrTypeAuthrt] }));

/** A test's name, address name, texts, duration and who it is offered to. */
export function MetaFields({ control }: { control: Control<TMetaForm> }) {
  const { t } = useTranslation();
  return (
    <>
      <RhfItem control={control} name="inspNm" label={t('admInsp.meta.inspNm')} required>
        {(field) => <Input {...field} maxLength={L.inspNm} />}
      </RhfItem>
      <RhfItem control={control} name="inspName" label={t('admInsp.meta.inspName')} required extra={t('admInsp.meta.inspNameHelp')}>
        {(field) => <Input {...field} maxLength={L.inspName} autoComplete="off" spellCheck={false} />}
      </RhfItem>
      <RhfItem control={control} name="inspExpln" label={t('admInsp.meta.inspExpln')} required>
        {(field) => <Input.TextArea {...field} rows={3} maxLength={L.inspExpln} showCount />}
      </RhfItem>
      <RhfItem control={control} name="guide" label={t('admInsp.meta.guide')} required extra={t('admInsp.meta.guideHelp')}>
        {(field) => <Input.TextArea {...field} rows={4} maxLength={L.guide} showCount />}
      </RhfItem>
      <RhfItem control={control} name="srcNote" label={t('admInsp.meta.srcNote')}>
        {(field) => <Input.TextArea {...field} value={field.value ?? ''} rows={2} maxLength={L.srcNote} showCount />}
      </RhfItem>
      <RhfItem control={control} name="durationMin" label={t('admInsp.meta.durationMin')} required>
        {(field) => <InputNumber<number> {...field} min={1} max={120} precision={0} />}
      </RhfItem>
      <RhfItem control={control} name="trgtBands" label={t('admInsp.meta.trgtBands')} required group>
        {({ id, value, onChange, ...aria }) => (
          <div id={id} role="group" aria-label={t('admInsp.meta.trgtBands')} aria-describedby={aria['aria-describedby']}>
            <Checkbox.Group options={bandOptions} value={value} onChange={onChange} />
          </div>
        )}
      </RhfItem>
      <RhfItem control={control} name="trgtMbrTypes" label={t('admInsp.meta.trgtMbrTypes')} group extra={t('admInsp.meta.trgtMbrTypesHelp')}>
        {({ id, value, onChange }) => (
          <div id={id} role="group" aria-label={t('admInsp.meta.trgtMbrTypes')}>
            <Checkbox.Group options={mbrTypeOptions} value={value} onChange={onChange} />
          </div>
        )}
      </RhfItem>
      <RhfItem control={control} name="sortSeq" label={t('admInsp.meta.sortSeq')} required>
        {(field) => <InputNumber<number> {...field} min={0} max={9999} precision={0} />}
      </RhfItem>
    </>
  );
}
