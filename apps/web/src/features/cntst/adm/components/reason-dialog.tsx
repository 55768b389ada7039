import { CNTST_LIMITS, CNTST_MESSAGES } from '@portal/contract';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from '../../../../lib/i18n';

type TReasonDialogProps = {
  /** the dialog's title: what is done ('점수 다시 열기: 응모작 A-001, 심사위원 김심사') */
  title: string;
  open: boolean;
  pending: boolean;
  /** resolves when done; a rejection keeps the dialog open (the client has shown the message) */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/** Asks the reason of a logged action (reopening a submitted score) before it is done. */
export function ReasonDialog({ title, open, pending, onSubmit, onClose }: TReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const reason = ((form.getFieldValue('reason') as string | undefined) ?? '').trim();
    if (!reason) {
      form.setFields([{ name: 'reason', errors: [CNTST_MESSAGES.reasonRequired] }]);
      form.focusField('reason');
      return;
    }
    await onSubmit(reason).then(
      () => {
        form.resetFields();
        onClose();
      },
      () => undefined,
    );
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={t('admCntst.reopen.ok')}
      cancelText={t('admCntst.cancel')}
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      afterOpenChange={(visible) => visible && form.focusField('reason')}
    >
      <p>{t('admCntst.reopen.notice')}</p>
      <Form form={form} layout="vertical" name="cntstReopen" onFinish={() => void submit()}>
        <Form.Item name="reason" label={t('admCntst.reopen.reason')} required>
          <Input.TextArea rows={3} maxLength={CNTST_LIMITS.reason} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
