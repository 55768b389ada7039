import { CNTST_ALC_MODE, CNTST_LIMITS, type TCntstItem, type TCntstJudge } from '@portal/contract';
import { Button, Form, Progress, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { AdminTable } from '../../../../components/admin/admin-table';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useAllocate, useContestJudges, useContestProgress, useJudgeCandidates, useSaveJudges } from '../api/contest-queries';

/** Choosing the judges among the manager accounts, and saving them. */
function JudgePicker({ cntstId, judges }: { cntstId: number; judges: TCntstJudge[] }) {
  const { t } = useTranslation();
  const candidates = useJudgeCandidates();
  const save = useSaveJudges(cntstId);
  // the choice being made, over the saved judges
  const [choice, setChoice] = useState<string[] | null>(null);
  const picked = choice ?? judges.map((judge) => judge.judgeId);
  const options = (candidates.data?.list ?? []).map((c) => ({ value: c.userId, label: `${c.userNm} (${c.userId})` }));

  const onSave = async () => {
    if (!(await showConfirm(t('admCntst.judges.saveConfirm', { count: picked.length })))) return;
    await save.mutateAsync(picked).then(
      () => {
        setChoice(null);
        return showAlert(t('common.result.saved'));
      },
      () => undefined,
    );
  };

  return (
    <Form layout="vertical" name="cntstJudges" onFinish={() => void onSave()}>
      <Form.Item label={t('admCntst.judges.pick')} htmlFor="cntst-judge-pick" extra={t('admCntst.judges.pickHelp')}>
        <Select
          id="cntst-judge-pick"
          mode="multiple"
          value={picked}
          onChange={setChoice}
          options={options}
          loading={candidates.isFetching}
          maxCount={CNTST_LIMITS.judges}
          optionFilterProp="label"
          className="adm-cntst__judge-select"
        />
      </Form.Item>
      <Button htmlType="submit" type="primary" loading={save.isPending}>
        {t('admCntst.judges.save')}
      </Button>
    </Form>
  );
}

/** The judges, the allocation of the entries and each judge's progress. */
export function JudgesPanel({ cntst }: { cntst: TCntstItem }) {
  const { t } = useTranslation();
  const judges = useContestJudges(cntst.cntstId);
  const progress = useContestProgress(cntst.cntstId);
  const allocate = useAllocate(cntst.cntstId);
  const published = cntst.sttsCd === 'PUBLISHED';

  const onAllocate = async () => {
    const mode = cntst.alcMode === 'N' ? t('admCntst.judges.modeN', { count: cntst.alcJdgCnt }) : CNTST_ALC_MODE.ALL;
    if (!(await showConfirm(t('admCntst.judges.allocateConfirm', { mode })))) return;
    await allocate.mutateAsync(undefined).then(
      (result) => showAlert(t('admCntst.judges.allocated', { count: result.alcCnt })),
      () => undefined,
    );
  };

  const columns: TableColumnsType<TCntstJudge> = [
    { title: t('admCntst.judges.judgeNm'), dataIndex: 'judgeNm', render: (nm: string, row) => `${nm} (${row.judgeId})` },
    { title: t('admCntst.judges.alcCnt'), dataIndex: 'alcCnt' },
    { title: t('admCntst.judges.draftCnt'), dataIndex: 'draftCnt' },
    { title: t('admCntst.judges.submitCnt'), dataIndex: 'submitCnt' },
    {
      title: t('admCntst.judges.rate'),
      key: 'rate',
      render: (_, row) => {
        const percent = row.alcCnt === 0 ? 0 : Math.round((row.submitCnt / row.alcCnt) * 100);
        return <Progress percent={percent} size="small" aria-label={t('admCntst.judges.rateLabel', { name: row.judgeNm, percent })} />;
      },
    },
  ];

  return (
    <section className="adm-cntst__panel" aria-labelledby="adm-cntst-judges">
      <h2 id="adm-cntst-judges" className="adm-cntst__h2">
        {t('admCntst.tab.judges')}
      </h2>
      {judges.data && !published && <JudgePicker cntstId={cntst.cntstId} judges={judges.data.list} />}
      <div className="adm-page__toolbar">
        <p>
          {t('admCntst.judges.mode', {
            mode: cntst.alcMode === 'N' ? t('admCntst.judges.modeN', { count: cntst.alcJdgCnt }) : CNTST_ALC_MODE.ALL,
          })}
          {progress.data && ` ${t('admCntst.judges.total', { submit: progress.data.submitCnt, alc: progress.data.alcCnt })}`}
        </p>
        {!published && (
          <Space>
            <Button onClick={() => void onAllocate()} loading={allocate.isPending}>
              {t('admCntst.judges.allocate')}
            </Button>
          </Space>
        )}
      </div>
      <AdminTable<TCntstJudge>
        caption={<span className="sr-only">{t('admCntst.judges.caption')}</span>}
        rowKey="judgeId"
        columns={columns}
        dataSource={progress.data?.judges ?? []}
        loading={progress.isFetching}
        emptyText={t('admCntst.judges.empty')}
      />
    </section>
  );
}
