import type { TTrmsItem, TYn } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import type { TAgreementState } from '../lib/terms';
import '../../../lib/catalogues/join-catalogue';

type TTermsAgreementProps = {
  trmsList: readonly TTrmsItem[];
  value: TAgreementState;
  onChange: (next: Record<string, TYn>) => void;
  /** the page with each terms' full text, in the order of trmsList */
  detailPaths: readonly string[];
};

/**
 * spec §2 join agreements: an 'all agree' box and one box per terms, each marked required or
 * optional, with a link to its full text.
 */
export function TermsAgreement({ trmsList, value, onChange, detailPaths }: TTermsAgreementProps) {
  const { t } = useTranslation();
  const allRef = useRef<HTMLInputElement>(null);
  const agreedCount = trmsList.filter((term) => value[term.trmsCd] === 'Y').length;
  const allAgreed = trmsList.length > 0 && agreedCount === trmsList.length;
  const someAgreed = agreedCount > 0 && !allAgreed;

  useEffect(() => {
    // indeterminate exists only as a DOM property
    if (allRef.current) allRef.current.indeterminate = someAgreed;
  }, [someAgreed]);

  const setAll = (checked: boolean) => onChange(Object.fromEntries(trmsList.map((term) => [term.trmsCd, checked ? 'Y' : 'N'])));

  return (
    <fieldset className="join-terms">
      <legend className="form-label">{t('join.terms.legend')}</legend>
      <label className="form-choice form-choice-all join-terms__all">
        {/* nothing to agree to until the terms have arrived: a click then would change nothing */}
        <input ref={allRef} type="checkbox" checked={allAgreed} disabled={trmsList.length === 0} onChange={(event) => setAll(event.currentTarget.checked)} />
        {t('join.terms.all')}
      </label>
      <ul className="join-terms__list">
        {trmsList.map((term, index) => {
          const detailPath = detailPaths[index];
          return (
            <li key={term.trmsCd} className="join-terms__item">
              <label className="form-choice">
                <input
                  type="checkbox"
                  name="agreements"
                  value={term.trmsCd}
                  checked={value[term.trmsCd] === 'Y'}
                  onChange={(event) => onChange({ ...value, [term.trmsCd]: event.currentTarget.checked ? 'Y' : 'N' })}
                />
                <span>
                  <span className={term.requiredYn === 'Y' ? 'join-terms__required' : undefined}>
                    {t(term.requiredYn === 'Y' ? 'join.terms.required' : 'join.terms.optional')}
                  </span>{' '}
                  {term.trmsNm}
                </span>
              </label>
              {detailPath && (
                <Link to={detailPath} className="join-terms__view" aria-label={t('join.terms.viewLabel', { trmsNm: term.trmsNm })}>
                  {t('join.terms.view')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
