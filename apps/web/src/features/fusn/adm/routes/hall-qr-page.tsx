import { QR_WINDOW_SEC, recordIdOf, seoulDate, type THallQrResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useRef } from 'react';
import { useParams } from 'react-router';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { usePageTitle } from '../../../../lib/page-title';
import { fusnAtndcMngClient, useSesnOfDay } from '../api/actv-mng';
import { fusnAdmKeys } from '../api/fusn-adm-keys';
import { LoadState } from '../components/fusn-adm-format';
import '../fusn-adm-catalogue';
import '../fusn-adm.css';

/** The next fetch: when the code expires (every 30 s), never sooner than a second. */
export const nextRefreshMs = (qr: THallQrResponse | undefined, now = Date.now()) =>
  qr ? Math.max(1_000, new Date(qr.expiresAt).getTime() - now) : QR_WINDOW_SEC * 1_000;

/**
 * admin stdntAtndcMng/qr/:bmnexhlId: the hall's screen. The rotating QR code (a new one every 30
 * seconds; the server accepts the current and the previous one), today's sessions in the hall, and
 * the instructions in large type; '전체 화면' fills the screen.
 */
export function HallQrPage() {
  const { t } = useTranslation();
  const bmnexhlId = recordIdOf(useParams().bmnexhlId);
  const screen = useRef<HTMLDivElement>(null);
  const qr = useQuery({
    queryKey: fusnAdmKeys.hallQr(bmnexhlId ?? 0),
    queryFn: ({ signal }) => fusnAtndcMngClient.hallQr({ params: { bmnexhlId: bmnexhlId! } }, { signal }),
    enabled: bmnexhlId !== undefined,
    refetchInterval: (query) => nextRefreshMs(query.state.data),
    refetchIntervalInBackground: true,
    retry: false,
  });
  const today = useSesnOfDay(seoulDate());
  const sesns = (today.data?.list ?? []).filter((sesn) => sesn.sttsCd === 'OPEN' && sesn.halls.some((hall) => hall.bmnexhlId === bmnexhlId));
  usePageTitle(qr.data?.bmnexhlNm);
  if (bmnexhlId === undefined || (isApiError(qr.error) && qr.error.status === 404)) return <AdminNotFoundPage />;
  return (
    <section className="adm-fusn">
      <h1 className="adm-page__title">
        {t('admFusn.qr.title')}
        {qr.data && `: ${qr.data.bmnexhlNm}`}
      </h1>
      <Button onClick={() => void screen.current?.requestFullscreen?.().catch(() => undefined)}>{t('admFusn.qr.fullScreen')}</Button>
      {!qr.data ? (
        <LoadState failed={qr.isError} />
      ) : (
        <div ref={screen} className="adm-fusn-qr">
          <p className="adm-fusn-qr__hall">{qr.data.bmnexhlNm}</p>
          <img
            className="adm-fusn-qr__code"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data.svg)}`}
            alt={t('admFusn.qr.alt', { name: qr.data.bmnexhlNm })}
            width={360}
            height={360}
          />
          <p className="adm-fusn-qr__guide">{t('admFusn.qr.guide')}</p>
          <p className="adm-fusn-qr__sub">{t('admFusn.qr.sub', { seconds: QR_WINDOW_SEC })}</p>
          <ul className="adm-fusn-qr__sesns" aria-label={t('admFusn.qr.todaySesns')}>
            {sesns.length === 0 ? (
              <li>{t('admFusn.qr.noSesn')}</li>
            ) : (
              sesns.map((sesn) => (
                <li key={sesn.sesnId}>
                  {sesn.bgngTm}~{sesn.endTm} {sesn.prgrmNm}
                </li>
              ))
            )}
          </ul>
        </div>
      )}
    </section>
  );
}
