import { CMPN_LIMITS, CMPN_MESSAGES as M } from '@portal/contract';
import { Button, Form, Input } from 'antd';
import { AdminPopup } from '../../../../components/modal/admin-popup';
import { useTranslation } from '../../../../lib/i18n';

/** Asks the reason of a rejection (the students see it with their applications). */
export function CmpnRejectPopup({
  count,
  saving,
  onReject,
  onClose,
}: {
  count: number;
  saving: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ rejectReason: string }>();
  return (
    <AdminPopup
      open
      onClose={onClose}
      title={t('admCmpnAply.rejectTitle')}
      footer={
        <>
          <Button onClick={onClose}>{t('admin.list.cancel')}</Button>
          <Button type="primary" danger loading={saving} onClick={() => form.submit()}>
            {t('admCmpnAply.reject')}
          </Button>
        </>
      }
    >
      <p>{t('admCmpnAply.rejectCount', { count })}</p>
      <Form form={form} name="cmpnReject" layout="vertical" onFinish={(values) => onReject(values.rejectReason.trim())} scrollToFirstError={{ focus: true }}>
        <Form.Item
          label={t('admCmpnAply.rejectReason')}
          name="rejectReason"
          required
          rules={[{ validator: (_, value: string | undefined) => (value?.trim() ? Promise.resolve() : Promise.reject(new Error(M.rejectReasonRequired))) }]}
        >
          <Input.TextArea rows={4} maxLength={CMPN_LIMITS.rejectReason} showCount autoFocus />
        </Form.Item>
      </Form>
    </AdminPopup>
  );
}
