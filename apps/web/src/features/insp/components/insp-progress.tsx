import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** How much of the sheet is answered: a labelled progress bar and the same in words. */
export function InspProgress({ answered, total }: { answered: number; total: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  const text = t('insp.take.progressText', { total, answered, percent });
  return (
    <div className="insp-progress">
      <p id={labelId} className="insp-progress__label">
        <span>{t('insp.take.progressLabel')}</span> <span className="insp-progress__text">{text}</span>
      </p>
      <progress className="insp-progress__bar" max={total} value={answered} aria-labelledby={labelId} />
    </div>
  );
}
