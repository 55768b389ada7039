import { ADM_ROLE, checkPasswordPolicy, MANAGER_MESSAGES, PASSWORD_MESSAGES, type TManagerCreate, VALIDATION_MESSAGES } from '@portal/contract';
import { Alert, Button, Form, type FormRule, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminPopup } from '../../../components/modal/admin-popup';
import { showAlert } from '../../../components/modal/modal-store';
import { applyServerFieldErrors } from '../apply-server-field-errors';
import { useCreateManager } from '../api/create-manager';
import { codeOptions } from '../../../lib/code-options';

const required: FormRule = { required: true, whitespace: true, message: VALIDATION_MESSAGES.required() };
const reject = (message: string | undefined) => (message ? Promise.reject(new Error(message)) : Promise.resolve());

/**
 * A new administrator (manager page, SUPER only): id, name, role, institution (INST), contact and an
 * initial password by the rule (SECURITY 10). The same rules run again on the server (ZManagerCreate).
 */
export function ManagerCreatePopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TManagerCreate>();
  const create = useCreateManager();
  const admRoleCd = Form.useWatch('admRoleCd', form);

  async function onFinish(values: TManagerCreate) {
    try {
      await create.mutateAsync(values);
      onClose();
      void showAlert(t('common.result.saved'));
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  }

  return (
    <AdminPopup
      open
      wide
      onClose={onClose}
      title={t('admAccess.manager.add')}
      footer={
        <>
          <Button onClick={onClose}>{t('admAccess.list.cancel')}</Button>
          <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
            {t('admAccess.list.save')}
          </Button>
        </>
      }
    >
      <Alert className="adm-page__notice" type="info" showIcon title={t('admAccess.manager.pswdHint')} />
      <Form<TManagerCreate> form={form} name="managerCreate" layout="vertical" onFinish={onFinish} scrollToFirstError={{ focus: true }}>
        <Form.Item label={t('admAccess.manager.userId')} name="userId" rules={[required]}>
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('admAccess.manager.userNm')} name="userNm" rules={[required]}>
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
          rules={[required, { validator: (_, v: string | undefined) => reject(v ? checkPasswordPolicy(v, { userId: form.getFieldValue('userId') as string }) : undefined) }]}
        >
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('admAccess.manager.pswdCnfm')}
          name="pswdCnfm"
          dependencies={['pswd']}
          rules={[required, { validator: (_, v: string | undefined) => reject(v && v !== form.getFieldValue('pswd') ? PASSWORD_MESSAGES.mismatch : undefined) }]}
        >
          <Input.Password maxLength={64} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </AdminPopup>
  );
}
