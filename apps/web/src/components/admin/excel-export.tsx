import { checkExportReason, EXPORT_REASON_MAX } from '@portal/contract';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';

export type TExcelExportProps = {
  /** what the file holds, in Korean: '회원 목록' (the dialog's title says '회원 목록 내려받기') */
  what: string;
  /** saves the file with the reason (the server checks it again and logs it); a rejection keeps the dialog open */
  onExport: (reason: string) => Promise<void>;
  /** the dialog's warning, when the default (personal data, access log) does not fit */
  notice?: string;
};

/**
 * SECURITY 17: '엑셀 내려받기' on an admin list of people or results. It asks for the reason first
 * (the server's rule, checkExportReason), then saves the .xlsx the server builds and logs.
 */
export function ExcelExport({ what, onExport, notice }: TExcelExportProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  async function submit() {
    const reason = form.getFieldValue('reason') as string | undefined;
    const message = checkExportReason(reason);
    if (message) {
      form.setFields([{ name: 'reason', errors: [message] }]);
      form.focusField('reason');
      return;
    }
    setPending(true);
    try {
      await onExport(reason!.trim());
    } catch {
      return; // the client has shown the server's message (e.g. more than 10,000 rows)
    } finally {
      setPending(false);
    }
    form.resetFields();
    setOpen(false);
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('admin.export.button')}</Button>
      <Modal
        open={open}
        title={t('admin.export.title', { what })}
        okText={t('admin.export.ok')}
        cancelText={t('admin.export.cancel')}
        confirmLoading={pending}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        mask={{ closable: false }}
        destroyOnHidden
        afterOpenChange={(visible) => visible && form.focusField('reason')}
      >
        <Alert type="warning" showIcon title={notice ?? t('admin.export.notice')} style={{ marginBottom: 16 }} />
        <Form form={form} layout="vertical" onFinish={() => void submit()}>
          <Form.Item name="reason" label={t('admin.export.reason')} required>
            <Input.TextArea rows={3} maxLength={EXPORT_REASON_MAX} showCount placeholder={t('admin.export.reasonPlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
