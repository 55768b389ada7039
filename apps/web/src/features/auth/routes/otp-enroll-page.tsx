import { LOGIN_MESSAGES, type TOtpEnrollConfirmRequest, type TOtpEnrollStartRequest, type TOtpEnrollStartResponse } from '@portal/contract';
import { Alert, Button, Card, Form, Input, type InputRef, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useFollowAdminLogin } from '../use-follow-admin-login';
import { useOtpEnrollConfirm, useOtpEnrollStart } from '../api/post-otp-enroll';
import '../admin-login.css';

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** The key in groups of four, easier to type into an app (spaces are ignored there). */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function AccountStep({ onStarted }: { onStarted: (enrolment: TOtpEnrollStartResponse) => void }) {
  const { t } = useTranslation();
  const start = useOtpEnrollStart();
  async function onFinish(values: TOtpEnrollStartRequest) {
    try {
      onStarted(await start.mutateAsync(values));
    } catch {
      // the refusal was shown in the API client's dialog; the form stays for another try
    }
  }
  return (
    <>
      <p>{t('admAccess.otpEnroll.intro')}</p>
      <Form name="otpEnrollAccount" layout="vertical" onFinish={onFinish} scrollToFirstError={{ focus: true }}>
        <Form.Item label={t('admAccess.login.userId')} name="userId" rules={required(LOGIN_MESSAGES.enterId)}>
          <Input autoComplete="username" maxLength={50} />
        </Form.Item>
        <Form.Item label={t('admAccess.login.pswd')} name="pswd" rules={required(LOGIN_MESSAGES.enterPswd)}>
          <Input.Password autoComplete="current-password" maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={start.isPending}>
          {t('admAccess.otpEnroll.next')}
        </Button>
      </Form>
    </>
  );
}

function AuthenticatorStep({ enrolment, onExpired }: { enrolment: TOtpEnrollStartResponse; onExpired: () => void }) {
  const { t } = useTranslation();
  const follow = useFollowAdminLogin();
  const [form] = Form.useForm<TOtpEnrollConfirmRequest>();
  const codeRef = useRef<InputRef>(null);
  const confirm = useOtpEnrollConfirm();
  async function onFinish(values: TOtpEnrollConfirmRequest) {
    try {
      follow(await confirm.mutateAsync(values));
    } catch (error) {
      if (isApiError(error) && error.code === 'OTP_ENROLL_EXPIRED') return onExpired();
      form.setFieldValue('otpCd', '');
      codeRef.current?.focus();
    }
  }
  return (
    <>
      <Alert className="adm-page__notice" type="warning" showIcon title={t('admAccess.otpEnroll.onceWarning')} />
      <h2>{t('admAccess.otpEnroll.guideTitle')}</h2>
      <ol className="adm-login__guide">
        <li>{t('admAccess.otpEnroll.guide1')}</li>
        <li>{t('admAccess.otpEnroll.guide2')}</li>
        <li>{t('admAccess.otpEnroll.guide3')}</li>
      </ol>
      <img className="adm-login__qr" src={enrolment.qrDataUrl} alt={t('admAccess.otpEnroll.qrAlt')} width={200} height={200} />
      <p id="otp-enroll-secret-label">{t('admAccess.otpEnroll.secret')}</p>
      <code className="adm-login__secret" aria-labelledby="otp-enroll-secret-label">
        {grouped(enrolment.secret)}
      </code>
      <Form form={form} name="otpEnrollConfirm" layout="vertical" onFinish={onFinish} scrollToFirstError={{ focus: true }}>
        <Form.Item label={t('admAccess.login.otpCd')} name="otpCd" rules={required(LOGIN_MESSAGES.enterOtp)} extra={t('admAccess.login.otpHint')}>
          <Input ref={codeRef} inputMode="numeric" autoComplete="one-time-code" maxLength={10} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={confirm.isPending}>
          {t('admAccess.otpEnroll.confirm')}
        </Button>
      </Form>
    </>
  );
}

/**
 * /admin/otpEnroll (SECURITY 11): a new administrator confirms id and password, registers the
 * authenticator from the QR code or the key (shown this once, kept only in this page's memory),
 * and the first code logs them in.
 */
export function OtpEnrollPage() {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<TOtpEnrollStartResponse | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [enrolment]);
  return (
    <section className="adm-login" aria-labelledby="otp-enroll-title">
      <Card className="adm-login__card">
        <h1 id="otp-enroll-title" ref={headingRef} tabIndex={-1} className="adm-login__title">
          {t('admAccess.otpEnroll.title')}
        </h1>
        <Steps
          size="small"
          current={enrolment ? 1 : 0}
          items={[{ title: t('admAccess.otpEnroll.stepAccount') }, { title: t('admAccess.otpEnroll.stepApp') }]}
        />
        {enrolment ? <AuthenticatorStep enrolment={enrolment} onExpired={() => setEnrolment(null)} /> : <AccountStep onStarted={setEnrolment} />}
        <p className="adm-login__links">
          <Link to="/admin/login">{t('admAccess.otpEnroll.toLogin')}</Link>
        </p>
      </Card>
    </section>
  );
}
