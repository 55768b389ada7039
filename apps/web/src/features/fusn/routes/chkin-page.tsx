import { ATNDC_LABELS, recordIdOf, type TChkinResponse } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/login-path';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { useChkin } from '../api/atndc-queries';
import { timeText, ymdText } from '../fusn-format';
import { MY_APLY_MENU_URL } from '../fusn-routes';
import '../fusn-catalogue';
import '../fusn.css';

const TOKEN = /^[0-9a-f]{16}$/;

type TState = { kind: 'sending' } | { kind: 'done'; result: TChkinResponse } | { kind: 'refused'; message: string };

/** The check-in sent once for the code scanned (a second scan answers the first result). */
function ChkinBody({ h, token }: { h: number; token: string }) {
  const { t } = useTranslation();
  const { mutateAsync } = useChkin();
  const [state, setState] = useState<TState>({ kind: 'sending' });
  const sent = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutateAsync({ h, t: token }).then(
      (result) => setState({ kind: 'done', result }),
      (error: unknown) => setState({ kind: 'refused', message: isApiError(error) ? error.message : t('fusn.chkin.failed') }),
    );
  }, [mutateAsync, h, token, t]);
  useEffect(() => {
    if (state.kind !== 'sending') headingRef.current?.focus();
  }, [state.kind]);

  if (state.kind === 'sending') return <p role="status">{t('fusn.chkin.sending')}</p>;
  if (state.kind === 'refused') {
    return (
      <section className="fusn-chkin fusn-chkin--refused" aria-labelledby="fusn-chkin-title">
        <h2 id="fusn-chkin-title" ref={headingRef} tabIndex={-1}>
          {t('fusn.chkin.refusedTitle')}
        </h2>
        <p role="alert">{state.message}</p>
        <p className="fusn-help">{t('fusn.chkin.refusedHelp')}</p>
      </section>
    );
  }
  const { result } = state;
  return (
    <section className="fusn-chkin fusn-chkin--done" aria-labelledby="fusn-chkin-title">
      <h2 id="fusn-chkin-title" ref={headingRef} tabIndex={-1}>
        {result.message}
      </h2>
      <dl className="fusn-meta">
        <dt>{t('fusn.field.prgrmNm')}</dt>
        <dd>{result.prgrmNm}</dd>
        <dt>{t('fusn.field.sesn')}</dt>
        <dd>
          {ymdText(result.sesnYmd)} {timeText(result.bgngTm, result.endTm)}
        </dd>
        <dt>{t('fusn.field.hall')}</dt>
        <dd>{result.bmnexhlNm}</dd>
        <dt>{t('fusn.chkin.atndc')}</dt>
        <dd>{ATNDC_LABELS[result.atndcCd]}</dd>
      </dl>
    </section>
  );
}

/**
 * /crrFusion/chkin?h=&t= (design "QR"): where the hall screen's QR code leads. A guest logs in first
 * and comes back; the logged-in student's attendance of today's session in that hall is recorded.
 */
export function ChkinPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const user = useRealmLoginUser('USER');
  const h = recordIdOf(params.get('h')) ?? 0;
  const token = params.get('t') ?? '';
  if (!user) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return (
    <div className="fusn">
      {h > 0 && TOKEN.test(token) ? (
        <ChkinBody h={h} token={token} />
      ) : (
        <p role="alert" className="fusn-notice">
          {t('fusn.chkin.badCode')}
        </p>
      )}
      <p className="fusn-actions">
        <Link className="btn btn--secondary" to={MY_APLY_MENU_URL}>
          {t('fusn.my.title')}
        </Link>
      </p>
    </div>
  );
}
