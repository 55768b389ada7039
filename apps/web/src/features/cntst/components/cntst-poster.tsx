import { useTranslation } from '../../../lib/i18n';

/** A contest's poster (an uploaded image, displayImage) with the alt text its administrator wrote, or a plain box saying there is none. */
export function CntstPoster({
  cntstTtl,
  posterPath,
  posterAlt,
  className,
}: {
  cntstTtl: string;
  posterPath: string | null;
  posterAlt: string | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const classes = ['cntst-poster', className].filter(Boolean).join(' ');
  return posterPath ? (
    <img className={classes} src={posterPath} alt={posterAlt ?? t('cntst.poster', { cntstTtl })} width={300} height={400} loading="lazy" />
  ) : (
    <span className={`${classes} cntst-poster--none`}>{t('cntst.noPoster')}</span>
  );
}
