import {
  CNTST_LIMITS,
  CNTST_MESSAGES,
  formatSeoulDateTime,
  type TCntstItem,
  type TCntstJudgeScore,
  type TCntstScoreRow,
  type TCntstScoreTableResponse,
} from '@portal/contract';
import { Button, InputNumber, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useId, useMemo, useState } from 'react';
import { AdminTable } from '../../../../components/admin/admin-table';
import { ReasonModal } from '../../../../components/admin/reason-modal';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useContestScores, usePublish, useReopenScore, useSavePrizes, useSaveTies } from '../api/contest-queries';
import { ScoreSttsTag, scoreText } from './cntst-adm-format';
import { TieDialog } from './tie-dialog';

/** The spread (points of 100) above which the judges' totals of an entry are marked, until changed. */
const DEFAULT_SPREAD_LIMIT = 20;

type TReopen = { row: TCntstScoreRow; judge: TCntstJudgeScore };

/** The judges' sheets of one entry; a submitted one can be reopened with a reason. */
function JudgeScores({
  row,
  table,
  onReopen,
  published,
}: {
  row: TCntstScoreRow;
  table: TCntstScoreTableResponse;
  onReopen: (r: TReopen) => void;
  published: boolean;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TCntstJudgeScore> = [
    { title: t('admCntst.scores.judge'), dataIndex: 'judgeNm' },
    {
      title: t('admCntst.scores.sttsCd'),
      dataIndex: 'sttsCd',
      render: (stts: TCntstJudgeScore['sttsCd']) => <ScoreSttsTag sttsCd={stts === 'NONE' ? null : stts} none={t('admCntst.scores.none')} />,
    },
    ...table.crtrs.map((crtr) => ({
      title: crtr.crtrNm,
      key: crtr.crtrId,
      render: (_: unknown, judge: TCntstJudgeScore) => scoreText(judge.scores[crtr.crtrId]),
    })),
    { title: t('admCntst.scores.total'), dataIndex: 'total', render: (total: number | null) => scoreText(total) },
    { title: t('admCntst.scores.cmnt'), dataIndex: 'cmnt', render: (cmnt: string | null) => cmnt ?? '' },
    {
      title: t('admin.list.actions'),
      key: 'actions',
      render: (_, judge) =>
        judge.sttsCd === 'SUBMIT' && !published ? (
          <Button size="small" onClick={() => onReopen({ row, judge })} aria-label={t('admCntst.reopen.label', { entry: row.entryTtl, judge: judge.judgeNm })}>
            {t('admCntst.reopen.button')}
          </Button>
        ) : null,
    },
  ];
  return (
    <AdminTable<TCntstJudgeScore>
      caption={<span className="sr-only">{t('admCntst.scores.judgeCaption', { name: row.entryTtl })}</span>}
      rowKey="judgeId"
      size="small"
      columns={columns}
      dataSource={row.judges}
      emptyText={t('admCntst.scores.noJudges')}
    />
  );
}

/** Prizes given so far against each prize's count ('최우수상 1/1'). */
function PrizeCounts({ table, awards }: { table: TCntstScoreTableResponse; awards: Record<number, string | null> }) {
  const { t } = useTranslation();
  const given = Object.values(awards);
  return (
    <ul className="adm-cntst__prize-counts" aria-label={t('admCntst.prizes.countsLabel')}>
      {table.prizes.map((prize) => {
        const count = given.filter((id) => id === prize.prizeId).length;
        const over = count > prize.prizeCnt;
        return (
          <li key={prize.prizeId} className={over ? 'adm-cntst__over' : undefined}>
            {t('admCntst.prizes.count', { name: prize.prizeNm, count, max: prize.prizeCnt })}
            {over && ` ${t('admCntst.prizes.over')}`}
          </li>
        );
      })}
    </ul>
  );
}

/** Tied entries (equal total, no order decided) grouped by their total. */
function tieGroups(rows: TCntstScoreRow[]): TCntstScoreRow[][] {
  const groups = new Map<number, TCntstScoreRow[]>();
  for (const row of rows) {
    if (row.tieYn !== 'Y' || row.total === null) continue;
    groups.set(row.total, [...(groups.get(row.total) ?? []), row]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

/** The score table: means per criterion, weighted total, rank, spread, ties, prizes and the publication. */
export function ScoresPanel({ cntst }: { cntst: TCntstItem }) {
  const { t } = useTranslation();
  const spreadId = useId();
  const scores = useContestScores(cntst.cntstId);
  const reopen = useReopenScore(cntst.cntstId);
  const ties = useSaveTies(cntst.cntstId);
  const prizes = useSavePrizes(cntst.cntstId);
  const publish = usePublish(cntst.cntstId);
  const [spreadLimit, setSpreadLimit] = useState(DEFAULT_SPREAD_LIMIT);
  const [reopening, setReopening] = useState<TReopen | null>(null);
  const [tieRows, setTieRows] = useState<TCntstScoreRow[] | null>(null);
  // the prizes chosen on this page and not saved yet, over the saved ones
  const [edits, setEdits] = useState<Record<number, string | null>>({});
  const [openedAt] = useState(() => Date.now());
  const table = scores.data;
  const published = cntst.sttsCd === 'PUBLISHED';
  const savedAwards = useMemo(() => Object.fromEntries((table?.rows ?? []).map((row) => [row.entryId, row.prizeId])), [table]);
  const awards: Record<number, string | null> = { ...savedAwards, ...edits };
  const groups = useMemo(() => tieGroups(table?.rows ?? []), [table]);
  const pending = (table?.rows ?? []).reduce((sum, row) => sum + row.alcCnt - row.submitCnt, 0);
  const beforeAnn = openedAt < new Date(cntst.annDt).getTime();

  const onSavePrizes = async () => {
    if (!(await showConfirm(t('admCntst.prizes.saveConfirm')))) return;
    const body = Object.entries(awards).map(([entryId, prizeId]) => ({ entryId: Number(entryId), prizeId }));
    await prizes.mutateAsync(body).then(
      () => {
        setEdits({});
        return showAlert(t('common.result.saved'));
      },
      () => undefined,
    );
  };

  const onPublish = async () => {
    const question = pending > 0 ? t('admCntst.publish.confirmPending', { count: pending }) : t('admCntst.publish.confirm');
    if (!(await showConfirm(question))) return;
    await publish.mutateAsync(pending > 0 ? 'Y' : 'N').then(
      () => showAlert(t('admCntst.publish.done')),
      () => undefined,
    );
  };

  const prizeOptions = [
    { value: '', label: t('admCntst.prizes.none') },
    ...(table?.prizes ?? []).map((prize) => ({ value: prize.prizeId, label: prize.prizeNm })),
  ];
  const columns: TableColumnsType<TCntstScoreRow> = [
    {
      title: t('admCntst.scores.rank'),
      dataIndex: 'rank',
      render: (rank: number | null, row) => (
        <>
          {rank ?? '-'}
          {row.tieYn === 'Y' && <Tag color="orange">{t('admCntst.scores.tie')}</Tag>}
        </>
      ),
    },
    { title: t('admCntst.scores.entryTtl'), dataIndex: 'entryTtl' },
    { title: t('admCntst.scores.entrant'), dataIndex: 'userNm', render: (nm: string, row) => (row.schlNm ? `${nm} (${row.schlNm})` : nm) },
    ...(table?.crtrs ?? []).map((crtr) => ({
      title: t('admCntst.scores.mean', { name: crtr.crtrNm, weight: crtr.weight, max: crtr.maxScore }),
      key: crtr.crtrId,
      render: (_: unknown, row: TCntstScoreRow) => scoreText(row.means[crtr.crtrId]),
    })),
    { title: t('admCntst.scores.total'), dataIndex: 'total', render: (total: number | null) => <strong>{scoreText(total)}</strong> },
    {
      title: t('admCntst.scores.spread'),
      dataIndex: 'spread',
      render: (spread: number | null) =>
        spread !== null && spread > spreadLimit ? (
          <span className="adm-cntst__spread-high">
            {scoreText(spread)} <Tag color="red">{t('admCntst.scores.spreadHigh')}</Tag>
          </span>
        ) : (
          scoreText(spread)
        ),
    },
    { title: t('admCntst.scores.submitted'), key: 'submitted', render: (_, row) => `${row.submitCnt}/${row.alcCnt}` },
    {
      title: t('admCntst.scores.prize'),
      key: 'prize',
      render: (_, row) => (
        <Select
          size="small"
          className="adm-cntst__prize-select"
          value={awards[row.entryId] ?? ''}
          onChange={(value: string) => setEdits({ ...edits, [row.entryId]: value || null })}
          options={prizeOptions}
          disabled={published}
          aria-label={t('admCntst.prizes.selectLabel', { name: row.entryTtl })}
        />
      ),
    },
  ];

  return (
    <section className="adm-cntst__panel" aria-labelledby="adm-cntst-scores">
      <h2 id="adm-cntst-scores" className="adm-cntst__h2">
        {t('admCntst.tab.scores')}
      </h2>
      <p className="adm-cntst__help">{t('admCntst.scores.help')}</p>
      <div className="adm-page__toolbar">
        <Space wrap>
          <label htmlFor={spreadId}>{t('admCntst.scores.spreadLimit')}</label>
          <InputNumber<number>
            id={spreadId}
            min={0}
            max={100}
            value={spreadLimit}
            onChange={(value) => setSpreadLimit(value ?? DEFAULT_SPREAD_LIMIT)}
            size="small"
          />
        </Space>
        {!published && groups.length > 0 && (
          <Space wrap>
            {groups.map((group) => (
              <Button key={group[0]!.entryId} onClick={() => setTieRows(group)}>
                {t('admCntst.ties.open', { total: scoreText(group[0]!.total), count: group.length })}
              </Button>
            ))}
          </Space>
        )}
      </div>
      <AdminTable<TCntstScoreRow>
        caption={<span className="sr-only">{t('admCntst.scores.caption')}</span>}
        rowKey="entryId"
        columns={columns}
        dataSource={table?.rows ?? []}
        loading={scores.isFetching}
        emptyText={t('admCntst.scores.empty')}
        expandable={{
          expandedRowRender: (row) => table && <JudgeScores row={row} table={table} onReopen={setReopening} published={published} />,
          expandIcon: ({ expanded, onExpand, record }) => (
            <Button
              size="small"
              type="text"
              aria-expanded={expanded}
              onClick={(event) => onExpand(record, event)}
              aria-label={t('admCntst.scores.expand', { name: record.entryTtl })}
            >
              {expanded ? '−' : '+'}
            </Button>
          ),
        }}
      />
      {table && <PrizeCounts table={table} awards={awards} />}
      {published ? (
        <p className="adm-cntst__published" role="status">
          {t('admCntst.publish.published', { at: formatSeoulDateTime(cntst.pblsDt) })}
        </p>
      ) : (
        <div className="adm-cntst__actions">
          <Button onClick={() => void onSavePrizes()} loading={prizes.isPending} disabled={!table}>
            {t('admCntst.prizes.save')}
          </Button>
          <Button type="primary" onClick={() => void onPublish()} loading={publish.isPending} disabled={beforeAnn}>
            {t('admCntst.publish.button')}
          </Button>
          {beforeAnn && <span className="adm-cntst__help">{t('admCntst.publish.beforeAnn', { at: formatSeoulDateTime(cntst.annDt) })}</span>}
        </div>
      )}
      {reopening && (
        <ReasonModal
          open
          title={t('admCntst.reopen.title', { entry: reopening.row.entryTtl, judge: reopening.judge.judgeNm })}
          okText={t('admCntst.reopen.ok')}
          cancelText={t('admCntst.cancel')}
          notice={<p>{t('admCntst.reopen.notice')}</p>}
          reasonLabel={t('admCntst.reopen.reason')}
          maxLength={CNTST_LIMITS.reason}
          check={(reason) => (reason?.trim() ? undefined : CNTST_MESSAGES.reasonRequired)}
          onSubmit={(reason) =>
            reopen.mutateAsync({ entryId: reopening.row.entryId, judgeId: reopening.judge.judgeId, reason }).then(() => showAlert(t('admCntst.reopen.done')))
          }
          onClose={() => setReopening(null)}
        />
      )}
      {tieRows && <TieDialog rows={tieRows} pending={ties.isPending} onSubmit={(entryIds) => ties.mutateAsync(entryIds)} onClose={() => setTieRows(null)} />}
    </section>
  );
}
