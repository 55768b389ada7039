import { MBR_TYPE_AUTHRT, USER_STTS, type TLedgerQuery, type TLedgerRow } from '@portal/contract';
import { Alert, Descriptions, Drawer, Space, Spin, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { AdminSearchForm } from '../../../../components/admin/crud';
import { ExcelExport } from '../../../../components/admin/excel-export';
import { PagedTable } from '../../../../components/admin/paged-table';
import { codeLabel } from '../../../../lib/code-options';
import { codeListOptions, codeName, useCodeList } from '../../../../lib/codes/use-code-list';
import { useTranslation } from '../../../../lib/i18n';
import { exportLedger, useHolderLedger } from '../api/holder-api';
import { AdjustForm } from './adjust-form';
import { PointAmount } from './point-amount';
import { formatLedgerDt, formatPoints } from './point-format';

type TProps = { userId: string | null; onClose: () => void };

/**
 * One student's ledger (full name; the server logs each view) with the student's own filters, and
 * the correction form. A withdrawn student's ledger is kept and shown, not adjusted.
 */
export function HolderLedgerDrawer({ userId, onClose }: TProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={userId !== null} onClose={onClose} title={t('admPointLedger.ledger.title')} size={760} destroyOnHidden>
      {userId !== null && <HolderLedger key={userId} userId={userId} />}
    </Drawer>
  );
}

function HolderLedger({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<Partial<TLedgerQuery>>({});
  const [currentPage, setCurrentPage] = useState(1);
  const ledger = useHolderLedger(userId, { ...search, currentPage });
  const codes = useCodeList('POINT_TYPE');
  const holder = ledger.data?.holder;

  const columns: TableColumnsType<TLedgerRow> = [
    { title: t('pointLedger.col.regDt'), dataIndex: 'regDt', render: (at: string) => formatLedgerDt(at) },
    { title: t('pointLedger.col.type'), dataIndex: 'pointTypeCd', render: (cd: string) => codeName(codes.data?.codeList, cd) },
    { title: t('pointLedger.col.reason'), dataIndex: 'reason' },
    { title: t('pointLedger.col.points'), dataIndex: 'points', align: 'right', render: (points: number) => <PointAmount points={points} /> },
    {
      title: t('pointLedger.col.balance'),
      dataIndex: 'balanceAfter',
      align: 'right',
      render: (points: number) => t('pointLedger.balanceAfter', { points: formatPoints(points) }),
    },
  ];

  if (!holder) return <Spin aria-label={t('pointLedger.loading')} />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('admPointLedger.ledger.viewNotice')} />
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'holder',
            label: t('admPointLedger.holder.col.userNm'),
            children: t('admPointLedger.ledger.holder', { userNm: holder.userNm, userId: holder.userId }),
          },
          { key: 'type', label: t('admPointLedger.holder.col.mbrTypeAuthrt'), children: codeLabel(MBR_TYPE_AUTHRT, holder.mbrTypeAuthrt) },
          { key: 'school', label: t('admPointLedger.ledger.school'), children: holder.schlNm ?? '-' },
          { key: 'stts', label: t('admPointLedger.holder.col.userSttsCd'), children: codeLabel(USER_STTS, holder.userSttsCd) },
          { key: 'balance', label: t('admPointLedger.ledger.balance'), children: t('pointLedger.summary.points', { points: formatPoints(holder.balance) }) },
        ]}
      />
      {holder.userSttsCd === 'WTDR' ? <Alert type="warning" showIcon title={t('admPointLedger.adjust.withdrawn')} /> : <AdjustForm holder={holder} />}
      <section aria-label={t('admPointLedger.ledger.filterLabel')}>
        <AdminSearchForm
          name="admPointLedgerSearch"
          fields={[
            { name: 'period', label: t('admPointLedger.ledger.period'), type: 'dateRange', names: ['bgngYmd', 'endYmd'] },
            { name: 'pointTypeCd', label: t('admPointLedger.ledger.type'), type: 'select', options: codeListOptions(codes.data?.codeList) },
          ]}
          onSearch={(next) => {
            setSearch(next as Partial<TLedgerQuery>);
            setCurrentPage(1);
          }}
        />
        <div className="adm-page__toolbar">
          <p>{t('admin.list.total', { count: ledger.data?.pagination.countItem ?? 0 })}</p>
          <ExcelExport
            what={t('admPointLedger.ledger.exportWhat', { userId: holder.userId })}
            onExport={(reason) => exportLedger(holder.userId, { bgngYmd: search.bgngYmd, endYmd: search.endYmd, pointTypeCd: search.pointTypeCd, reason })}
          />
        </div>
        <PagedTable<TLedgerRow>
          rowKey="ledgerId"
          columns={columns}
          page={ledger.data}
          loading={ledger.isFetching}
          emptyText={t('pointLedger.empty')}
          onPageChange={setCurrentPage}
        />
      </section>
    </Space>
  );
}
