import { Form, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';

export type TReasonModalProps = {
  open: boolean;
  /** what is done, with what: '회원 목록 내려받기', '점수 다시 열기: 응모작 A-001, 심사위원 김심사' */
  title: string;
  okText: string;
  cancelText: string;
  /** what the reason is for, shown above the field (the access log, what the action changes) */
  notice: ReactNode;
  reasonLabel: string;
  maxLength: number;
  placeholder?: string;
  /** the reason's rule (the server checks it again): a Korean message when it does not do */
  check: (reason: string | undefined) => string | undefined;
  /** does the action with the trimmed reason; a rejection keeps the modal open (the client has shown the message) */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/** Asks the reason of a logged action (an export of personal data, reopening a submitted score) before it is done. */
export function ReasonModal({ open, title, okText, cancelText, notice, reasonLabel, maxLength, placeholder, check, onSubmit, onClose }: TReasonModalProps) {
  const [pending, setPending] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  async function submit() {
    const reason = form.getFieldValue('reason') as string | undefined;
    const message = check(reason);
    if (message) {
      form.setFields([{ name: 'reason', errors: [message] }]);
      form.focusField('reason');
      return;
    }
    setPending(true);
    try {
      await onSubmit(reason!.trim());
    } catch {
      return;
    } finally {
      setPending(false);
    }
    form.resetFields();
    onClose();
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      afterOpenChange={(visible) => visible && form.focusField('reason')}
    >
      {notice}
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="reason" label={reasonLabel} required>
          <Input.TextArea rows={3} maxLength={maxLength} showCount placeholder={placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
