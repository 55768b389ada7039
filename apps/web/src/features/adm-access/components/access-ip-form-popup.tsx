import { ACCESS_IP_TYPE, checkAccessIp, type TAccessIpItem, type TAccessIpSave, type TAccessIpTypeCd, VALIDATION_MESSAGES } from '@portal/contract';
import { Button, Form, Input, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminPopup } from '../../../components/modal/admin-popup';
import { showAlert } from '../../../components/modal/modal-store';
import { applyServerFieldErrors } from '../apply-server-field-errors';
import { useSaveAccessIp } from '../api/save-access-ip';

type TFormValues = Omit<TAccessIpSave, 'useYn'> & { use: boolean };

const TYPES = Object.entries(ACCESS_IP_TYPE) as [TAccessIpTypeCd, string][];

/**
 * Adds or edits one allow-list entry (spec §5: the address must be in the form of its type, checked
 * here with the contract's rule and again by the server, which also refuses a change that would
 * shut out the administrator making it).
 */
export function AccessIpFormPopup({ entry, onClose }: { entry: TAccessIpItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const save = useSaveAccessIp();
  const editing = entry === 'new' ? null : entry;
  const ipTypeCd = Form.useWatch('ipTypeCd', form) ?? editing?.ipTypeCd ?? 'IPV4';

  async function onFinish({ use, ...values }: TFormValues) {
    try {
      await save.mutateAsync({ ...values, useYn: use ? 'Y' : 'N', accessIpId: editing?.accessIpId });
      onClose();
      void showAlert(t('common.result.saved'));
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  }

  return (
    <AdminPopup
      open
      onClose={onClose}
      title={t(editing ? 'admAccess.accessIp.editTitle' : 'admAccess.accessIp.add')}
      footer={
        <>
          <Button onClick={onClose}>{t('admAccess.list.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('admAccess.list.save')}
          </Button>
        </>
      }
    >
      <Form<TFormValues>
        form={form}
        name="accessIp"
        layout="vertical"
        onFinish={onFinish}
        scrollToFirstError={{ focus: true }}
        initialValues={{ ipTypeCd: editing?.ipTypeCd ?? 'IPV4', ipAddr: editing?.ipAddr ?? '', ipExpln: editing?.ipExpln ?? '', use: (editing?.useYn ?? 'Y') === 'Y' }}
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
            { required: true, whitespace: true, message: VALIDATION_MESSAGES.required() },
            {
              validator: (_, value: string | undefined) => {
                const message = value?.trim() ? checkAccessIp(form.getFieldValue('ipTypeCd') as TAccessIpTypeCd, value) : undefined;
                return message ? Promise.reject(new Error(message)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input maxLength={50} placeholder={t(`admAccess.accessIp.placeholder.${ipTypeCd}`)} autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item label={t('admAccess.accessIp.ipExpln')} name="ipExpln" rules={[{ max: 100, message: VALIDATION_MESSAGES.max(100) }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={t('admAccess.accessIp.useYn')} name="use" valuePropName="checked">
          <Switch checkedChildren={t('admAccess.list.yes')} unCheckedChildren={t('admAccess.list.no')} />
        </Form.Item>
      </Form>
    </AdminPopup>
  );
}
