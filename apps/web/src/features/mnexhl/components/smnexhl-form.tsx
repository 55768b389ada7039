import { MNEXHL_LIMITS, MNEXHL_MESSAGES, type TSmnexhlDetail, type TSmnexhlItem, type TSmnexhlSave } from '@portal/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { maxRule, requiredRule } from '../../../components/admin/crud';
import { HallCommonFields, HallFilesField, HallForm, useHallFiles } from './hall-form-parts';

export type TSmnexhlFormValues = Required<Pick<TSmnexhlSave, 'sortSeq' | 'useYn' | 'dutyCrs'>> & Omit<TSmnexhlSave, 'sortSeq' | 'useYn' | 'dutyCrs'>;

export const smnexhlFormValues = (item?: TSmnexhlItem): TSmnexhlFormValues => ({
  smnexhlNm: item?.smnexhlNm ?? '',
  smnexhlExpln: item?.smnexhlExpln ?? '',
  dutyCrs: item?.dutyCrs ?? [],
  actvCn: item?.actvCn ?? '',
  imageFileId: item?.imageFileId ?? null,
  imageAlt: item?.imageAlt ?? '',
  linkUrl: item?.linkUrl ?? '',
  sortSeq: item?.sortSeq ?? 0,
  useYn: item?.useYn ?? 'Y',
});

/** The contract's rule for the tags, checked as the admin types (the server checks again). */
function checkDutyCrs(tags: string[] | undefined): string | undefined {
  const list = (tags ?? []).map((tag) => tag.trim()).filter(Boolean);
  if (list.length > MNEXHL_LIMITS.dutyCrs) return MNEXHL_MESSAGES.dutyCrsCount(MNEXHL_LIMITS.dutyCrs);
  if (list.some((tag) => [...tag].length > MNEXHL_LIMITS.dutyCr)) return MNEXHL_MESSAGES.dutyCrLength(MNEXHL_LIMITS.dutyCr);
  if (new Set(list).size !== list.length) return MNEXHL_MESSAGES.dutyCrDuplicate;
  return undefined;
}

type TSmnexhlFormProps = {
  initialValues: TSmnexhlFormValues;
  /** the hall being edited: its attachments and upload group */
  item?: TSmnexhlDetail;
  /** the values carry smnexhlAtchFileId, the group of the files uploaded by this save */
  onSubmit: (values: TSmnexhlFormValues) => Promise<unknown>;
  onCancel: () => void;
  saving: boolean;
  /** the number, shown on update (it is given on creation and never changes) */
  smnexhlNo?: number;
};

/** The small hall's fields and attachments, shared by smnexhlWrite and smnexhlUpdate. */
export function SmnexhlForm({ initialValues, item, onSubmit, onCancel, saving, smnexhlNo }: TSmnexhlFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TSmnexhlFormValues>();
  const files = useHallFiles({ seqType: 'smnexhl', hallId: item?.smnexhlId, fileModuleId: item?.smnexhlAtchFileId ?? null, files: item?.files ?? [] });
  const submit = async (values: TSmnexhlFormValues) => onSubmit({ ...values, smnexhlAtchFileId: await files.send() });
  return (
    <HallForm<TSmnexhlFormValues> name="smnexhl" form={form} initialValues={initialValues} onSubmit={submit} onCancel={onCancel} saving={saving || files.busy}>
      {smnexhlNo !== undefined && (
        <Form.Item label={t('admMnexhl.smnexhl.smnexhlNo')} extra={t('admMnexhl.smnexhl.smnexhlNoHelp')}>
          <Input value={smnexhlNo} disabled />
        </Form.Item>
      )}
      <Form.Item label={t('admMnexhl.smnexhl.smnexhlNm')} name="smnexhlNm" rules={[requiredRule, maxRule(MNEXHL_LIMITS.nm)]}>
        <Input maxLength={MNEXHL_LIMITS.nm} showCount />
      </Form.Item>
      <Form.Item label={t('admMnexhl.smnexhl.smnexhlExpln')} name="smnexhlExpln" rules={[maxRule(MNEXHL_LIMITS.expln)]}>
        <Input.TextArea rows={5} maxLength={MNEXHL_LIMITS.expln} showCount />
      </Form.Item>
      <Form.Item
        label={t('admMnexhl.smnexhl.dutyCrs')}
        name="dutyCrs"
        extra={t('admMnexhl.smnexhl.dutyCrsHelp')}
        rules={[{ validator: (_, tags: string[] | undefined) => (checkDutyCrs(tags) ? Promise.reject(new Error(checkDutyCrs(tags))) : Promise.resolve()) }]}
      >
        <Select mode="tags" tokenSeparators={[',']} maxCount={MNEXHL_LIMITS.dutyCrs} notFoundContent={null} />
      </Form.Item>
      <Form.Item label={t('admMnexhl.smnexhl.actvCn')} name="actvCn" extra={t('admMnexhl.smnexhl.actvCnHelp')} rules={[maxRule(MNEXHL_LIMITS.actvCn)]}>
        <Input.TextArea rows={5} maxLength={MNEXHL_LIMITS.actvCn} showCount />
      </Form.Item>
      <HallCommonFields imageSeqType="smnexhlImage" item={item} />
      <HallFilesField files={files} />
    </HallForm>
  );
}
