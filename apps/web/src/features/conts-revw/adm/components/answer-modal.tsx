import { REVW_ANS_MAX } from '@portal/contract';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';

type TAnswerModalProps = {
  open: boolean;
  title: string;
  /** the answer so far ('' when none) */
  initial: string;
  /** saves the trimmed answer; a rejection keeps the modal open (the client has shown the message) */
  onSubmit: (ansCn: string) => Promise<unknown>;
  onClose: () => void;
};

/** The administrator's answer to a review, shown under it on the user pages. */
export function AnswerModal({ open, title, initial, onSubmit, onClose }: TAnswerModalProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [form] = Form.useForm<{ ansCn: string }>();

  async function submit() {
    const ansCn = ((form.getFieldValue('ansCn') as string | undefined) ?? '').trim();
    setPending(true);
    try {
      await onSubmit(ansCn);
    } catch {
      return;
    } finally {
      setPending(false);
    }
    onClose();
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={t('admRevw.answerSave')}
      cancelText={t('admRevw.cancel')}
      confirmLoading={pending}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      afterOpenChange={(visible) => visible && form.focusField('ansCn')}
    >
      <p>{t('admRevw.answerHelp')}</p>
      <Form form={form} layout="vertical" initialValues={{ ansCn: initial }} onFinish={() => void submit()}>
        <Form.Item name="ansCn" label={t('admRevw.answerField')}>
          <Input.TextArea rows={4} maxLength={REVW_ANS_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
