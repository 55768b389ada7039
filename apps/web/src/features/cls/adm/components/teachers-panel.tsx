import { seoulDate, type TClsMngTchrResponse } from '@portal/contract';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { ACTIONS_KEY } from '../../../../components/admin/admin-table';
import { PagedTable } from '../../../../components/admin/paged-table';
import { AdminSearchForm, keywordSearchField } from '../../../../components/admin/crud';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { usePagingState } from '../../../../lib/paging';
import { type TTeacherAction, useTeachersMng, useTeacherAction } from '../api/cls-mng-queries';

type TTchrRow = TClsMngTchrResponse['list'][number];

const dayOf = (at: string | null) => (at ? seoulDate(new Date(at)) : '-');

/**
 * The schools' teachers, waiting first. A waiting request is approved or refused (refusing deletes
 * it: the teacher may ask again); an approved teacher is named or un-named the school's career
 * teacher. Teachers' names in full: only administrators open this page.
 */
export function TeachersPanel() {
  const { t } = useTranslation();
  const { paging, setCurrentPage } = usePagingState('admCls:teachers');
  const [search, setSearch] = useState<Record<string, string | undefined>>({});
  const list = useTeachersMng({ ...search, currentPage: paging.currentPage });
  const action = useTeacherAction();

  async function run(row: TTchrRow, next: TTeacherAction) {
    const what = next.kind === 'crrTchr' ? (next.crrTchrYn === 'Y' ? 'designate' : 'undesignate') : next.kind;
    if (!(await showConfirm(t(`admCls.confirm.${what}`, { name: row.userNm, schlNm: row.schlNm })))) return;
    try {
      await action.mutateAsync(next);
    } catch {
      return; // the client has shown the server's message
    }
    await showAlert(t('common.result.processed'));
  }

  /** What a row allows: a waiting request is approved or refused; an approved teacher is (un)named career teacher. */
  const buttons = (row: TTchrRow): { label: string; danger?: boolean; next: TTeacherAction }[] => {
    const { userId } = row;
    if (row.sttsCd === 'PNDG') {
      return [
        { label: t('admCls.action.approve'), next: { kind: 'approve', userId } },
        { label: t('admCls.action.refuse'), danger: true, next: { kind: 'refuse', userId } },
      ];
    }
    return row.crrTchrYn === 'Y'
      ? [{ label: t('admCls.action.undesignate'), next: { kind: 'crrTchr', userId, crrTchrYn: 'N' } }]
      : [{ label: t('admCls.action.designate'), next: { kind: 'crrTchr', userId, crrTchrYn: 'Y' } }];
  };
  const busy = (row: TTchrRow) => action.isPending && action.variables?.userId === row.userId;

  const columns: TableColumnsType<TTchrRow> = [
    { title: t('admCls.col.schlNm'), dataIndex: 'schlNm' },
    { title: t('admCls.col.userNm'), dataIndex: 'userNm' },
    { title: t('admCls.col.userId'), dataIndex: 'userId', responsive: ['lg'] },
    {
      title: t('admCls.col.sttsCd'),
      dataIndex: 'sttsCd',
      render: (cd: TTchrRow['sttsCd']) => <Tag color={cd === 'PNDG' ? 'orange' : 'blue'}>{t(`admCls.stts.${cd}`)}</Tag>,
    },
    {
      title: t('admCls.col.roles'),
      key: 'roles',
      render: (_, row) => (
        <Space size={4} wrap>
          {row.crrTchrYn === 'Y' && <Tag color="green">{t('admCls.role.crrTchr')}</Tag>}
          {row.rsvtMngrYn === 'Y' && <Tag>{t('admCls.role.rsvtMngr')}</Tag>}
          {row.crrTchrYn !== 'Y' && row.rsvtMngrYn !== 'Y' && '-'}
        </Space>
      ),
    },
    { title: t('admCls.col.reqAt'), dataIndex: 'reqAt', render: dayOf, responsive: ['md'] },
    { title: t('admCls.col.aprvAt'), dataIndex: 'aprvAt', render: dayOf, responsive: ['md'] },
    {
      title: t('admin.list.actions'),
      key: ACTIONS_KEY,
      render: (_, row) => (
        <Space>
          {buttons(row).map(({ label, danger, next }) => (
            <Button
              key={label}
              size="small"
              danger={danger}
              loading={busy(row) && action.variables?.kind === next.kind}
              disabled={busy(row)}
              aria-label={`${row.userNm} ${label}`}
              onClick={() => void run(row, next)}
            >
              {label}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <>
      <AdminSearchForm
        name="admClsTeachers"
        fields={[
          {
            name: 'sttsCd',
            label: t('admCls.col.sttsCd'),
            type: 'select',
            options: [
              { value: 'PNDG', label: t('admCls.stts.PNDG') },
              { value: 'APRV', label: t('admCls.stts.APRV') },
            ],
          },
          keywordSearchField(t, { label: t('admCls.tchrKeyword') }),
        ]}
        onSearch={(next) => {
          setSearch(next);
          setCurrentPage(1);
        }}
      />
      <div className="adm-page__toolbar">
        <p>{t('admin.list.total', { count: list.data?.pagination.countItem ?? 0 })}</p>
      </div>
      <PagedTable<TTchrRow>
        caption={<span className="sr-only">{t('admCls.teachersCaption')}</span>}
        rowKey="userId"
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        emptyText={t('admCls.teachersEmpty')}
        onPageChange={setCurrentPage}
      />
    </>
  );
}
