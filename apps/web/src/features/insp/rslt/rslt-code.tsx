import type { TInspRslt } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { codeParts, hollandName } from './rslt-summary';

/** The result's code: the Holland code with its types' names, or the values ranked first. */
export function RsltCode({ rslt }: { rslt: TInspRslt }) {
  const { t } = useTranslation();
  const parts = codeParts(rslt);
  if (parts.length === 0) return null;
  if (rslt.display === 'hexagon') {
    return (
      <section className="rslt-code" aria-labelledby="rslt-code-title">
        <h3 id="rslt-code-title">{t('insp.rslt.hollandCode')}</h3>
        <p className="rslt-code__code">{rslt.scores.code}</p>
        <ol className="rslt-code__parts">
          {parts.map((letter) => (
            <li key={letter}>{hollandName(letter)}</li>
          ))}
        </ol>
      </section>
    );
  }
  const names = new Map(rslt.scores.scales.map((s) => [s.scaleId, s.scaleNm]));
  return (
    <section className="rslt-code" aria-labelledby="rslt-code-title">
      <h3 id="rslt-code-title">{t('insp.rslt.topValues')}</h3>
      <ol className="rslt-code__parts rslt-code__parts--values">
        {parts.map((id) => (
          <li key={id}>{names.get(id) ?? id}</li>
        ))}
      </ol>
    </section>
  );
}

/** Why this code: per letter, the answers that raised its score most. */
export function RsltWhy({ rslt }: { rslt: TInspRslt }) {
  const { t } = useTranslation();
  if (rslt.why.length === 0) return null;
  return (
    <section className="rslt-why" aria-labelledby="rslt-why-title">
      <h3 id="rslt-why-title">{t('insp.rslt.why')}</h3>
      <p>{t('insp.rslt.whyIntro')}</p>
      {rslt.why.map((entry) => (
        <div key={entry.scaleId} className="rslt-why__scale">
          <h4>{entry.scaleNm}</h4>
          <ul>
            {entry.items.map((item, index) => (
              <li key={index}>
                {item.text} <span className="rslt-why__answer">({t('insp.rslt.whyAnswer', { answer: item.answer })})</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
