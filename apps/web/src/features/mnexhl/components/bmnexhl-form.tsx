import { MNEXHL_LIMITS, type TBmnexhlDetail, type TBmnexhlItem, type TBmnexhlSave } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { maxRule, requiredRule } from '../../../components/admin/crud';
import { HallCommonFields, HallFilesField, HallForm, useHallFiles } from './hall-form-parts';

export type TBmnexhlFormValues = Required<Pick<TBmnexhlSave, 'sortSeq' | 'useYn'>> & Omit<TBmnexhlSave, 'sortSeq' | 'useYn'>;

/** The form's values of a stored big hall, or of a new one. */
export const bmnexhlFormValues = (item?: TBmnexhlItem): TBmnexhlFormValues => ({
  bmnexhlNm: item?.bmnexhlNm ?? '',
  bmnexhlExpln: item?.bmnexhlExpln ?? '',
  flrNm: item?.flrNm ?? '',
  plcNm: item?.plcNm ?? '',
  imageFileId: item?.imageFileId ?? null,
  imageAlt: item?.imageAlt ?? '',
  linkUrl: item?.linkUrl ?? '',
  sortSeq: item?.sortSeq ?? 0,
  useYn: item?.useYn ?? 'Y',
});

type TBmnexhlFormProps = {
  initialValues: TBmnexhlFormValues;
  /** the hall being edited: its attachments and upload group */
  item?: TBmnexhlDetail;
  /** the values carry bmnexhlAtchFileId, the group of the files uploaded by this save */
  onSubmit: (values: TBmnexhlFormValues) => Promise<unknown>;
  onCancel: () => void;
  saving: boolean;
};

/** The big hall's fields and attachments, shared by bmnexhlWrite and bmnexhlUpdate. */
export function BmnexhlForm({ initialValues, item, onSubmit, onCancel, saving }: TBmnexhlFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TBmnexhlFormValues>();
  const files = useHallFiles({ seqType: 'bmnexhl', hallId: item?.bmnexhlId, fileModuleId: item?.bmnexhlAtchFileId ?? null, files: item?.files ?? [] });
  const submit = async (values: TBmnexhlFormValues) => onSubmit({ ...values, bmnexhlAtchFileId: await files.send() });
  return (
    <HallForm<TBmnexhlFormValues> name="bmnexhl" form={form} initialValues={initialValues} onSubmit={submit} onCancel={onCancel} saving={saving || files.busy}>
      <Form.Item label={t('admMnexhl.bmnexhl.bmnexhlNm')} name="bmnexhlNm" rules={[requiredRule, maxRule(MNEXHL_LIMITS.nm)]}>
        <Input maxLength={MNEXHL_LIMITS.nm} showCount />
      </Form.Item>
      <Form.Item label={t('admMnexhl.bmnexhl.bmnexhlExpln')} name="bmnexhlExpln" rules={[maxRule(MNEXHL_LIMITS.expln)]}>
        <Input.TextArea rows={6} maxLength={MNEXHL_LIMITS.expln} showCount />
      </Form.Item>
      <Form.Item label={t('admMnexhl.bmnexhl.flrNm')} name="flrNm" extra={t('admMnexhl.bmnexhl.flrNmHelp')} rules={[maxRule(MNEXHL_LIMITS.flrNm)]}>
        <Input maxLength={MNEXHL_LIMITS.flrNm} />
      </Form.Item>
      <Form.Item label={t('admMnexhl.bmnexhl.plcNm')} name="plcNm" rules={[maxRule(MNEXHL_LIMITS.plcNm)]}>
        <Input maxLength={MNEXHL_LIMITS.plcNm} />
      </Form.Item>
      <HallCommonFields imageSeqType="bmnexhlImage" item={item} />
      <HallFilesField files={files} />
    </HallForm>
  );
}
