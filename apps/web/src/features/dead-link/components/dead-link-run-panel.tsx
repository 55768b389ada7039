import { DEAD_LINK_RUN_STTS, DEAD_LINK_START_TYPE, formatSeoulDateTime, type TDeadLinkRun, type TDeadLinkStatus } from '@portal/contract';
import { Alert, Button, Descriptions, Progress, Space, Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { showConfirm } from '../../../components/modal/modal-store';
import { codeLabel } from '../../../lib/code-options';
import { useStartDeadLink } from '../api/start-dead-link';
import { useStopDeadLink } from '../api/stop-dead-link';

const STATE_COLOR: Record<TDeadLinkRun['sttsCd'], string> = { RUNNING: 'processing', DONE: 'success', STOPPED: 'warning', FAILED: 'error' };

function RunSummary({ run }: { run: TDeadLinkRun }) {
  const { t } = useTranslation();
  const percent = run.totalCount === 0 ? 0 : Math.floor((run.doneCount / run.totalCount) * 100);
  return (
    <>
      <Progress
        percent={percent}
        status={run.sttsCd === 'RUNNING' ? 'active' : run.sttsCd === 'DONE' ? 'success' : 'exception'}
        format={() => t('admDeadLink.progressText', { done: run.doneCount, total: run.totalCount })}
        aria-label={t('admDeadLink.progressLabel', { done: run.doneCount, total: run.totalCount })}
      />
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} className="adm-dead-link__summary">
        <Descriptions.Item label={t('admDeadLink.state')}>
          <Tag color={STATE_COLOR[run.sttsCd]}>{codeLabel(DEAD_LINK_RUN_STTS, run.sttsCd)}</Tag>
          {codeLabel(DEAD_LINK_START_TYPE, run.startTypeCd)}
        </Descriptions.Item>
        <Descriptions.Item label={t('admDeadLink.ok')}>{run.okCount}</Descriptions.Item>
        <Descriptions.Item label={t('admDeadLink.broken')}>{run.brokenCount}</Descriptions.Item>
        <Descriptions.Item label={t('admDeadLink.startedBy')}>{run.startedBy}</Descriptions.Item>
        <Descriptions.Item label={t('admDeadLink.startedAt')}>{formatSeoulDateTime(run.startedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('admDeadLink.endedAt')}>{formatSeoulDateTime(run.endedAt)}</Descriptions.Item>
        {run.stoppedBy && <Descriptions.Item label={t('admDeadLink.stoppedBy')}>{run.stoppedBy}</Descriptions.Item>}
      </Descriptions>
      {run.runMsg && <Alert type={run.sttsCd === 'FAILED' ? 'error' : 'warning'} showIcon title={run.runMsg} />}
    </>
  );
}

/**
 * The run of the link checker: start, live progress (the status is polled while it runs), stop
 * with a confirmation (spec §8 'the check was stopped' comes back in the answer), and the schedule.
 * 'No URL list to check' and 'already running' come back as the server's messages.
 */
export function DeadLinkRunPanel({ status }: { status: TDeadLinkStatus | undefined }) {
  const { t } = useTranslation();
  const start = useStartDeadLink();
  const stop = useStopDeadLink();
  const run = status?.run ?? null;
  const running = run?.sttsCd === 'RUNNING';

  async function onStop() {
    if (await showConfirm(t('admDeadLink.confirmStop'))) await stop.mutateAsync().catch(() => undefined);
  }

  return (
    <section className="adm-dead-link__panel" aria-label={t('admDeadLink.run')}>
      <p>{t('admDeadLink.intro')}</p>
      <p className="adm-dead-link__schedule">{status?.schedule ? t('admDeadLink.schedule', { time: status.schedule }) : t('admDeadLink.scheduleOff')}</p>
      <Space className="adm-dead-link__actions">
        <Button type="primary" disabled={!status || running} loading={start.isPending} onClick={() => void start.mutateAsync().catch(() => undefined)}>
          {t('admDeadLink.start')}
        </Button>
        {running && (
          <Button danger loading={stop.isPending} onClick={() => void onStop()}>
            {t('admDeadLink.stop')}
          </Button>
        )}
      </Space>
      <div aria-live="polite">{run ? <RunSummary run={run} /> : status && <p>{t('admDeadLink.noRun')}</p>}</div>
    </section>
  );
}
