import { SRVY_QSTN_TYPES, type TSrvyQstnRslt } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { AdminTable } from '../../../../components/admin/admin-table';
import { type TFunction, useTranslation } from '../../../../lib/i18n';
import { RsltBarChart } from './rslt-bar-chart';
import { TextAnswers } from './text-answers';

type TCountRow = { key: string; name: string; cnt: number; pct: number };
type TMatrixRow = NonNullable<TSrvyQstnRslt['rows']>[number];
type TRankRow = NonNullable<TSrvyQstnRslt['ranks']>[number];

const fixed = (t: TFunction, value: number | null | undefined, digits = 2) =>
  value === null || value === undefined ? t('admSrvy.rslt.none') : value.toFixed(digits);

/** Counts with percents: the chart of percents and the table saying the same. */
function CountTable({ title, rows, n }: { title: string; rows: TCountRow[]; n: number }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TCountRow> = [
    { title: t('admSrvy.rslt.item'), dataIndex: 'name' },
    { title: t('admSrvy.rslt.cnt'), dataIndex: 'cnt', render: (cnt: number) => cnt.toLocaleString('ko-KR') },
    { title: t('admSrvy.rslt.pct'), dataIndex: 'pct', render: (pct: number) => `${pct.toFixed(1)}%` },
  ];
  return (
    <div className="srvy-rslt__pair">
      <RsltBarChart
        labels={rows.map((row) => row.name)}
        values={rows.map((row) => row.pct)}
        max={100}
        summary={t('admSrvy.rslt.chartSummary', { title: `${n}. ${title}`, list: rows.map((row) => `${row.name} ${row.pct}%`).join(', ') })}
      />
      <AdminTable<TCountRow>
        caption={<span className="sr-only">{t('admSrvy.rslt.tableCaption', { n })}</span>}
        rowKey="key"
        columns={columns}
        dataSource={rows}
        emptyText={t('admSrvy.rslt.noAnswers')}
      />
    </div>
  );
}

function MatrixTable({ qstn, n }: { qstn: TSrvyQstnRslt; n: number }) {
  const { t } = useTranslation();
  const rows = qstn.rows ?? [];
  const points = rows[0]?.dist.map((d) => d.point) ?? [];
  const columns: TableColumnsType<TMatrixRow> = [
    { title: t('admSrvy.rslt.row'), dataIndex: 'rowNm' },
    { title: t('admSrvy.rslt.mean'), dataIndex: 'mean', render: (mean: number | null) => fixed(t, mean) },
    ...points.map((point, i) => ({
      title: t('admSrvy.rslt.point', { point }),
      key: `p${point}`,
      render: (_: unknown, row: TMatrixRow) => `${row.dist[i]?.cnt ?? 0} (${(row.dist[i]?.pct ?? 0).toFixed(1)}%)`,
    })),
  ];
  return (
    <div className="srvy-rslt__pair">
      <RsltBarChart
        labels={rows.map((row) => row.rowNm)}
        values={rows.map((row) => row.mean ?? 0)}
        max={points.length || undefined}
        summary={t('admSrvy.rslt.meanSummary', { title: `${n}. ${qstn.qstnTtl}`, list: rows.map((row) => `${row.rowNm} ${fixed(t, row.mean)}`).join(', ') })}
      />
      <AdminTable<TMatrixRow>
        caption={<span className="sr-only">{t('admSrvy.rslt.tableCaption', { n })}</span>}
        rowKey="rowId"
        columns={columns}
        dataSource={rows}
        emptyText={t('admSrvy.rslt.noAnswers')}
      />
    </div>
  );
}

function RankTable({ qstn, n }: { qstn: TSrvyQstnRslt; n: number }) {
  const { t } = useTranslation();
  const ranks = qstn.ranks ?? [];
  const columns: TableColumnsType<TRankRow> = [
    { title: t('admSrvy.rslt.item'), dataIndex: 'optNm' },
    { title: t('admSrvy.rslt.rankCnt'), dataIndex: 'cnt' },
    { title: t('admSrvy.rslt.meanRank'), dataIndex: 'meanRank', render: (mean: number | null) => fixed(t, mean) },
  ];
  return (
    <div className="srvy-rslt__pair">
      <RsltBarChart
        labels={ranks.map((rank) => rank.optNm)}
        values={ranks.map((rank) => rank.meanRank ?? 0)}
        summary={t('admSrvy.rslt.rankSummary', {
          title: `${n}. ${qstn.qstnTtl}`,
          list: ranks.map((rank) => `${rank.optNm} ${fixed(t, rank.meanRank)}`).join(', '),
        })}
      />
      <AdminTable<TRankRow>
        caption={<span className="sr-only">{t('admSrvy.rslt.tableCaption', { n })}</span>}
        rowKey="optId"
        columns={columns}
        dataSource={ranks}
        emptyText={t('admSrvy.rslt.noAnswers')}
      />
    </div>
  );
}

/** One question's result: what it counts (choices, scale, matrix, numbers, dates, ranks, files, texts). */
export function QstnRslt({ srvyId, qstn, n }: { srvyId: number; qstn: TSrvyQstnRslt; n: number }) {
  const { t } = useTranslation();
  const typeNm = SRVY_QSTN_TYPES[qstn.qstnType as keyof typeof SRVY_QSTN_TYPES] ?? qstn.qstnType;
  return (
    <section className="srvy-rslt__qstn" aria-labelledby={`srvy-rslt-${qstn.qstnId}`}>
      <h3 id={`srvy-rslt-${qstn.qstnId}`}>
        {n}. {qstn.qstnTtl} <span className="srvy-adm__type">{typeNm}</span>
      </h3>
      <p className="srvy-rslt__meta">{t('admSrvy.rslt.answered', { count: qstn.answeredCnt })}</p>
      {qstn.choices && (
        <CountTable
          title={qstn.qstnTtl}
          n={n}
          rows={qstn.choices.map((choice) => ({ key: choice.optId, name: choice.optNm, cnt: choice.cnt, pct: choice.pct }))}
        />
      )}
      {qstn.scale && (
        <>
          <p className="srvy-rslt__mean">{t('admSrvy.rslt.meanIs', { mean: fixed(t, qstn.scale.mean) })}</p>
          <CountTable
            title={qstn.qstnTtl}
            n={n}
            rows={qstn.scale.dist.map((d) => ({ key: String(d.point), name: t('admSrvy.rslt.point', { point: d.point }), cnt: d.cnt, pct: d.pct }))}
          />
        </>
      )}
      {qstn.rows && <MatrixTable qstn={qstn} n={n} />}
      {qstn.num && (
        <dl className="srvy-rslt__facts">
          <dt>{t('admSrvy.rslt.min')}</dt>
          <dd>{fixed(t, qstn.num.min)}</dd>
          <dt>{t('admSrvy.rslt.mean')}</dt>
          <dd>{fixed(t, qstn.num.mean)}</dd>
          <dt>{t('admSrvy.rslt.max')}</dt>
          <dd>{fixed(t, qstn.num.max)}</dd>
        </dl>
      )}
      {qstn.dateRange && (
        <p>{t('admSrvy.rslt.dateRange', { first: qstn.dateRange.first ?? t('admSrvy.rslt.none'), last: qstn.dateRange.last ?? t('admSrvy.rslt.none') })}</p>
      )}
      {qstn.ranks && <RankTable qstn={qstn} n={n} />}
      {qstn.fileCnt !== undefined && <p>{t('admSrvy.rslt.fileCnt', { count: qstn.fileCnt })}</p>}
      {qstn.textCnt !== undefined && <TextAnswers srvyId={srvyId} qstnId={qstn.qstnId} n={n} count={qstn.textCnt} />}
    </section>
  );
}
