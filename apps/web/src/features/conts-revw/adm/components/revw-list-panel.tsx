import { formatSeoulDateTime, REVW_HIDE_RSN_MAX, REVW_MESSAGES, REVW_TRGT_SE_LABELS, type TRevwMngItem, type TRevwMngListQueryInput } from '@portal/contract';
import { Alert, Button, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ACTIONS_KEY } from '../../../../components/admin/admin-table';
import { AdminListSearch, keywordSearchField, type TSearchField } from '../../../../components/admin/crud';
import { PagedTable } from '../../../../components/admin/paged-table';
import { ExcelExport } from '../../../../components/admin/excel-export';
import { ReasonModal } from '../../../../components/admin/reason-modal';
import { showConfirm } from '../../../../components/modal/modal-store';
import { codeOptions } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { usePagingState } from '../../../../lib/paging';
import { exportRevws, useAnswerRevw, useHideRevw, useRevwMngList } from '../api/revw-mng';
import { AnswerModal } from './answer-modal';

type TDialogState = { kind: 'hide' | 'answer'; revw: TRevwMngItem } | null;

/** The hide reason's rule (the server checks it again). */
const checkHideRsn = (reason: string | undefined) => (reason?.trim() ? undefined : REVW_MESSAGES.hideRsnRequired);

/** 후기 목록: every review (hidden ones too) with search, paging, hide with a reason, show again and answer. */
export function RevwListPanel() {
  const { t } = useTranslation();
  const { paging, setCurrentPage } = usePagingState('admRevw');
  const [search, setSearch] = useState<Partial<TRevwMngListQueryInput>>({});
  const list = useRevwMngList({ ...search, currentPage: paging.currentPage });
  const hide = useHideRevw();
  const answer = useAnswerRevw();
  const [dialog, setDialog] = useState<TDialogState>(null);
  const trgtSe = REVW_TRGT_SE_LABELS;
  const whose = (r: TRevwMngItem) => ({ wrtr: r.writerNm, trgtTtl: r.trgtTtl });

  const onShow = async (revw: TRevwMngItem) => {
    if (!(await showConfirm(t('admRevw.showConfirm')))) return;
    // the server's answer ('후기 숨김을 해제했습니다.') is shown by the API client
    await hide.mutateAsync({ revwId: revw.revwId, hideYn: 'N' }).catch(() => undefined);
  };

  const searchFields: TSearchField[] = [
    { name: 'trgtSeCd', label: t('admRevw.trgtSeCd'), type: 'select', options: codeOptions(trgtSe) },
    { name: 'hideYn', label: t('admRevw.hideYn'), type: 'select', options: codeOptions({ N: t('admRevw.shown'), Y: t('admRevw.hidden') }) },
    { name: 'period', label: t('admRevw.period'), type: 'dateRange', names: ['bgngYmd', 'endYmd'] },
    { ...keywordSearchField(t, { label: t('admRevw.keyword'), maxLength: 100 }), type: 'text', placeholder: t('admRevw.keywordHint') },
  ];

  const columns: TableColumnsType<TRevwMngItem> = [
    {
      title: t('admRevw.trgtTtl'),
      key: 'trgt',
      render: (_, r) => (
        <span className="adm-table__clamp" title={r.trgtTtl}>
          <Tag>{trgtSe[r.trgtSeCd]}</Tag>
          {r.trgtTtl}
        </span>
      ),
    },
    { title: t('admRevw.wrtr'), key: 'writer', render: (_, r) => `${r.writerNm} (${r.userId})` },
    { title: t('admRevw.rtng'), dataIndex: 'rtng', render: (rtng: number) => t('admRevw.rtngText', { rtng }) },
    { title: t('admRevw.revwCn'), dataIndex: 'revwCn' },
    {
      title: t('admRevw.stts'),
      key: 'stts',
      render: (_, r) => (
        <Space orientation="vertical" size={2}>
          {r.hideYn === 'Y' ? <Tag color="red">{t('admRevw.hidden')}</Tag> : <Tag color="green">{t('admRevw.shown')}</Tag>}
          {r.hideYn === 'Y' && r.hideRsn && <span className="adm-table__clamp">{t('admRevw.hideRsn', { hideRsn: r.hideRsn })}</span>}
          <span>{r.ansCn ? t('admRevw.ansDone') : t('admRevw.ansNone')}</span>
        </Space>
      ),
    },
    { title: t('admRevw.regDt'), dataIndex: 'registeredAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
    {
      title: t('admin.list.actions'),
      key: ACTIONS_KEY,
      render: (_, r) => (
        <Space>
          {r.hideYn === 'Y' ? (
            <Button size="small" onClick={() => void onShow(r)} aria-label={t('admRevw.showLabel', whose(r))}>
              {t('admRevw.show')}
            </Button>
          ) : (
            <Button size="small" danger onClick={() => setDialog({ kind: 'hide', revw: r })} aria-label={t('admRevw.hideLabel', whose(r))}>
              {t('admRevw.hide')}
            </Button>
          )}
          <Button size="small" onClick={() => setDialog({ kind: 'answer', revw: r })} aria-label={t('admRevw.answerLabel', whose(r))}>
            {t('admRevw.answer')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <AdminListSearch
        name="revwSearch"
        fields={searchFields}
        onSearch={setSearch}
        setCurrentPage={setCurrentPage}
        total={list.data?.pagination.countItem}
        toolbar={<ExcelExport what={t('admRevw.excelWhat')} onExport={(reason) => exportRevws({ ...search, reason })} />}
      />
      <PagedTable<TRevwMngItem>
        rowKey="revwId"
        caption={<span className="sr-only">{t('admRevw.listCaption')}</span>}
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        emptyText={t('admin.list.empty')}
        onPageChange={setCurrentPage}
      />
      <ReasonModal
        open={dialog?.kind === 'hide'}
        title={dialog ? t('admRevw.hideTitle', whose(dialog.revw)) : ''}
        okText={t('admRevw.hideOk')}
        cancelText={t('admRevw.cancel')}
        notice={<Alert type="warning" showIcon title={t('admRevw.hideNotice')} style={{ marginBottom: 16 }} />}
        reasonLabel={t('admRevw.hideReason')}
        maxLength={REVW_HIDE_RSN_MAX}
        placeholder={t('admRevw.hideReasonPlaceholder')}
        check={checkHideRsn}
        onSubmit={async (hideRsn) => {
          await hide.mutateAsync({ revwId: dialog!.revw.revwId, hideYn: 'Y', hideRsn });
        }}
        onClose={() => setDialog(null)}
      />
      <AnswerModal
        open={dialog?.kind === 'answer'}
        title={dialog ? t('admRevw.answerTitle', whose(dialog.revw)) : ''}
        initial={dialog?.revw.ansCn ?? ''}
        onSubmit={async (ansCn) => {
          await answer.mutateAsync({ revwId: dialog!.revw.revwId, ansCn });
        }}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
