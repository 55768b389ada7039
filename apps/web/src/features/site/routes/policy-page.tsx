import type { TPolicyPageCode } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { PlainText } from '../../../components/plain-text';
import { usePolicyPage } from '../api/get-policy-page';
import './policy-page.css';
import '../../../lib/catalogues/site-catalogue';

/**
 * The footer policy pages (spec §2): title, effective date and the text. The text is rendered as
 * text, never as HTML (SECURITY 2).
 */
export function PolicyPage({ polcyCd }: { polcyCd: TPolicyPageCode }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = usePolicyPage(polcyCd);
  return (
    <article className="policy">
      <h1 className="page-title">{data?.title ?? t(`site.policy.${polcyCd}`)}</h1>
      {isPending && <p role="status">{t('layout.loading')}</p>}
      {isError && <p className="policy__error">{t('site.policy.loadFailed')}</p>}
      {data && (
        <>
          <p className="policy__date">
            {t('site.policy.effectiveDate')} <time dateTime={data.effectiveDate}>{data.effectiveDate}</time>
          </p>
          <PlainText text={data.cn} className="policy__text" />
        </>
      )}
    </article>
  );
}
