import { PRHBWD_LIMITS, PRHBWD_MESSAGES, type TPrhbwdBulkResponse, type TPrhbwdBulkSave } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminFormPopup, requiredRule } from '../../../components/admin/crud';
import { usePrhbwdBulk } from '../api/post-prhbwd-bulk';
import { PrhbwdCommonFields } from './prhbwd-form-popup';

/**
 * Several words at once, one per line. A bad line refuses the whole list (the server names the
 * lines); words already listed are skipped, and the answer says which.
 */
export function PrhbwdBulkPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TPrhbwdBulkSave>();
  const bulk = usePrhbwdBulk();

  return (
    <AdminFormPopup<TPrhbwdBulkSave, TPrhbwdBulkResponse>
      title={t('admPrhbwd.bulkTitle')}
      form={form}
      name="prhbwdBulk"
      onClose={onClose}
      saving={bulk.isPending}
      onSubmit={(values) => bulk.mutateAsync(values)}
      savedMessage={({ addedCount, skippedWords }) => {
        const done = t('admPrhbwd.bulkDone', { addedCount });
        return skippedWords.length > 0 ? `${done}\n${t('admPrhbwd.bulkSkipped', { words: skippedWords.join(', ') })}` : done;
      }}
      initialValues={{ prhbwdNms: '', expln: '', useYn: 'Y' }}
    >
      <Form.Item
        label={t('admPrhbwd.bulkWords')}
        name="prhbwdNms"
        extra={t('admPrhbwd.bulkHelp')}
        required
        rules={[{ ...requiredRule, message: PRHBWD_MESSAGES.bulkEmpty }]}
      >
        <Input.TextArea rows={10} maxLength={PRHBWD_LIMITS.bulkChars} spellCheck={false} />
      </Form.Item>
      <PrhbwdCommonFields />
    </AdminFormPopup>
  );
}
