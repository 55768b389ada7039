import type { TCntstJdgContest } from '@portal/contract';
import { Alert, type TableColumnsType } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';
import { AdminTable } from '../../../../components/admin/admin-table';
import { useTranslation } from '../../../../lib/i18n';
import { useJudgeContests } from '../api/judge-queries';
import { JUDGE_BASE, PhaseTag, periodText } from '../components/cntst-adm-format';
import '../cntst-adm-catalogue';
import '../cntst-adm.css';

/** spec §2 admin contestJudge: the contests I judge, with my allocated entries and how many I have submitted. */
export function JudgeListPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useJudgeContests();
  const columns: TableColumnsType<TCntstJdgContest> = [
    { title: t('admCntst.col.cntstTtl'), dataIndex: 'cntstTtl', render: (ttl: string, row) => <Link to={`${JUDGE_BASE}/${row.cntstId}`}>{ttl}</Link> },
    { title: t('admCntst.col.phase'), dataIndex: 'phase', render: (phase: TCntstJdgContest['phase']) => <PhaseTag phase={phase} /> },
    { title: t('admCntst.col.jdgPeriod'), key: 'jdg', render: (_, row) => periodText(row.jdgBgngDt, row.jdgEndDt), responsive: ['md'] },
    {
      title: t('admCntst.form.blindYn'),
      dataIndex: 'blindYn',
      render: (yn: string) => t(yn === 'Y' ? 'admCntst.form.blindY' : 'admCntst.form.blindN'),
      responsive: ['lg'],
    },
    { title: t('admCntst.judge.progress'), key: 'progress', render: (_, row) => t('admCntst.judge.progressValue', { submit: row.submitCnt, alc: row.alcCnt }) },
  ];
  return (
    <section aria-labelledby={titleId} className="adm-cntst">
      <h1 id={titleId} className="adm-page__title">
        {t('admCntst.judge.title')}
      </h1>
      <Alert className="adm-page__notice" type="info" showIcon description={t('admCntst.judge.notice')} />
      <AdminTable<TCntstJdgContest>
        caption={<span className="sr-only">{t('admCntst.judge.caption')}</span>}
        rowKey="cntstId"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        emptyText={t('admCntst.judge.empty')}
      />
    </section>
  );
}
