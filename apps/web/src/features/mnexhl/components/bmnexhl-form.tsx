import { MNEXHL_LIMITS, type TBmnexhlItem, type TBmnexhlSave } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxRule, requiredRule } from '../../../components/admin/crud';
import { HallCommonFields, HallForm } from './hall-form-parts';

export type TBmnexhlFormValues = Required<Pick<TBmnexhlSave, 'sortSeq' | 'useYn'>> & Omit<TBmnexhlSave, 'sortSeq' | 'useYn'>;

/** The form's values of a stored big hall, or of a new one. */
export const bmnexhlFormValues = (item?: TBmnexhlItem): TBmnexhlFormValues => ({
  bmnexhlNm: item?.bmnexhlNm ?? '',
  bmnexhlExpln: item?.bmnexhlExpln ?? '',
  flrNm: item?.flrNm ?? '',
  plcNm: item?.plcNm ?? '',
  imagePath: item?.imagePath ?? '',
  imageAlt: item?.imageAlt ?? '',
  linkUrl: item?.linkUrl ?? '',
  sortSeq: item?.sortSeq ?? 0,
  useYn: item?.useYn ?? 'Y',
});

type TBmnexhlFormProps = {
  initialValues: TBmnexhlFormValues;
  onSubmit: (values: TBmnexhlFormValues) => Promise<unknown>;
  onCancel: () => void;
  saving: boolean;
};

/** The big hall's fields, shared by bmnexhlWrite and bmnexhlUpdate. */
export function BmnexhlForm({ initialValues, onSubmit, onCancel, saving }: TBmnexhlFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TBmnexhlFormValues>();
  return (
    <HallForm<TBmnexhlFormValues> name="bmnexhl" form={form} initialValues={initialValues} onSubmit={onSubmit} onCancel={onCancel} saving={saving}>
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
      <HallCommonFields />
    </HallForm>
  );
}
