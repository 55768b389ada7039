import { checkExportReason, EXPORT_REASON_MAX, type TMemberSearch } from '@portal/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { useMemberExport } from '../api/post-member-export';

export type TMemberExportModalProps = {
  open: boolean;
  /** the list's current filter: the export covers the same members */
  search: TMemberSearch;
  onClose: () => void;
};

/** SECURITY 17: the '엑셀 다운로드' asks for a reason first (the same rule as the server), then saves the CSV. */
export function MemberExportModal({ open, search, onClose }: TMemberExportModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const exporter = useMemberExport();

  async function submit() {
    const reason = form.getFieldValue('reason') as string | undefined;
    const message = checkExportReason(reason);
    if (message) {
      form.setFields([{ name: 'reason', errors: [message] }]);
      form.focusField('reason');
      return;
    }
    try {
      await exporter.mutateAsync({ ...search, reason: reason?.trim() });
    } catch {
      return; // the client has shown the server's message (e.g. more than 10,000 rows)
    }
    form.resetFields();
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t('admMember.member.export.title')}
      okText={t('admMember.member.export.ok')}
      cancelText={t('admMember.member.export.cancel')}
      confirmLoading={exporter.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      afterOpenChange={(visible) => visible && form.focusField('reason')}
    >
      <Alert type="warning" showIcon title={t('admMember.member.export.notice')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="reason" label={t('admMember.member.export.reason')} required>
          <Input.TextArea rows={3} maxLength={EXPORT_REASON_MAX} showCount placeholder={t('admMember.member.export.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
