import type { TInspView } from '@portal/contract';
import { Link } from 'react-router';
import { PlainText } from '../../../components/plain-text';
import { useTranslation } from '../../../lib/i18n';
import { bandNames, rsltPath } from '../insp-format';
import { InspFacts } from './insp-facts';

/** What a test finds out, its facts, the guide, and for a borrowed item bank its source and licence. */
export function InspAbout({ view }: { view: TInspView }) {
  const { t } = useTranslation();
  const lastSheetId = view.mine?.lastSheetId ?? null;
  return (
    <>
      <PlainText text={view.inspExpln} className="insp-about__expln" />
      <section className="insp-about__section" aria-labelledby="insp-about-facts">
        <h2 id="insp-about-facts" className="sr-only">
          {t('insp.about.facts')}
        </h2>
        <InspFacts insp={view} bands={bandNames(view.trgtBands, t('insp.bandSep'))} />
        {lastSheetId !== null && (
          <p className="insp-about__last">
            <Link to={rsltPath(lastSheetId)}>{t('insp.about.lastRslt')}</Link>
          </p>
        )}
      </section>
      <section className="insp-about__section" aria-labelledby="insp-about-guide">
        <h2 id="insp-about-guide">{t('insp.about.guide')}</h2>
        <PlainText text={view.guide} className="insp-about__text" />
      </section>
      {view.srcNote && (
        <section className="insp-about__section" aria-labelledby="insp-about-src">
          <h2 id="insp-about-src">{t('insp.about.src')}</h2>
          <PlainText text={view.srcNote} className="insp-about__text" />
        </section>
      )}
    </>
  );
}
