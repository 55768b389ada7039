import { checkPrhbwdNm, PRHBWD_LIMITS, PRHBWD_NM_MAX, type TPrhbwdItem, type TPrhbwdSave } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminFormPopup, checkRule, maxRule, YnSwitchField } from '../../../components/admin/crud';
import { prhbwdResource } from '../api/prhbwd-resource';

/** The fields a word and a bulk list share: the description and the use flag. */
export function PrhbwdCommonFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t('admPrhbwd.expln')} name="expln" rules={[maxRule(PRHBWD_LIMITS.expln)]}>
        <Input maxLength={PRHBWD_LIMITS.expln} />
      </Form.Item>
      <YnSwitchField label={t('admPrhbwd.useYn')} />
    </>
  );
}

/** Adds or edits one word; the server also refuses a word whose normal form is already listed. */
export function PrhbwdFormPopup({ word, onClose }: { word: TPrhbwdItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TPrhbwdSave>();
  const save = prhbwdResource.useSave();
  const editing = word === 'new' ? null : word;

  return (
    <AdminFormPopup<TPrhbwdSave>
      title={t(editing ? 'admPrhbwd.editTitle' : 'admPrhbwd.add')}
      form={form}
      name="prhbwd"
      onClose={onClose}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync({ ...values, id: editing?.prhbwdId })}
      initialValues={{ prhbwdNm: editing?.prhbwdNm ?? '', expln: editing?.expln ?? '', useYn: editing?.useYn ?? 'Y' }}
    >
      <Form.Item label={t('admPrhbwd.prhbwdNm')} name="prhbwdNm" required rules={[checkRule<string | undefined>((value) => checkPrhbwdNm(value ?? ''))]}>
        <Input maxLength={PRHBWD_NM_MAX} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <PrhbwdCommonFields />
    </AdminFormPopup>
  );
}
