import type { TLoginProvider, TSocialCallbackResponse } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError, toSafeRedirectPath } from '../../../lib/api';
import { completeLogin } from '../../../lib/login-user/login-user-store';
import { LOGIN_STEP_PATHS } from '../../../lib/login-user/login-storage-keys';
import { postSocialCallback } from '../api/post-social-callback';
import './social-callback-page.css';

/** Where each answer continues (identity API map: login steps, JOIN to the join page). */
function nextPath(res: TSocialCallbackResponse): string {
  if (res.step === 'TRMS_REAGRE' || res.step === 'PSWD_CHG' || res.step === 'GRDN_CNST') return LOGIN_STEP_PATHS[res.step];
  return toSafeRedirectPath(res.redirectUrl);
}

/**
 * spec §2 /login/{provider}: the provider sends the browser here with code and state (or error);
 * the page forwards them to the server once and continues where the answer says.
 */
export function SocialCallbackPage({ provider }: { provider: TLoginProvider }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [serverFailure, setServerFailure] = useState<string | null>(null);
  const state = params.get('state');
  const failure = state ? serverFailure : t('social.callback.invalid');
  const sent = useRef(false);

  useEffect(() => {
    // A state is accepted once; React's development double effect must not send it twice.
    if (sent.current || !state) return;
    sent.current = true;
    postSocialCallback(provider, { state, code: params.get('code') ?? undefined, error: params.get('error') ?? undefined })
      .then((res) => {
        // the menus follow the login (app/use-menu-follows-login.ts)
        if (res.step === 'DONE' && res.loginUserInfo) completeLogin(res.loginUserInfo);
        // replace: going back must not land on a used state
        void navigate(nextPath(res), { replace: true });
      })
      .catch((error: unknown) => setServerFailure(isApiError(error) ? error.message : t('common.error')));
  }, [navigate, params, provider, state, t]);

  return (
    <section className="social-callback">
      <h1 className="page-title">{t(`social.buttons.${provider}`)}</h1>
      {failure === null ? (
        <p role="status" className="social-callback__status">
          {t('social.callback.processing')}
        </p>
      ) : (
        <>
          <p role="alert" className="social-callback__error">
            {failure}
          </p>
          <Link className="social-callback__back" to="/login">
            {t('social.callback.backToLogin')}
          </Link>
        </>
      )}
    </section>
  );
}
