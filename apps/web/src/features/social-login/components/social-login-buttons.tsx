import { LOGIN_PROVIDERS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { socialAuthorizeUrl } from '../api/social-authorize-url';
import './social-login-buttons.css';

/**
 * The social and partner login buttons (spec §2). Plain links: the browser leaves for the
 * provider through the server, which keeps the state and PKCE verifier (SECURITY 5, 6).
 */
export function SocialLoginButtons({ redirectUrl }: { redirectUrl?: string }) {
  const { t } = useTranslation();
  return (
    <nav className="social-login" aria-label={t('social.buttons.label')}>
      <ul className="social-login__list">
        {LOGIN_PROVIDERS.map((provider) => (
          <li key={provider}>
            <a className={`social-login__link social-login__link--${provider}`} href={socialAuthorizeUrl(provider, redirectUrl)}>
              {t(`social.buttons.${provider}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
