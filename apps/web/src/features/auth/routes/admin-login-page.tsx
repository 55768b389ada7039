import { LOGIN_MESSAGES, type TAdminLoginProcRequest } from '@portal/contract';
import { Button, Card, Form, Input, type InputRef } from 'antd';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useFollowAdminLogin } from '../use-follow-admin-login';
import { useAdminLogin } from '../api/post-admin-login';
import '../admin-login.css';

const required = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * spec §2 /admin/login, §5 admin login: id, password and OTP code, each required with its own
 * message (§8). A refused login is explained by the server's message in the client's dialog; the
 * one-time code is then cleared for the next try.
 */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const follow = useFollowAdminLogin();
  const [form] = Form.useForm<TAdminLoginProcRequest>();
  const otpRef = useRef<InputRef>(null);
  const login = useAdminLogin();

  async function onFinish(values: TAdminLoginProcRequest) {
    try {
      follow(await login.mutateAsync(values));
    } catch {
      form.setFieldValue('otpCd', '');
      otpRef.current?.focus();
    }
  }

  return (
    <section className="adm-login" aria-labelledby="adm-login-title">
      <Card className="adm-login__card">
        <h1 id="adm-login-title" className="adm-login__title">
          {t('admAccess.login.title')}
        </h1>
        <Form form={form} name="admLogin" layout="vertical" onFinish={onFinish} scrollToFirstError={{ focus: true }}>
          <Form.Item label={t('admAccess.login.userId')} name="userId" rules={required(LOGIN_MESSAGES.enterId)}>
            <Input autoComplete="username" maxLength={50} />
          </Form.Item>
          <Form.Item label={t('admAccess.login.pswd')} name="pswd" rules={required(LOGIN_MESSAGES.enterPswd)}>
            <Input.Password autoComplete="current-password" maxLength={200} />
          </Form.Item>
          <Form.Item label={t('admAccess.login.otpCd')} name="otpCd" rules={required(LOGIN_MESSAGES.enterOtp)} extra={t('admAccess.login.otpHint')}>
            <Input ref={otpRef} inputMode="numeric" autoComplete="one-time-code" maxLength={10} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
            {t('admAccess.login.submit')}
          </Button>
        </Form>
        <p className="adm-login__links">
          <Link to="/admin/otpEnroll">{t('admAccess.login.enrollLink')}</Link>
        </p>
      </Card>
    </section>
  );
}
