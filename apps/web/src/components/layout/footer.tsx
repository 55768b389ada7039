import { isHttpUrl, type TSiteInfo } from '@portal/contract';
import { memo, useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { NewWindowHint } from './menu-link';
import './footer.css';

type TInstLink = TSiteInfo['eduInstLinks'][number];

/** A footer list of institution sites, each opened in a new window. */
function InstLinks({ title, links }: { title: string; links: readonly TInstLink[] }) {
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <section className="site-footer__inst" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__inst-title">
        {title}
      </h2>
      <ul className="site-footer__inst-list">
        {links.map((link) => (
          <li key={`${link.instNm}|${link.url}`}>
            {/* SECURITY 5: admin-entered addresses are followed only when http(s). */}
            {isHttpUrl(link.url) ? (
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.instNm}
                <NewWindowHint />
              </a>
            ) : (
              <span>{link.instNm}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

type TFooterProps = {
  siteName: string;
  /** undefined while loading or when the call failed: the policy links still show */
  siteInfo: TSiteInfo | undefined;
};

/**
 * spec §2 footer: the three policy links (the privacy policy emphasised, as the Personal
 * Information Protection Act guidance asks), the institution link lists, address, phone, copyright.
 */
export const Footer = memo(function Footer({ siteName, siteInfo }: TFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <nav className="site-footer__policy" aria-label={t('layout.footer.policyNav')}>
          <ul className="site-footer__policy-list">
            <li>
              <Link to="/IndvdlInfoProcessPolcy" className="site-footer__privacy">
                {t('layout.footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/SvcUseStplat">{t('layout.footer.terms')}</Link>
            </li>
            <li>
              <Link to="/EmailGrupColctReject">{t('layout.footer.emailRefusal')}</Link>
            </li>
          </ul>
        </nav>
        {siteInfo && (
          <div className="site-footer__inst-group">
            <InstLinks title={t('layout.footer.eduInst')} links={siteInfo.eduInstLinks} />
            <InstLinks title={t('layout.footer.crrInst')} links={siteInfo.crrInstLinks} />
          </div>
        )}
        <div className="site-footer__info">
          <p className="site-footer__name">{siteName}</p>
          {siteInfo && (
            <>
              <address className="site-footer__contact">
                <span>
                  <span className="site-footer__label">{t('layout.footer.address')}</span> {siteInfo.address}
                </span>
                <span>
                  <span className="site-footer__label">{t('layout.footer.tel')}</span>{' '}
                  <a href={`tel:${siteInfo.telNo.replace(/[^\d+]/g, '')}`}>{siteInfo.telNo}</a>
                </span>
                {siteInfo.openHours && (
                  <span>
                    <span className="site-footer__label">{t('layout.footer.openHours')}</span> {siteInfo.openHours}
                  </span>
                )}
              </address>
              <p className="site-footer__copyright">{siteInfo.copyright}</p>
            </>
          )}
        </div>
      </div>
    </footer>
  );
});
