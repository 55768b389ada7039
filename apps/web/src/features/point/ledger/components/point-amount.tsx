import { useTranslation } from '../../../../lib/i18n';
import { formatPoints } from './point-format';

/** An amount of the history: the word (적립 or 차감) and the sign say it; the colour only adds to them. */
export function PointAmount({ points }: { points: number }) {
  const { t } = useTranslation();
  const earn = points > 0;
  return (
    <span className={`point-amount point-amount--${earn ? 'earn' : 'spend'}`}>
      <span className="point-amount__word">{t(earn ? 'pointLedger.earn' : 'pointLedger.spend')}</span>{' '}
      {t('pointLedger.amount', { sign: earn ? '+' : '−', points: formatPoints(Math.abs(points)) })}
    </span>
  );
}
