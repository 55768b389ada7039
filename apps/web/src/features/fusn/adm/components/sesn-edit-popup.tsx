import { FUSN_PRGRM_LIMITS as L, type TFusnSesnItem, type TFusnSesnSave, ZFusnSesnSave } from '@portal/contract';
import { Form, Input, InputNumber, Space } from 'antd';
import { AdminFormPopup, checkRule, zodRule } from '../../../../components/admin/crud';
import { useTranslation } from '../../../../lib/i18n';
import { useCreateSesn, useUpdateSesn } from '../api/prgrm-mng';

const F = ZFusnSesnSave.shape;

/**
 * One session's day, times and seats (a new one, or a correction of a stored one: past days are
 * allowed; the seats never below those taken, which the server checks again).
 */
export function SesnEditPopup({
  prgrmId,
  sesn,
  defaultCpcty,
  onClose,
}: {
  prgrmId: number;
  sesn: TFusnSesnItem | 'new';
  defaultCpcty: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFusnSesnSave>();
  const update = useUpdateSesn();
  const create = useCreateSesn(prgrmId);
  const editing = sesn === 'new' ? null : sesn;
  const endAfterStart = checkRule<string>((endTm) => {
    const bgngTm = form.getFieldValue('bgngTm') as string | undefined;
    return bgngTm && endTm && endTm <= bgngTm ? t('admFusn.sesn.endAfterStart') : undefined;
  });
  const notBelowTaken = checkRule<number | null>((cpcty) =>
    editing && typeof cpcty === 'number' && cpcty < editing.rsvdCnt ? t('admFusn.sesn.cpctyBelow', { count: editing.rsvdCnt }) : undefined,
  );
  return (
    <AdminFormPopup<TFusnSesnSave>
      title={t(editing ? 'admFusn.sesn.editTitle' : 'admFusn.sesn.addTitle')}
      form={form}
      name="fusnSesn"
      onClose={onClose}
      saving={update.isPending || create.isPending}
      onSubmit={(values) => (editing ? update.mutateAsync({ ...values, sesnId: editing.sesnId }) : create.mutateAsync(values))}
      initialValues={{
        sesnYmd: editing?.sesnYmd ?? '',
        bgngTm: editing?.bgngTm ?? '10:00',
        endTm: editing?.endTm ?? '12:00',
        cpcty: editing?.cpcty ?? defaultCpcty,
      }}
    >
      <Form.Item
        label={t('admFusn.sesn.sesnYmd')}
        name="sesnYmd"
        required
        rules={[zodRule(F.sesnYmd)]}
        extra={editing ? t('admFusn.sesn.pastAllowed') : undefined}
      >
        <Input type="date" />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item label={t('admFusn.sesn.bgngTm')} name="bgngTm" required rules={[zodRule(F.bgngTm)]}>
          <Input type="time" />
        </Form.Item>
        <Form.Item label={t('admFusn.sesn.endTm')} name="endTm" required dependencies={['bgngTm']} rules={[zodRule(F.endTm), endAfterStart]}>
          <Input type="time" />
        </Form.Item>
        <Form.Item
          label={t('admFusn.sesn.cpcty')}
          name="cpcty"
          required
          rules={[zodRule(F.cpcty), notBelowTaken]}
          extra={editing ? t('admFusn.sesn.rsvdNow', { count: editing.rsvdCnt }) : undefined}
        >
          <InputNumber min={L.cpcty.min} max={L.cpcty.max} precision={0} />
        </Form.Item>
      </Space>
    </AdminFormPopup>
  );
}
