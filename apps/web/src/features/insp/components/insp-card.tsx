import type { TInspSummary } from '@portal/contract';
import { Link } from 'react-router';
import { Card } from '../../../components/card-list';
import { useTranslation } from '../../../lib/i18n';
import { bandNames, formatInspDate, inspPath, rsltPath } from '../insp-format';
import { InspFacts } from './insp-facts';

/**
 * One test of the catalogue: its name (the link to its page), what it finds out, the facts, and
 * the caller's state: an unfinished sheet to resume with its progress, or the latest result with
 * a re-test.
 */
export function InspCard({ insp }: { insp: TInspSummary }) {
  const { t } = useTranslation();
  const { mine } = insp;
  const label = (action: string) => t('insp.list.actionLabel', { inspNm: insp.inspNm, action });
  const action = (to: string, text: string, primary: boolean) => (
    <Link className={`btn ${primary ? 'btn--primary' : 'btn--secondary'}`} to={to} aria-label={label(text)}>
      {text}
    </Link>
  );
  const resuming = mine?.ingSheetId != null;

  return (
    <Card title={<Link to={inspPath(insp.inspName)}>{insp.inspNm}</Link>} description={insp.inspExpln}>
      <InspFacts insp={insp} bands={bandNames(insp.trgtBands, t('insp.bandSep'))} />
      {mine && (resuming || mine.lastSheetId !== null) && (
        <p className="insp-card__state">
          <span className="sr-only">{t('insp.list.state')}: </span>
          {resuming
            ? t('insp.list.progress', { total: insp.itemCnt, answered: mine.answeredCnt })
            : t('insp.list.lastCmpl', { date: formatInspDate(mine.lastCmplAt) })}
        </p>
      )}
      {resuming && <progress className="insp-card__progress" max={insp.itemCnt} value={mine.answeredCnt} aria-label={t('insp.take.progressLabel')} />}
      <div className="insp-card__actions">
        {resuming
          ? action(inspPath(insp.inspName), t('insp.list.resume'), true)
          : action(inspPath(insp.inspName), t(mine?.lastSheetId ? 'insp.list.retake' : 'insp.list.start'), mine?.lastSheetId == null)}
        {mine?.lastSheetId != null && action(rsltPath(mine.lastSheetId), t('insp.list.result'), !resuming)}
      </div>
    </Card>
  );
}
