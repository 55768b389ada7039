import { useId } from 'react';
import { NewWindowLink } from '../../../components/new-window-link';
import { useTranslation } from '../../../lib/i18n';

type TContsVideoProps = { title: string; embedUrl: string | null; vdoUrl: string | null; transcript: string | null };

/**
 * The content's video (issue 20): played in privacy-enhanced mode (the server's youtube-nocookie or
 * Vimeo dnt address), in a frame named after the content, with its transcript folded under it for
 * those who cannot hear or see it. A video the page cannot embed is linked instead.
 */
export function ContsVideo({ title, embedUrl, vdoUrl, transcript }: TContsVideoProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!embedUrl && !vdoUrl) return null;
  return (
    <section className="conts-detail__video" aria-labelledby={headingId}>
      <h2 id={headingId} className="conts-detail__subtitle">
        {t('conts.video')}
      </h2>
      {embedUrl ? (
        <div className="conts-video">
          <iframe
            src={embedUrl}
            title={t('conts.videoTitle', { title })}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      ) : (
        vdoUrl && <NewWindowLink href={vdoUrl}>{t('conts.videoOpen')}</NewWindowLink>
      )}
      {transcript && (
        <details className="conts-transcript">
          <summary>{t('conts.transcript')}</summary>
          <p className="conts-transcript__text">{transcript}</p>
        </details>
      )}
    </section>
  );
}
