import { ACCESS_IP_TYPE, checkAccessIp, type TAccessIpItem, type TAccessIpSave, type TAccessIpTypeCd, VALIDATION_MESSAGES } from '@portal/contract';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminFormPopup, checkRule, maxRule, requiredRule, YnSwitchField } from '../../../components/admin/crud';
import { accessIpResource } from '../api/access-ip-resource';

const TYPES = Object.entries(ACCESS_IP_TYPE) as [TAccessIpTypeCd, string][];

/**
 * Adds or edits one allow-list entry (spec §5: the address must be in the form of its type, checked
 * here with the contract's rule and again by the server, which also refuses a change that would
 * shut out the administrator making it).
 */
export function AccessIpFormPopup({ entry, onClose }: { entry: TAccessIpItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TAccessIpSave>();
  const save = accessIpResource.useSave();
  const editing = entry === 'new' ? null : entry;
  const ipTypeCd = Form.useWatch('ipTypeCd', form) ?? editing?.ipTypeCd ?? 'IPV4';

  return (
    <AdminFormPopup<TAccessIpSave>
      title={t(editing ? 'admAccess.accessIp.editTitle' : 'admAccess.accessIp.add')}
      form={form}
      name="accessIp"
      onClose={onClose}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync({ ...values, id: editing?.accessIpId })}
      initialValues={{ ipTypeCd: editing?.ipTypeCd ?? 'IPV4', ipAddr: editing?.ipAddr ?? '', ipExpln: editing?.ipExpln ?? '', useYn: editing?.useYn ?? 'Y' }}
    >
      <Form.Item label={t('admAccess.accessIp.ipTypeCd')} name="ipTypeCd" rules={[{ required: true, message: VALIDATION_MESSAGES.required() }]}>
        <Radio.Group
          options={TYPES.map(([value, label]) => ({ value, label }))}
          onChange={() => form.getFieldValue('ipAddr') && void form.validateFields(['ipAddr'])}
        />
      </Form.Item>
      <Form.Item
        label={t('admAccess.accessIp.ipAddr')}
        name="ipAddr"
        validateTrigger="onBlur"
        rules={[
          requiredRule,
          checkRule<string | undefined>((value) => (value?.trim() ? checkAccessIp(form.getFieldValue('ipTypeCd') as TAccessIpTypeCd, value) : undefined)),
        ]}
      >
        <Input maxLength={50} placeholder={t(`admAccess.accessIp.placeholder.${ipTypeCd}`)} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item label={t('admAccess.accessIp.ipExpln')} name="ipExpln" rules={[maxRule(100)]}>
        <Input maxLength={100} />
      </Form.Item>
      <YnSwitchField label={t('admAccess.accessIp.useYn')} />
    </AdminFormPopup>
  );
}
