import { formatSeoulDateTime, GDS_ORDER_STTS, type TGdsShopItem, type TMyGdsOrder } from '@portal/contract';
import { useRef, useState } from 'react';
import { MetaList } from '../../../../components/card-list';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { Pagination } from '../../../../components/pagination';
import { useTranslation } from '../../../../lib/i18n';
import { useCancelMyOrder, useGdsShop, useMyGdsOrders, useOrderGds } from '../api/gds-client';
import '../gds-catalogue';
import './gds-page.css';
import { newRequestKey } from '../../../../lib/request-key';

/** A key per confirmed exchange (SECURITY 19): a double click or a retry of the same request moves points once. */

/**
 * /myPage/cmpnPoint/pointBsdGds (issue 15): the goods on sale today, exchanged for points after a
 * confirmation showing the balance after it, and my orders with their status; a requested order
 * may be cancelled (the points come back).
 */
export function GdsPage() {
  const { t } = useTranslation();
  const shop = useGdsShop();
  const balance = shop.data?.balance;

  return (
    <div className="gds-page">
      <p className="gds-page__balance" aria-live="polite">
        <span>{t('pointGds.balance')}</span> <strong>{balance === undefined ? '-' : t('pointGds.points', { points: balance.toLocaleString('ko-KR') })}</strong>
      </p>
      <section aria-labelledby="gds-goods">
        <h2 id="gds-goods" className="gds-page__heading">
          {t('pointGds.goods')}
        </h2>
        {shop.isPending && <p role="status">{t('pointGds.loading')}</p>}
        {shop.isError && <p role="alert">{t('pointGds.loadFailed')}</p>}
        {shop.data && shop.data.list.length === 0 && <p className="gds-page__empty">{t('pointGds.goodsEmpty')}</p>}
        {shop.data && shop.data.list.length > 0 && (
          <ul className="gds-goods">
            {shop.data.list.map((gds) => (
              <li key={gds.gdsId}>
                <GdsCard gds={gds} balance={shop.data.balance} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <MyOrders />
    </div>
  );
}

const won = (n: number) => n.toLocaleString('ko-KR');

function GdsCard({ gds, balance }: { gds: TGdsShopItem; balance: number }) {
  const { t } = useTranslation();
  const order = useOrderGds();
  const busy = useRef(false);
  const soldOut = gds.stockCnt <= 0;
  const limitReached = gds.myOrderCnt >= gds.buyLimitCnt;
  const short = balance < gds.gdsPoints;
  const blocked = soldOut ? 'soldOut' : limitReached ? 'limitReached' : short ? 'short' : null;

  async function exchange() {
    if (busy.current) return;
    busy.current = true;
    try {
      const ok = await showConfirm(t('pointGds.confirm', { gdsNm: gds.gdsNm, points: won(gds.gdsPoints), after: won(balance - gds.gdsPoints) }));
      if (!ok) return;
      await order.mutateAsync({ gdsId: gds.gdsId, requestKey: newRequestKey() });
      await showAlert(t('pointGds.done'));
    } catch {
      // the server's message was shown by the client
    } finally {
      busy.current = false;
    }
  }

  const titleId = `gds-${gds.gdsId}`;
  return (
    <article className="gds-card" aria-labelledby={titleId}>
      <div className="gds-card__media">{gds.imagePath && <img src={gds.imagePath} alt={gds.imageAlt ?? ''} width={240} height={180} loading="lazy" />}</div>
      <div className="gds-card__body">
        <h3 id={titleId} className="gds-card__title">
          {gds.gdsNm}
        </h3>
        {gds.gdsCn && <p className="gds-card__text">{gds.gdsCn}</p>}
        <MetaList
          items={[
            { label: t('pointGds.price'), value: t('pointGds.points', { points: won(gds.gdsPoints) }) },
            { label: t('pointGds.stock'), value: soldOut ? t('pointGds.soldOut') : t('pointGds.stockValue', { count: gds.stockCnt }) },
            { label: t('pointGds.limit'), value: t('pointGds.limitValue', { limit: gds.buyLimitCnt, count: gds.myOrderCnt }) },
            { label: t('pointGds.period'), value: `${gds.bgngYmd} ~ ${gds.endYmd}` },
          ]}
        />
        <div className="gds-card__actions">
          {blocked && <span className="gds-card__state">{t(`pointGds.${blocked}`)}</span>}
          <button
            type="button"
            className="btn btn--primary"
            disabled={blocked !== null || order.isPending}
            aria-label={t('pointGds.exchangeLabel', { gdsNm: gds.gdsNm })}
            onClick={() => void exchange()}
          >
            {t('pointGds.exchange')}
          </button>
        </div>
      </div>
    </article>
  );
}

function MyOrders() {
  const { t } = useTranslation();
  const [currentPage, setCurrentPage] = useState(1);
  const orders = useMyGdsOrders({ currentPage });
  const cancel = useCancelMyOrder();

  async function onCancel(order: TMyGdsOrder) {
    const ok = await showConfirm(t('pointGds.cancelConfirm', { gdsNm: order.gdsNm, points: won(order.gdsPoints) }));
    if (!ok) return;
    try {
      await cancel.mutateAsync(order.orderId);
      await showAlert(t('pointGds.cancelDone'));
    } catch {
      // shown by the client
    }
  }

  return (
    <section aria-labelledby="gds-orders" className="gds-orders">
      <h2 id="gds-orders" className="gds-page__heading">
        {t('pointGds.orders')}
      </h2>
      {orders.data && orders.data.list.length === 0 && <p className="gds-page__empty">{t('pointGds.ordersEmpty')}</p>}
      {orders.data && orders.data.list.length > 0 && (
        <>
          <ul className="gds-orders__list">
            {orders.data.list.map((order) => (
              <li key={order.orderId} className="gds-order">
                <div className="gds-order__head">
                  <strong className="gds-order__name">{order.gdsNm}</strong>
                  <span className={`gds-order__stts gds-order__stts--${order.orderSttsCd}`}>{GDS_ORDER_STTS[order.orderSttsCd]}</span>
                </div>
                <MetaList
                  items={[
                    { label: t('pointGds.price'), value: t('pointGds.points', { points: won(order.gdsPoints) }) },
                    { label: t('pointGds.orderDt'), value: formatSeoulDateTime(order.regDt) },
                    { label: t('pointGds.procDt'), value: order.procDt ? formatSeoulDateTime(order.procDt) : null },
                    { label: t('pointGds.cancelReason'), value: order.cancelReason },
                  ]}
                />
                {order.orderSttsCd === 'RQST' && (
                  <button
                    type="button"
                    className="btn btn--secondary gds-order__cancel"
                    disabled={cancel.isPending}
                    aria-label={t('pointGds.cancelLabel', { gdsNm: order.gdsNm })}
                    onClick={() => void onCancel(order)}
                  >
                    {t('pointGds.cancel')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <Pagination pagination={orders.data.pagination} onChange={setCurrentPage} />
        </>
      )}
    </section>
  );
}
