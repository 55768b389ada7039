import { SRVY_CROSS_DIMS, SRVY_CROSS_QSTN_TYPES, type TSrvyCross, type TSrvyRslt } from '@portal/contract';
import { Select, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { AdminTable } from '../../../../components/admin/admin-table';
import { useTranslation } from '../../../../lib/i18n';
import { useSrvyCross } from '../api/srvy-rslt-queries';

type TCrossRow = TSrvyCross['rows'][number];

/** Cross-tabulation: rows by a question, member type or school level; columns by another question (row percents). */
export function CrossTab({ rslt }: { rslt: TSrvyRslt }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rowId = useId();
  const colId = useId();
  const qstns = rslt.qstns.filter((qstn) => (SRVY_CROSS_QSTN_TYPES as readonly string[]).includes(qstn.qstnType));
  const numbers = new Map(rslt.qstns.map((qstn, i) => [qstn.qstnId, i + 1]));
  const qstnOptions = qstns.map((qstn) => ({ value: qstn.qstnId, label: `${numbers.get(qstn.qstnId)}. ${qstn.qstnTtl}` }));
  const rowOptions = [...Object.entries(SRVY_CROSS_DIMS).map(([value, label]) => ({ value, label })), ...qstnOptions];
  const [rowKey, setRowKey] = useState('MBR_TYPE');
  const [colKey, setColKey] = useState(qstnOptions[0]?.value ?? '');
  const cross = useSrvyCross(rslt.srvyId, rowKey, colKey);
  const data = cross.data;

  const columns: TableColumnsType<TCrossRow> = data
    ? [
        { title: data.rowTtl, dataIndex: 'label' },
        ...data.cols.map((col, i) => ({
          title: col.label,
          key: col.key,
          render: (_: unknown, row: TCrossRow) => `${row.cnts[i] ?? 0} (${(row.pcts[i] ?? 0).toFixed(1)}%)`,
        })),
        { title: t('admSrvy.rslt.total'), dataIndex: 'total' },
      ]
    : [];

  return (
    <section className="srvy-rslt__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('admSrvy.rslt.cross')}</h2>
      {qstnOptions.length === 0 ? (
        <p>{t('admSrvy.rslt.noCross')}</p>
      ) : (
        <>
          <div className="srvy-adm__row">
            <div className="srvy-adm__field">
              <label htmlFor={rowId}>{t('admSrvy.rslt.crossRow')}</label>
              <Select id={rowId} value={rowKey} onChange={setRowKey} options={rowOptions} style={{ minWidth: 240 }} />
            </div>
            <div className="srvy-adm__field">
              <label htmlFor={colId}>{t('admSrvy.rslt.crossCol')}</label>
              <Select id={colId} value={colKey} onChange={setColKey} options={qstnOptions} style={{ minWidth: 240 }} />
            </div>
          </div>
          {rowKey === colKey ? (
            <p role="alert">{t('admSrvy.rslt.crossSame')}</p>
          ) : (
            <AdminTable<TCrossRow>
              caption={data ? t('admSrvy.rslt.crossCaption', { row: data.rowTtl, col: data.colTtl, total: data.total }) : undefined}
              rowKey="key"
              columns={columns}
              dataSource={data?.rows ?? []}
              loading={cross.isFetching}
              emptyText={t('admSrvy.rslt.noAnswers')}
            />
          )}
        </>
      )}
    </section>
  );
}
