import { formatSeoulDateTime, GDS_ORDER_STTS, type TGdsHandoverSchool, type TGdsOrder, type TGdsOrderExportRequest } from '@portal/contract';
import { Button, Segmented, Space, type TableColumnsType, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ACTIONS_KEY } from '../../../../components/admin/admin-table';
import { ExcelExport } from '../../../../components/admin/excel-export';
import { AdminListPage, AdminSearchForm, type TSearchField } from '../../../../components/admin/crud';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { codeOptions } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { exportGdsHandover, exportGdsOrders, useGdsHandoverList, useGdsOptions, useGdsOrders, useHandoverOrder } from '../api/gds-mng-resource';
import { GdsCancelPopup } from '../components/gds-cancel-popup';
import '../gds-catalogue';
import '../adm-gds.css';

const STTS_COLOR = { RQST: 'blue', HNDV: 'green', CNCL: 'default' } as const;

/**
 * admin pointBsdGdsMng/order: the orders (requested, handed over, cancelled with a refund),
 * filtered by good, status, school and student; each requested one is handed over or cancelled
 * with a reason; the hand-over list groups the requested ones by school.
 */
export function GdsOrderMngPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<'list' | 'handover'>('list');
  const goods = useGdsOptions().data?.list ?? [];
  const gdsOptions = goods.map((g) => ({ value: String(g.gdsId), label: g.gdsNm }));

  const switcher = (
    <Segmented
      aria-label={t('admGds.viewSwitch')}
      value={view}
      onChange={(value) => setView(value as 'list' | 'handover')}
      options={[
        { value: 'list', label: t('admGds.listView') },
        { value: 'handover', label: t('admGds.handoverView') },
      ]}
    />
  );
  return view === 'list' ? <OrderList gdsOptions={gdsOptions} notice={switcher} /> : <HandoverList gdsOptions={gdsOptions} switcher={switcher} />;
}

type TOption = { value: string; label: string };

function OrderList({ gdsOptions, notice }: { gdsOptions: TOption[]; notice: React.ReactNode }) {
  const { t } = useTranslation();
  const handover = useHandoverOrder();
  const [cancelling, setCancelling] = useState<TGdsOrder | null>(null);
  const nameOf = (o: TGdsOrder) => `${o.userNm} ${o.gdsNm}`;
  // the export takes the filters of the list on screen (AdminListPage hands them to useList)
  const filter = useRef<Record<string, unknown>>({});
  const useList = (query: Record<string, unknown> & { currentPage: number }) => {
    const result = useGdsOrders(query);
    const { currentPage: _page, ...search } = query;
    const key = JSON.stringify(search);
    useEffect(() => {
      filter.current = JSON.parse(key) as Record<string, unknown>;
    }, [key]);
    return result;
  };

  async function onHandover(order: TGdsOrder) {
    if (!(await showConfirm(t('admGds.handoverConfirm', { name: nameOf(order) })))) return;
    try {
      await handover.mutateAsync(order.orderId);
      void showAlert(t('admGds.done'));
    } catch {
      // shown by the client
    }
  }

  const searchFields: TSearchField[] = [
    { name: 'gdsId', label: t('admGds.gdsNm'), type: 'select', options: gdsOptions, minWidth: 200 },
    { name: 'orderSttsCd', label: t('admGds.status'), type: 'select', options: codeOptions(GDS_ORDER_STTS) },
    { name: 'schlNm', label: t('admGds.schlNm'), type: 'text', maxLength: 100 },
    { name: 'searchWrd', label: t('admGds.searchWrd'), type: 'text', maxLength: 50 },
  ];
  const columns: TableColumnsType<TGdsOrder> = [
    { title: t('admGds.orderId'), dataIndex: 'orderId', responsive: ['lg'] },
    { title: t('admGds.gdsNm'), dataIndex: 'gdsNm' },
    { title: t('admGds.student'), key: 'student', render: (_, o) => `${o.userNm} (${o.userId})` },
    { title: t('admGds.schlNm'), dataIndex: 'schlNm', render: (nm: string | null) => nm ?? '-' },
    { title: t('admGds.gdsPoints'), dataIndex: 'gdsPoints', responsive: ['md'], render: (n: number) => n.toLocaleString('ko-KR') },
    {
      title: t('admGds.status'),
      dataIndex: 'orderSttsCd',
      render: (cd: TGdsOrder['orderSttsCd'], o) => (
        <Tag color={STTS_COLOR[cd]} title={o.cancelReason ?? undefined}>
          {GDS_ORDER_STTS[cd]}
        </Tag>
      ),
    },
    { title: t('admGds.orderDt'), dataIndex: 'regDt', responsive: ['md'], render: (at: string) => formatSeoulDateTime(at) },
    { title: t('admGds.procDt'), dataIndex: 'procDt', responsive: ['lg'], render: (at: string | null) => (at ? formatSeoulDateTime(at) : '-') },
    {
      title: t('admin.list.actions'),
      key: ACTIONS_KEY,
      render: (_, o) =>
        o.orderSttsCd === 'RQST' ? (
          <Space>
            <Button size="small" type="primary" onClick={() => void onHandover(o)} aria-label={t('admGds.handoverLabel', { name: nameOf(o) })}>
              {t('admGds.handover')}
            </Button>
            <Button size="small" danger onClick={() => setCancelling(o)} aria-label={t('admGds.cancelLabel', { name: nameOf(o) })}>
              {t('admGds.cancel')}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <AdminListPage<TGdsOrder>
      title={t('admGds.orderTitle')}
      pagingKey="admGdsOrder"
      notice={<div className="adm-gds__views">{notice}</div>}
      searchFields={searchFields}
      useList={useList}
      columns={columns}
      rowKey="orderId"
      toolbar={<ExcelExport what={t('admGds.orderTitle')} onExport={(reason) => exportGdsOrders({ ...filter.current, reason } as TGdsOrderExportRequest)} />}
    >
      {cancelling && <GdsCancelPopup order={cancelling} onClose={() => setCancelling(null)} />}
    </AdminListPage>
  );
}

function HandoverList({ gdsOptions, switcher }: { gdsOptions: TOption[]; switcher: React.ReactNode }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<{ gdsId?: string; schlNm?: string }>({});
  const list = useGdsHandoverList(search);
  return (
    <section aria-labelledby="adm-gds-handover">
      <h1 id="adm-gds-handover" className="adm-page__title">
        {t('admGds.orderTitle')}
      </h1>
      <div className="adm-gds__views">{switcher}</div>
      <AdminSearchForm
        name="gdsHandover"
        fields={[
          { name: 'gdsId', label: t('admGds.gdsNm'), type: 'select', options: gdsOptions, minWidth: 200 },
          { name: 'schlNm', label: t('admGds.schlNm'), type: 'text', maxLength: 100 },
        ]}
        onSearch={setSearch}
      />
      <h2 className="adm-gds__subtitle">{t('admGds.handoverView')}</h2>
      <div className="adm-page__toolbar">
        <p>{t('admGds.handoverCount', { count: list.data?.orderCnt ?? 0 })}</p>
        <ExcelExport what={t('admGds.handoverView')} onExport={(reason) => exportGdsHandover({ ...search, reason } as never)} />
      </div>
      {list.data && list.data.list.length === 0 && <p>{t('admGds.handoverEmpty')}</p>}
      {list.data?.list.map((school) => (
        <SchoolHandover key={`${school.schlCd}-${school.schlNm}`} school={school} />
      ))}
    </section>
  );
}

function SchoolHandover({ school }: { school: TGdsHandoverSchool }) {
  const { t } = useTranslation();
  const name = school.schlNm ?? t('admGds.noSchool');
  return (
    <section className="adm-gds__school" aria-label={name}>
      <h3>
        {name} <span className="adm-gds__count">({t('admGds.cntValue', { count: school.orders.length })})</span>
      </h3>
      <p>
        {t('admGds.gdsCnts')}: {school.gdsCnts.map((g) => `${g.gdsNm} ${t('admGds.cntValue', { count: g.cnt })}`).join(', ')}
      </p>
      <div className="adm-gds__table-wrap">
        <table className="adm-gds__table">
          <thead>
            <tr>
              <th scope="col">{t('admGds.orderId')}</th>
              <th scope="col">{t('admGds.gdsNm')}</th>
              <th scope="col">{t('admGds.student')}</th>
              <th scope="col">{t('admGds.orderDt')}</th>
            </tr>
          </thead>
          <tbody>
            {school.orders.map((o) => (
              <tr key={o.orderId}>
                <td>{o.orderId}</td>
                <td>{o.gdsNm}</td>
                <td>
                  {o.userNm} ({o.userId})
                </td>
                <td>{formatSeoulDateTime(o.regDt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
