import { ADM_ROLE, checkPasswordPolicy, MANAGER_MESSAGES, PASSWORD_MESSAGES, type TManagerCreate } from '@portal/contract';
import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminFormPopup, checkRule, requiredRule } from '../../../components/admin/crud';
import { useCreateManager } from '../api/create-manager';
import { codeOptions } from '../../../lib/code-options';

/**
 * A new administrator (manager page, SUPER only): id, name, role, institution (INST), contact and an
 * initial password by the rule (SECURITY 10). The same rules run again on the server (ZManagerCreate).
 */
export function ManagerCreatePopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TManagerCreate>();
  const create = useCreateManager();
  const admRoleCd = Form.useWatch('admRoleCd', form);

  return (
    <AdminFormPopup<TManagerCreate>
      title={t('admAccess.manager.add')}
      form={form}
      name="managerCreate"
      wide
      onClose={onClose}
      saving={create.isPending}
      onSubmit={(values) => create.mutateAsync(values)}
    >
      <Alert className="adm-page__notice" type="info" showIcon title={t('admAccess.manager.pswdHint')} />
      <Form.Item label={t('admAccess.manager.userId')} name="userId" rules={[requiredRule]}>
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('admAccess.manager.userNm')} name="userNm" rules={[requiredRule]}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('admAccess.manager.admRoleCd')} name="admRoleCd" rules={[{ required: true, message: MANAGER_MESSAGES.roleRequired }]}>
        <Select options={codeOptions(ADM_ROLE)} />
      </Form.Item>
      <Form.Item
        label={t('admAccess.manager.instNm')}
        name="instNm"
        rules={[{ required: admRoleCd === 'INST', whitespace: true, message: MANAGER_MESSAGES.instRequired }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('admAccess.manager.email')} name="email">
        <Input type="email" maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('admAccess.manager.mblTelno')} name="mblTelno">
        <Input inputMode="tel" maxLength={13} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('admAccess.manager.pswd')}
        name="pswd"
        rules={[
          requiredRule,
          checkRule<string | undefined>((v) => (v ? checkPasswordPolicy(v, { userId: form.getFieldValue('userId') as string }) : undefined)),
        ]}
      >
        <Input.Password maxLength={64} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('admAccess.manager.pswdCnfm')}
        name="pswdCnfm"
        dependencies={['pswd']}
        rules={[requiredRule, checkRule<string | undefined>((v) => (v && v !== form.getFieldValue('pswd') ? PASSWORD_MESSAGES.mismatch : undefined))]}
      >
        <Input.Password maxLength={64} autoComplete="new-password" />
      </Form.Item>
    </AdminFormPopup>
  );
}
