import { CPN_DRAW_ALGORITHM_VER, recordIdOf, type TFusnDrawView } from '@portal/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { useTranslation } from '../../../lib/i18n';
import { useDrawView } from '../api/indv-queries';
import { verifyFusnDraw, type TDrawVerifyResult } from '../fusn-draw-verify';
import { dateTimeText, timeText, ymdText } from '../fusn-format';
import { APLY_MENU_URL } from '../fusn-routes';
import '../fusn-catalogue';
import '../fusn.css';

/** The verifier: recomputes the ranking in this browser and says whether it matches the published one. */
function VerifyBox({ view }: { view: TFusnDrawView }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TDrawVerifyResult | 'running' | null>(null);
  const run = async () => {
    setState('running');
    setState(await verifyFusnDraw(view).catch(() => ({ ok: false, reason: 'crypto' }) as const));
  };
  let message = '';
  if (state && state !== 'running') {
    if (state.ok) message = t('fusn.draw.matchText');
    else if (state.reason === 'commit') message = t('fusn.draw.commitMismatch');
    else if (state.reason === 'crypto') message = t('fusn.draw.noCrypto');
    else message = t('fusn.draw.rankingMismatch', { recomputed: state.recomputed.join(', '), published: state.published.join(', ') });
  }
  return (
    <div className="fusn-actions">
      <button type="button" className="btn btn--primary" onClick={() => void run()} disabled={state === 'running'}>
        {state === 'running' ? t('fusn.draw.verifying') : t('fusn.draw.verify')}
      </button>
      <div role="status" aria-live="polite" className="fusn-verify-status">
        {state && state !== 'running' && (
          <p className={`fusn-verify ${state.ok ? 'fusn-verify--ok' : 'fusn-verify--bad'}`}>
            <strong>{state.ok ? t('fusn.draw.match') : t('fusn.draw.mismatch')}</strong> {message}
          </p>
        )}
      </div>
    </div>
  );
}

/** The frozen entries in drawn order: the first cpcty won a seat, the rest are on the waitlist in that order. */
function RankingTable({ view }: { view: TFusnDrawView }) {
  const { t } = useTranslation();
  const names = new Map(view.entries.map((e) => [e.entryNo, e.userNmMasked]));
  return (
    <table className="list-table fusn-table">
      <caption className="sr-only">{t('fusn.draw.rankingCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fusn.draw.rank')}</th>
          <th scope="col">{t('fusn.draw.entryNo')}</th>
          <th scope="col">{t('fusn.draw.userNm')}</th>
          <th scope="col">{t('fusn.draw.result')}</th>
        </tr>
      </thead>
      <tbody>
        {(view.ranking ?? []).map((entryNo, index) => (
          <tr key={entryNo}>
            <td data-label={t('fusn.draw.rank')}>{index + 1}</td>
            <td data-label={t('fusn.draw.entryNo')}>{entryNo}</td>
            <td data-label={t('fusn.draw.userNm')}>{names.get(entryNo) ?? '-'}</td>
            <td data-label={t('fusn.draw.result')}>
              {index < view.cpcty ? <strong>{t('fusn.draw.won')}</strong> : t('fusn.draw.waitNo', { no: index - view.cpcty + 1 })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EntriesTable({ view }: { view: TFusnDrawView }) {
  const { t } = useTranslation();
  return (
    <table className="list-table fusn-table">
      <caption className="sr-only">{t('fusn.draw.entriesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fusn.draw.entryNo')}</th>
          <th scope="col">{t('fusn.draw.userNm')}</th>
        </tr>
      </thead>
      <tbody>
        {view.entries.map((e) => (
          <tr key={e.entryNo}>
            <td data-label={t('fusn.draw.entryNo')}>{e.entryNo}</td>
            <td data-label={t('fusn.draw.userNm')}>{e.userNmMasked}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /crrFusion/drawVrfy/:sesnId (anyone): a lottery session's public draw (design "Lottery"): the
 * commitment published before the entries, and after the draw the seed, the frozen entries (masked
 * names) and the ranking, which this page recomputes with the shared algorithm and compares.
 */
export function DrawVrfyPage() {
  const { t } = useTranslation();
  const sesnId = recordIdOf(useParams().sesnId) ?? 0;
  const query = useDrawView(sesnId);
  return (
    <RecordPage query={query} valid={sesnId > 0} name={(view) => t('fusn.draw.pageName', { prgrmNm: view.prgrmNm })}>
      {(view) => {
        const drawn = view.drawnAt !== null && view.seedHex !== null;
        return (
          <article className="fusn fusn-draw">
            <dl className="fusn-meta">
              <dt>{t('fusn.field.prgrmNm')}</dt>
              <dd>
                <Link to={`/crrFusion/prgrm/${view.prgrmId}`}>{view.prgrmNm}</Link>
              </dd>
              <dt>{t('fusn.field.sesn')}</dt>
              <dd>
                {ymdText(view.sesnYmd)} {timeText(view.bgngTm, view.endTm)}
              </dd>
              <dt>{t('fusn.field.ddlnDt')}</dt>
              <dd>{dateTimeText(view.ddlnDt)}</dd>
              <dt>{t('fusn.field.cpcty')}</dt>
              <dd>{t('fusn.seats', { count: view.cpcty })}</dd>
              <dt>{t('fusn.draw.entryCnt')}</dt>
              <dd>{t('fusn.persons', { count: view.entryCnt })}</dd>
              <dt>{t('fusn.draw.drawnAt')}</dt>
              <dd>{drawn ? dateTimeText(view.drawnAt) : t('fusn.draw.notDrawn')}</dd>
              <dt>{t('fusn.draw.commit')}</dt>
              <dd className="fusn-hash">{view.commitHash}</dd>
              {drawn && (
                <>
                  <dt>{t('fusn.draw.seed')}</dt>
                  <dd className="fusn-hash">{view.seedHex}</dd>
                </>
              )}
            </dl>
            {!drawn && <p className="fusn-notice">{t('fusn.draw.notDrawnText')}</p>}
            {drawn && (
              <>
                <section className="fusn-section" aria-labelledby="fusn-draw-verify">
                  <h2 id="fusn-draw-verify">{t('fusn.draw.verifyTitle')}</h2>
                  <VerifyBox view={view} />
                </section>
                <section className="fusn-section" aria-labelledby="fusn-draw-ranking">
                  <h2 id="fusn-draw-ranking">{t('fusn.draw.ranking')}</h2>
                  <RankingTable view={view} />
                </section>
                <section className="fusn-section" aria-labelledby="fusn-draw-entries">
                  <h2 id="fusn-draw-entries">{t('fusn.draw.entries')}</h2>
                  <EntriesTable view={view} />
                </section>
              </>
            )}
            <section className="fusn-section" aria-labelledby="fusn-draw-how">
              <h2 id="fusn-draw-how">{t('fusn.draw.algorithm')}</h2>
              <p className="fusn-help">{t('fusn.draw.algorithmVer', { ver: view.algorithmVer || CPN_DRAW_ALGORITHM_VER })}</p>
              <ol className="fusn-how">
                <li>{t('fusn.draw.how1')}</li>
                <li>{t('fusn.draw.how2')}</li>
                <li>{t('fusn.draw.how3')}</li>
                <li>{t('fusn.draw.how4')}</li>
              </ol>
            </section>
            <p className="fusn-actions">
              <Link className="btn btn--secondary" to={APLY_MENU_URL}>
                {t('fusn.toCalendar')}
              </Link>
            </p>
          </article>
        );
      }}
    </RecordPage>
  );
}
