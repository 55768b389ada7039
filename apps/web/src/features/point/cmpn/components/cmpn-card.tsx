import type { TCmpnOpenItem } from '@portal/contract';
import { PlainText } from '../../../../components/plain-text';
import { useTranslation } from '../../../../lib/i18n';

/** One open campaign: what it asks, its period and points, and the student's applications against the limit. */
export function CmpnCard({ cmpn, onApply, applying }: { cmpn: TCmpnOpenItem; onApply: () => void; applying: boolean }) {
  const { t } = useTranslation();
  const proof = [cmpn.proofTextYn === 'Y' && t('cmpn.proofText'), cmpn.proofFileYn === 'Y' && t('cmpn.proofFile')].filter(Boolean).join(', ');
  const headingId = `cmpn-${cmpn.cmpnId}-title`;
  return (
    <article className="cmpn-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="cmpn-card__title">
        {cmpn.cmpnTtl}
      </h3>
      <PlainText text={cmpn.cmpnCn} className="cmpn-card__cn" />
      <dl className="cmpn-card__facts">
        <div>
          <dt>{t('cmpn.period')}</dt>
          <dd>
            {cmpn.bgngYmd} ~ {cmpn.endYmd}
          </dd>
        </div>
        <div>
          <dt>{t('cmpn.points')}</dt>
          <dd>{t('cmpn.pointsValue', { points: cmpn.points.toLocaleString('ko-KR') })}</dd>
        </div>
        <div>
          <dt>{t('cmpn.proof')}</dt>
          <dd>{proof}</dd>
        </div>
        <div>
          <dt>{t('cmpn.myAplyCnt')}</dt>
          <dd>{t('cmpn.myAplyCntValue', { count: cmpn.myAplyCnt, limit: cmpn.aplyLimitCnt })}</dd>
        </div>
      </dl>
      <div className="cmpn__actions">
        {cmpn.canApply ? (
          <button
            type="button"
            className="btn btn--primary"
            onClick={onApply}
            aria-expanded={applying}
            aria-label={t('cmpn.applyLabel', { cmpnTtl: cmpn.cmpnTtl })}
          >
            {t('cmpn.apply')}
          </button>
        ) : (
          <p className="cmpn-card__note">{t('cmpn.limitReached')}</p>
        )}
      </div>
    </article>
  );
}
