import { checkPasswordPolicy, MY_INFO_MESSAGES, PASSWORD_MESSAGES, type TPswdChgRequest } from '@portal/contract';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { useFollowAdminLogin } from '../use-follow-admin-login';
import { useAdminPswdChg } from '../api/post-admin-pswd-chg';
import { applyServerFieldErrors } from '../../../components/admin/crud';
import '../admin-login.css';

const required = (message: string) => [{ required: true, message }];

/**
 * The first login of an administrator whose password another administrator set (KISA: the initial
 * password is changed first). The session is not logged in until this is done (decision 005).
 */
export function AdminPswdChgPage() {
  const { t } = useTranslation();
  const follow = useFollowAdminLogin();
  const [form] = Form.useForm<TPswdChgRequest>();
  const change = useAdminPswdChg();

  async function onFinish(values: TPswdChgRequest) {
    try {
      follow(await change.mutateAsync(values));
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  }

  return (
    <section className="adm-login" aria-labelledby="adm-pswd-chg-title">
      <Card className="adm-login__card">
        <h1 id="adm-pswd-chg-title" className="adm-login__title">
          {t('admAccess.pswdChg.title')}
        </h1>
        <p>{t('admAccess.pswdChg.intro')}</p>
        <Form form={form} name="admPswdChg" layout="vertical" onFinish={onFinish} scrollToFirstError={{ focus: true }}>
          <Form.Item label={t('admAccess.pswdChg.curPswd')} name="curPswd" rules={required(MY_INFO_MESSAGES.enterCurPswd)}>
            <Input.Password autoComplete="current-password" maxLength={200} />
          </Form.Item>
          <Form.Item
            label={t('admAccess.pswdChg.newPswd')}
            name="newPswd"
            rules={[
              ...required(PASSWORD_MESSAGES.rule),
              {
                validator: async (_rule, value: string) => {
                  // the server checks again with the id and birth date (SECURITY 10)
                  const message = value ? checkPasswordPolicy(value) : undefined;
                  if (message) throw new Error(message);
                },
              },
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={64} />
          </Form.Item>
          <Form.Item
            label={t('admAccess.pswdChg.newPswdCnfm')}
            name="newPswdCnfm"
            dependencies={['newPswd']}
            rules={[
              ...required(PASSWORD_MESSAGES.mismatch),
              ({ getFieldValue }) => ({
                validator: async (_rule, value: string) => {
                  if (value && value !== getFieldValue('newPswd')) throw new Error(PASSWORD_MESSAGES.mismatch);
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={64} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={change.isPending}>
            {t('admAccess.pswdChg.submit')}
          </Button>
        </Form>
      </Card>
    </section>
  );
}
