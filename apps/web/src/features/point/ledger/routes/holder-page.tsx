import { MBR_TYPE_AUTHRT, USER_STTS, type THolder, type THolderListQuery } from '@portal/contract';
import { Alert, Button, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { AdminListPage } from '../../../../components/admin/crud';
import { ExcelExport } from '../../../../components/admin/excel-export';
import { codeLabel } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { exportHolders, useHolderList } from '../api/holder-api';
import { HolderLedgerDrawer } from '../components/holder-ledger-drawer';
import { formatPoints } from '../components/point-format';
import '../ledger-catalogue';

/**
 * admin cmpnPointMng/holder (issue 15): the students and their balances, searched by name, id or
 * school (names masked); a student's ledger and the correction form open in a drawer.
 */
export function HolderPage() {
  const { t } = useTranslation();
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  // the search in force, for the export (the list page keeps it)
  const searched = useRef<Partial<THolderListQuery>>({});
  const useSearchedList = (query: Partial<THolderListQuery>) => {
    searched.current = query;
    return useHolderList(query);
  };
  const cnd = (key: 'userNm' | 'userId' | 'schlNm') => ({ value: key, label: t(`admPointLedger.holder.cnd.${key}`) });

  const columns: TableColumnsType<THolder> = [
    { title: t('admPointLedger.holder.col.userId'), dataIndex: 'userId' },
    { title: t('admPointLedger.holder.col.userNm'), dataIndex: 'userNm' },
    {
      title: t('admPointLedger.holder.col.mbrTypeAuthrt'),
      dataIndex: 'mbrTypeAuthrt',
      render: (cd: string) => codeLabel(MBR_TYPE_AUTHRT, cd),
      responsive: ['md'],
    },
    { title: t('admPointLedger.holder.col.schlNm'), dataIndex: 'schlNm', render: (nm: string | null) => nm ?? '-', responsive: ['md'] },
    {
      title: t('admPointLedger.holder.col.grd'),
      dataIndex: 'grd',
      render: (grd: number | null) => (grd ? t('admPointLedger.holder.grd', { grd }) : '-'),
      responsive: ['lg'],
    },
    { title: t('admPointLedger.holder.col.userSttsCd'), dataIndex: 'userSttsCd', render: (cd: string) => codeLabel(USER_STTS, cd), responsive: ['lg'] },
    { title: t('admPointLedger.holder.col.balance'), dataIndex: 'balance', align: 'right', render: (points: number) => formatPoints(points) },
    {
      key: 'actions',
      title: t('admPointLedger.holder.col.actions'),
      render: (_: unknown, holder: THolder) => (
        <Button size="small" aria-label={t('admPointLedger.holder.openLabel', { userId: holder.userId })} onClick={() => setOpenUserId(holder.userId)}>
          {t('admPointLedger.holder.open')}
        </Button>
      ),
    },
  ];

  return (
    <AdminListPage<THolder>
      title={t('admPointLedger.holder.title')}
      pagingKey="admPoint:holder"
      notice={<Alert className="adm-page__notice" type="info" showIcon description={t('admPointLedger.holder.notice')} />}
      searchFields={[
        { name: 'searchCnd', label: t('admPointLedger.holder.searchCnd'), type: 'select', options: [cnd('userNm'), cnd('userId'), cnd('schlNm')] },
        { name: 'searchWrd', label: t('admPointLedger.holder.searchWrd'), type: 'text', maxLength: 50 },
      ]}
      useList={useSearchedList}
      toolbar={
        <ExcelExport
          what={t('admPointLedger.holder.exportWhat')}
          onExport={(reason) => exportHolders({ searchCnd: searched.current.searchCnd, searchWrd: searched.current.searchWrd, reason })}
        />
      }
      columns={columns}
      rowKey="userId"
    >
      <HolderLedgerDrawer userId={openUserId} onClose={() => setOpenUserId(null)} />
    </AdminListPage>
  );
}
