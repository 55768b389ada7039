import { CMPN_LIMITS as L, CMPN_MESSAGES as M, seoulDate, type TCmpnItem, type TCmpnSave, ZCmpnSave } from '@portal/contract';
import { Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from '../../../../lib/i18n';
import { AdminFormPopup, checkRule, YnSwitchField, yesNoTexts, zodRule } from '../../../../components/admin/crud';
import { cmpnMngResource } from '../api/cmpn-mng';

const field = ZCmpnSave.shape;

/** Adds or edits a campaign; every field runs the contract's rule, and the server checks again. */
export function CmpnFormPopup({ cmpn, onClose }: { cmpn: TCmpnItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TCmpnSave>();
  const save = cmpnMngResource.useSave();
  const editing = cmpn === 'new' ? null : cmpn;
  const yesNo = yesNoTexts(t);

  return (
    <AdminFormPopup<TCmpnSave>
      title={t(editing ? 'admCmpn.editTitle' : 'admCmpn.add')}
      form={form}
      name="cmpn"
      wide
      onClose={onClose}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync({ ...values, id: editing?.cmpnId })}
      initialValues={{
        cmpnTtl: editing?.cmpnTtl ?? '',
        cmpnCn: editing?.cmpnCn ?? '',
        bgngYmd: editing?.bgngYmd ?? seoulDate(),
        endYmd: editing?.endYmd ?? seoulDate(),
        points: editing?.points ?? 50,
        proofTextYn: editing?.proofTextYn ?? 'Y',
        proofFileYn: editing?.proofFileYn ?? 'N',
        aplyLimitCnt: editing?.aplyLimitCnt ?? 1,
      }}
    >
      <Form.Item label={t('admCmpn.cmpnTtl')} name="cmpnTtl" required rules={[zodRule(field.cmpnTtl)]}>
        <Input maxLength={L.cmpnTtl} />
      </Form.Item>
      <Form.Item label={t('admCmpn.cmpnCn')} name="cmpnCn" required rules={[zodRule(field.cmpnCn)]}>
        <Input.TextArea rows={5} maxLength={L.cmpnCn} showCount />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item label={t('admCmpn.bgngYmd')} name="bgngYmd" required rules={[zodRule(field.bgngYmd)]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item
          label={t('admCmpn.endYmd')}
          name="endYmd"
          required
          dependencies={['bgngYmd']}
          rules={[zodRule(field.endYmd), checkRule((end: string) => (end && end < (form.getFieldValue('bgngYmd') as string) ? M.period : undefined))]}
        >
          <Input type="date" />
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <Form.Item label={t('admCmpn.points')} name="points" required rules={[zodRule(field.points)]}>
          <InputNumber min={1} max={L.points} precision={0} />
        </Form.Item>
        <Form.Item label={t('admCmpn.aplyLimitCnt')} name="aplyLimitCnt" required extra={t('admCmpn.aplyLimitCntHelp')} rules={[zodRule(field.aplyLimitCnt)]}>
          <InputNumber min={1} max={L.aplyLimitCnt} precision={0} />
        </Form.Item>
      </Space>
      <Space wrap align="start">
        <YnSwitchField name="proofTextYn" label={t('admCmpn.proofTextYn')} texts={yesNo} />
        <YnSwitchField name="proofFileYn" label={t('admCmpn.proofFileYn')} texts={yesNo} extra={t('admCmpn.proofHelp')} />
      </Space>
    </AdminFormPopup>
  );
}
