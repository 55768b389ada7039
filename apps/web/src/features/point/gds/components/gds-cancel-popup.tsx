import { GDS_LIMITS as L, GDS_MESSAGES, type TGdsCancelBody, type TGdsOrder } from '@portal/contract';
import { Form, Input } from 'antd';
import { AdminFormPopup, checkRule } from '../../../../components/admin/crud';
import { useTranslation } from '../../../../lib/i18n';
import { useCancelOrder } from '../api/gds-mng-resource';

const reasonRule = checkRule((value) => (typeof value === 'string' && value.trim() ? undefined : GDS_MESSAGES.cancelReasonRequired));

/** An administrator cancels a requested order with the reason the student will read; the stock and the points come back. */
export function GdsCancelPopup({ order, onClose }: { order: TGdsOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TGdsCancelBody>();
  const cancel = useCancelOrder();
  return (
    <AdminFormPopup<TGdsCancelBody>
      title={t('admGds.cancelTitle')}
      form={form}
      name="gdsCancel"
      onClose={onClose}
      saving={cancel.isPending}
      savedMessage={() => t('admGds.done')}
      onSubmit={(values) => cancel.mutateAsync({ orderId: order.orderId, ...values })}
      initialValues={{ cancelReason: '' }}
    >
      <p>
        {order.userNm} · {order.gdsNm}
      </p>
      <p>{t('admGds.cancelHelp', { points: order.gdsPoints.toLocaleString('ko-KR') })}</p>
      <Form.Item label={t('admGds.cancelReason')} name="cancelReason" required rules={[reasonRule]}>
        <Input.TextArea rows={3} maxLength={L.cancelReason} showCount />
      </Form.Item>
    </AdminFormPopup>
  );
}
