import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useSocialProviders } from './get-social-providers';
import { socialAuthorizeUrl } from './social-authorize-url';
import './social-login-buttons.css';

/**
 * The social and partner login buttons (spec §2), one per provider the portal is configured for;
 * nothing when there is none. Plain links: the browser leaves for the provider through the server,
 * which keeps the state and PKCE verifier (SECURITY 5, 6).
 */
export function SocialLoginButtons({ redirectUrl }: { redirectUrl?: string }) {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const headingId = useId();
  if (!providers?.length) return null;
  return (
    <nav className="social-login" aria-labelledby={headingId}>
      <h2 id={headingId} className="social-login__title">
        {t('social.buttons.label')}
      </h2>
      <ul className="social-login__list">
        {providers.map((provider) => (
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
