import { ZLoginProcRequest, type TLoginProcRequest, type TLoginProcResponse } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Form, FormField, Input, zodResolver } from '../../../components/form';
import { toSafeRedirectPath } from '../../../lib/api';
import { SocialLoginButtons } from '../../../components/social-login/social-login-buttons';
import { getLoginUser } from '../../../lib/auth-storage';
import { isRealmUser } from '../../../lib/session-timer';
import { useLoginProc } from '../api/login-proc';
import { completeLogin } from '../../../lib/login-user/login-user-store';
import { LOGIN_REDIRECT_KEY, LOGIN_STEP_PATHS } from '../../../lib/login-user/login-storage-keys';
import './login-page.css';

/** Where a login that is not finished goes next (identity API map). */
/**
 * spec §2 /login: id and password of the user realm. The server's refusal is shown by the API
 * client's dialog (spec §7), so the page only clears the password and puts the cursor back.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // SECURITY 5: only a same-origin relative path; anything else ends at /main
  const redirectPath = toSafeRedirectPath(searchParams.get('redirectUrl'));
  // judged once: the page's own login must not bounce to /main before it navigates
  const [visitorLoggedIn] = useState(() => isRealmUser(getLoginUser(), 'USER'));
  const form = useForm<TLoginProcRequest>({
    resolver: zodResolver(ZLoginProcRequest),
    defaultValues: { userId: '', pswd: '' },
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const login = useLoginProc();

  if (visitorLoggedIn) return <Navigate to="/main" replace />;

  function proceed({ step, loginUserInfo }: TLoginProcResponse) {
    if (step !== 'DONE') {
      sessionStorage.setItem(LOGIN_REDIRECT_KEY, redirectPath);
      void navigate(LOGIN_STEP_PATHS[step]);
    } else if (loginUserInfo) {
      completeLogin(loginUserInfo);
      void navigate(redirectPath, { replace: true });
    }
  }

  const submit = (values: TLoginProcRequest) =>
    login.mutate(values, {
      onSuccess: proceed,
      onError: () => {
        form.resetField('pswd');
        form.setFocus('pswd');
      },
    });

  return (
    <div className="login">
      <p className="login__lead">{t('auth.login.lead')}</p>
      <Form form={form} onSubmit={submit} className="login__form" aria-label={t('auth.login.formLabel')}>
        <FormField name="userId" label={t('auth.login.userId')}>
          <Input {...form.register('userId')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </FormField>
        <FormField name="pswd" label={t('auth.login.pswd')}>
          <Input {...form.register('pswd')} type="password" autoComplete="current-password" />
        </FormField>
        <button type="submit" className="btn btn--primary login__submit" disabled={login.isPending} aria-busy={login.isPending}>
          {t('auth.login.submit')}
        </button>
      </Form>
      <ul className="login__links">
        <li>
          <Link to="/login/findId">{t('auth.login.findId')}</Link>
        </li>
        <li>
          <Link to="/login/findPswd">{t('auth.login.findPswd')}</Link>
        </li>
        <li>
          <Link to="/mbrJoin/join">{t('auth.login.join')}</Link>
        </li>
      </ul>
      {/* the buttons are a navigation landmark of their own, named like this heading */}
      <SocialLoginButtons redirectUrl={redirectPath} />
    </div>
  );
}
