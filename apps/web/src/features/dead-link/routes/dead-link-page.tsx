import { DEAD_LINK_RSLT, DEAD_LINK_SRC_TYPE, formatSeoulDateTime, type TDeadLinkResultItem } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type TableColumnsType, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AdminListPage, ExternalUrl, keywordSearchField } from '../../../components/admin/crud';
import { codeLabel, codeOptions } from '../../../lib/code-options';
import { deadLinkKeys } from '../api/dead-link-keys';
import { useDeadLinkResults } from '../api/get-dead-link-results';
import { useDeadLinkStatus } from '../api/get-dead-link-status';
import { DeadLinkRunPanel } from '../components/dead-link-run-panel';
import '../dead-link.css';

const RSLT_COLOR: Record<keyof typeof DEAD_LINK_RSLT, string> = { OK: 'green', BROKEN: 'red', REFUSED: 'purple', TIMEOUT: 'orange', ERROR: 'volcano' };

/**
 * spec §2 admin deadLink: checks every stored external link in the background (decision 009),
 * with its progress, and lists each link's result. The results follow the run as it goes.
 */
export function DeadLinkPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useDeadLinkStatus();
  const run = status.data?.run;

  // each recorded result (and the run's end) refreshes the results table
  const progress = run ? `${run.runId}:${run.doneCount}:${run.sttsCd}` : '';
  useEffect(() => {
    if (progress) void queryClient.invalidateQueries({ queryKey: [...deadLinkKeys.all, 'results'] });
  }, [queryClient, progress]);

  const columns: TableColumnsType<TDeadLinkResultItem> = [
    { title: t('admDeadLink.srcTypeCd'), dataIndex: 'srcTypeCd', render: (code: string) => codeLabel(DEAD_LINK_SRC_TYPE, code) },
    { title: t('admDeadLink.srcNm'), dataIndex: 'srcNm' },
    { title: t('admDeadLink.linkUrl'), dataIndex: 'linkUrl', render: (url: string) => <ExternalUrl url={url} /> },
    {
      title: t('admDeadLink.rsltCd'),
      dataIndex: 'rsltCd',
      render: (code: TDeadLinkResultItem['rsltCd']) =>
        code ? <Tag color={RSLT_COLOR[code]}>{codeLabel(DEAD_LINK_RSLT, code)}</Tag> : <Tag>{t('admDeadLink.wait')}</Tag>,
    },
    { title: t('admDeadLink.httpStatus'), dataIndex: 'httpStatus' },
    { title: t('admDeadLink.elapsedMs'), dataIndex: 'elapsedMs', responsive: ['md'] },
    { title: t('admDeadLink.rsltMsg'), dataIndex: 'rsltMsg', responsive: ['lg'] },
    { title: t('admDeadLink.checkedAt'), dataIndex: 'checkedAt', render: (at: string | null) => formatSeoulDateTime(at), responsive: ['lg'] },
  ];

  return (
    <AdminListPage<TDeadLinkResultItem>
      title={t('admDeadLink.title')}
      pagingKey="admDeadLink"
      notice={<DeadLinkRunPanel status={status.data} />}
      searchFields={[
        { name: 'rsltCd', label: t('admDeadLink.rsltCd'), type: 'select', options: codeOptions({ ...DEAD_LINK_RSLT, WAIT: t('admDeadLink.wait') }) },
        { name: 'srcTypeCd', label: t('admDeadLink.srcTypeCd'), type: 'select', options: codeOptions(DEAD_LINK_SRC_TYPE) },
        keywordSearchField(t, { maxLength: 100 }),
      ]}
      useList={useDeadLinkResults}
      columns={columns}
      rowKey="rsltId"
    />
  );
}
