import { PORTFLO_ACTV_SE, type TCrrSpcltSource } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';

/** What the remarks may draw from: the school year's activities (purpose, content, opinion) and test results. */
export function SourcePanel({ source }: { source: TCrrSpcltSource }) {
  const { t } = useTranslation();
  return (
    <section className="spclt-source" aria-labelledby="spclt-source-title">
      <h4 id="spclt-source-title" className="spclt-sub">
        {t('crrSpclt.source.title', { schlYr: source.cls.schlYr })}
      </h4>
      {source.actvs.length > 0 && (
        <ul className="spclt-source__list">
          {source.actvs.map((actv) => (
            <li key={actv.crrActvId}>
              <details>
                <summary>
                  [{PORTFLO_ACTV_SE[actv.actvSeCd]}] {actv.actvNm} ({actv.actvYmd})
                </summary>
                <dl className="spclt-source__fields">
                  <dt>{t('crrSpclt.source.actvPrps')}</dt>
                  <dd>{actv.actvPrps}</dd>
                  <dt>{t('crrSpclt.source.actvCn')}</dt>
                  <dd>{actv.actvCn}</dd>
                  <dt>{t('crrSpclt.source.actvOpnn')}</dt>
                  <dd>{actv.actvOpnn}</dd>
                </dl>
              </details>
            </li>
          ))}
        </ul>
      )}
      {source.insp.length > 0 && (
        <ul className="spclt-source__list">
          {source.insp.map((insp) => (
            <li key={insp.sheetId}>{t('crrSpclt.source.insp', { inspNm: insp.inspNm, code: insp.code ?? '-', scales: insp.topScales.join(', ') || '-' })}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
