import type { TPolicyPageCode } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { usePolicyPage } from '../api/get-policy-page';
import './policy-page.css';

/** Paragraphs are separated by blank lines; a single line break stays inside its paragraph. */
function toParagraphs(cn: string): string[] {
  return cn
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

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
          <div className="policy__text">
            {toParagraphs(data.cn).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </>
      )}
    </article>
  );
}
