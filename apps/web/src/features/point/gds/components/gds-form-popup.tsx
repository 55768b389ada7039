import { checkField, GDS_LIMITS as L, GDS_MESSAGES, type TFieldRules, type TGdsItem, type TGdsSave, VALIDATION_MESSAGES } from '@portal/contract';
import { Form, Input, InputNumber, Space } from 'antd';
import { AdminFormPopup, checkRule, YnSwitchField } from '../../../../components/admin/crud';
import { AdminImageField } from '../../../../components/admin/image-field';
import { useTranslation } from '../../../../lib/i18n';
import { gdsMngResource } from '../api/gds-mng-resource';

/** The contract's spec §5 check of a field, so the form says what the server would. */
const fieldRule = (rules: TFieldRules) => checkRule((value) => checkField(value, rules));
const isYmd = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const ymdRule = checkRule((value) =>
  value === undefined || value === '' ? VALIDATION_MESSAGES.required() : isYmd(value) ? undefined : VALIDATION_MESSAGES.invalid(),
);
const intRule = (min: number, max: number) => ({
  required: true,
  type: 'integer' as const,
  min,
  max,
  message: `${min}부터 ${max.toLocaleString('ko-KR')} 사이의 정수로 입력해 주세요.`,
});

/** Adds or edits one good (the server checks every rule again). */
export function GdsFormPopup({ gds, onClose }: { gds: TGdsItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TGdsSave>();
  const save = gdsMngResource.useSave();
  const editing = gds === 'new' ? null : gds;
  const endAfterStart = checkRule((value) => {
    const start = form.getFieldValue('bgngYmd') as string | undefined;
    return start && typeof value === 'string' && value && value < start ? GDS_MESSAGES.period : undefined;
  });

  return (
    <AdminFormPopup<TGdsSave>
      title={t(editing ? 'admGds.editTitle' : 'admGds.add')}
      form={form}
      name="pointBsdGds"
      wide
      onClose={onClose}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync({ ...values, id: editing?.gdsId })}
      initialValues={{
        gdsNm: editing?.gdsNm ?? '',
        gdsCn: editing?.gdsCn ?? '',
        imageFileId: editing?.imageFileId ?? null,
        imageAlt: editing?.imageAlt ?? '',
        gdsPoints: editing?.gdsPoints ?? 100,
        stockCnt: editing?.stockCnt ?? 0,
        buyLimitCnt: editing?.buyLimitCnt ?? 1,
        bgngYmd: editing?.bgngYmd ?? '',
        endYmd: editing?.endYmd ?? '',
        useYn: editing?.useYn ?? 'Y',
      }}
    >
      <Form.Item label={t('admGds.gdsNm')} name="gdsNm" required rules={[fieldRule({ required: true, max: L.gdsNm })]}>
        <Input maxLength={L.gdsNm} />
      </Form.Item>
      <Form.Item label={t('admGds.gdsCn')} name="gdsCn" rules={[fieldRule({ max: L.gdsCn })]}>
        <Input.TextArea rows={3} maxLength={L.gdsCn} showCount />
      </Form.Item>
      <AdminImageField
        seqType="pointBsdGds"
        label={t('admGds.image')}
        fileName="imageFileId"
        altName="imageAlt"
        altLabel={t('admGds.imageAlt')}
        altExtra={t('admGds.imageAltHelp')}
        altMaxLength={L.imageAlt}
        saved={editing && { fileId: editing.imageFileId, path: editing.imagePath }}
      />
      <Space wrap align="start">
        <Form.Item label={t('admGds.gdsPoints')} name="gdsPoints" required rules={[intRule(1, L.points)]}>
          <InputNumber min={1} max={L.points} precision={0} />
        </Form.Item>
        <Form.Item label={t('admGds.stockCnt')} name="stockCnt" required extra={t('admGds.stockHelp')} rules={[intRule(0, L.stock)]}>
          <InputNumber min={0} max={L.stock} precision={0} />
        </Form.Item>
        <Form.Item label={t('admGds.buyLimitCnt')} name="buyLimitCnt" required rules={[intRule(1, L.buyLimit)]}>
          <InputNumber min={1} max={L.buyLimit} precision={0} />
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <Form.Item label={t('admGds.bgngYmd')} name="bgngYmd" required rules={[ymdRule]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item label={t('admGds.endYmd')} name="endYmd" required dependencies={['bgngYmd']} rules={[ymdRule, endAfterStart]}>
          <Input type="date" />
        </Form.Item>
      </Space>
      <YnSwitchField />
    </AdminFormPopup>
  );
}
