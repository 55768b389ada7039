import type { TCpnResult } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { verifyCpnResult, type TVerifyResult } from '../cpn-verify';
import { dateTimeOf, numberText, sttsNm } from './cpn-format';
import { CpnEntriesTable } from './cpn-entries-table';

/** The algorithm in Korean (the same as contract cpn-draw.ts). */
export function CpnAlgorithm({ ver }: { ver: string }) {
  const { t } = useTranslation();
  return (
    <section className="cpn-section" aria-labelledby="cpn-algorithm">
      <h2 id="cpn-algorithm">{t('pointCpn.result.algorithm')}</h2>
      <p className="cpn-help">{t('pointCpn.result.algorithmVer', { ver })}</p>
      <ol className="cpn-how">
        <li>{t('pointCpn.result.how1')}</li>
        <li>{t('pointCpn.result.how2')}</li>
        <li>{t('pointCpn.result.how3')}</li>
        <li>{t('pointCpn.result.how4')}</li>
      </ol>
    </section>
  );
}

function VerifyBox({ result }: { result: TCpnResult }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TVerifyResult | 'running' | null>(null);
  const run = async () => {
    setState('running');
    setState(await verifyCpnResult(result).catch(() => ({ ok: false, reason: 'crypto' }) as const));
  };
  let message: string | null = null;
  if (state && state !== 'running') {
    if (state.ok) message = t('pointCpn.result.matchText');
    else if (state.reason === 'commit') message = t('pointCpn.result.commitMismatch');
    else if (state.reason === 'crypto') message = t('pointCpn.result.noCrypto');
    else message = t('pointCpn.result.winnersMismatch', { recomputed: state.recomputed.join(', '), published: state.published.join(', ') });
  }
  return (
    <div className="cpn-actions">
      <button type="button" className="btn btn--primary" onClick={() => void run()} disabled={state === 'running'}>
        {state === 'running' ? t('pointCpn.result.verifying') : t('pointCpn.result.verify')}
      </button>
      <div role="status" aria-live="polite">
        {state && state !== 'running' && (
          <p className={`cpn-verify ${state.ok ? 'cpn-verify--ok' : 'cpn-verify--bad'}`}>
            <strong>{state.ok ? t('pointCpn.result.match') : t('pointCpn.result.mismatch')}</strong> {message}
          </p>
        )}
      </div>
    </div>
  );
}

/** One coupon day's public result: the announcement, the winners (masked), the frozen entries, seed and commitment, and the verifier. */
export function CpnResultView({ result, headingLevel = 1 }: { result: TCpnResult; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const drawn = result.cpnSttsCd === 'DRAWN';
  const winnerNos = new Set(result.winners.map((w) => w.entryNo));
  return (
    <div className="cpn-page">
      <Heading className={headingLevel === 1 ? 'page-title' : undefined}>{result.prizeNm}</Heading>
      <dl className="cpn-meta">
        <dt>{t('pointCpn.my.drawYmd')}</dt>
        <dd>{result.drawYmd}</dd>
        <dt>{t('pointCpn.adm.cpnSttsCd')}</dt>
        <dd>{sttsNm(result.cpnSttsCd)}</dd>
        <dt>{t('pointCpn.my.winnerCnt')}</dt>
        <dd>{t('pointCpn.cnt', { count: result.winnerCnt })}</dd>
        <dt>{t('pointCpn.my.entryCnt')}</dt>
        <dd>{numberText(result.entryCnt)}</dd>
        <dt>{t('pointCpn.result.drawDt')}</dt>
        <dd>{dateTimeOf(result.drawDt)}</dd>
        <dt>{t('pointCpn.result.commit')}</dt>
        <dd className="cpn-hash">{result.commitHash}</dd>
        {drawn && (
          <>
            <dt>{t('pointCpn.result.seed')}</dt>
            <dd className="cpn-hash">{result.seedHex}</dd>
          </>
        )}
      </dl>
      {result.cpnSttsCd === 'OPEN' && <p>{t('pointCpn.result.notDrawn')}</p>}
      {result.cpnSttsCd === 'CNCL' && <p>{t('pointCpn.result.cancelledNote')}</p>}
      {result.congratsCn && (
        <section className="cpn-section" aria-labelledby="cpn-announce">
          <h2 id="cpn-announce">{t('pointCpn.result.announcement')}</h2>
          <p className="cpn-pre">{result.congratsCn}</p>
        </section>
      )}
      {drawn && (
        <>
          <section className="cpn-section" aria-labelledby="cpn-winners">
            <h2 id="cpn-winners">{t('pointCpn.result.winners')}</h2>
            {result.winners.length === 0 ? (
              <p>{t('pointCpn.result.noWinners')}</p>
            ) : (
              <CpnEntriesTable entries={result.winners} caption={t('pointCpn.result.winnersCaption')} />
            )}
          </section>
          <section className="cpn-section" aria-labelledby="cpn-verify">
            <h2 id="cpn-verify">{t('pointCpn.result.verify')}</h2>
            <VerifyBox result={result} />
          </section>
          <section className="cpn-section" aria-labelledby="cpn-entries">
            <h2 id="cpn-entries">{t('pointCpn.result.entries')}</h2>
            <CpnEntriesTable entries={result.entries} winners={winnerNos} caption={t('pointCpn.result.entriesCaption')} />
          </section>
        </>
      )}
      <CpnAlgorithm ver={result.algorithmVer} />
    </div>
  );
}
