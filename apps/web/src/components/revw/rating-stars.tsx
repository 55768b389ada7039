import { useTranslation } from '../../lib/i18n';
import './revw-catalogue';

const MAX = 5;

/**
 * A rating as stars and as text: the stars are one image named in words ('별점 5점 중 4점'), the
 * number beside them is for the eye only, so a screen reader says it once.
 */
export function RatingStars({ rtng }: { rtng: number }) {
  const { t } = useTranslation();
  const full = Math.round(rtng);
  return (
    <span className="revw-rtng">
      <span role="img" className="revw-rtng__stars" aria-label={t('revw.stars', { rtng })}>
        {'★'.repeat(full)}
        <span className="revw-rtng__off">{'☆'.repeat(MAX - full)}</span>
      </span>
      <span className="revw-rtng__text" aria-hidden="true">
        {t('revw.rtngText', { rtng })}
      </span>
    </span>
  );
}
