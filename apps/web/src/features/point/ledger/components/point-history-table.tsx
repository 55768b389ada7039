import type { TLedgerRow } from '@portal/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import '../../../../components/list-table/list-table.css';
import { PointAmount } from './point-amount';
import { formatLedgerDt, formatPoints, safeSrcUrl } from './point-format';

type TProps = {
  rows: readonly TLedgerRow[];
  /** the Korean name of a type code (the reflected POINT_TYPE codes) */
  typeName: (pointTypeCd: string) => string;
};

/**
 * The student's history: a table with a caption and column headers; on a phone each row becomes a
 * card whose cells name their column (ledger.css), so nothing scrolls sideways at 360 px.
 */
export function PointHistoryTable({ rows, typeName }: TProps) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="card-list__empty">{t('pointLedger.empty')}</p>;
  return (
    <table className="list-table point-table">
      <caption className="sr-only">{t('pointLedger.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pointLedger.col.regDt')}</th>
          <th scope="col">{t('pointLedger.col.type')}</th>
          <th scope="col">{t('pointLedger.col.reason')}</th>
          <th scope="col">{t('pointLedger.col.points')}</th>
          <th scope="col">{t('pointLedger.col.balance')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const srcUrl = safeSrcUrl(row.srcUrl);
          return (
            <tr key={row.ledgerId}>
              <td className="point-table__dt" data-label={t('pointLedger.col.regDt')}>
                <time dateTime={row.regDt}>{formatLedgerDt(row.regDt)}</time>
              </td>
              <td className="point-table__type" data-label={t('pointLedger.col.type')}>
                {typeName(row.pointTypeCd)}
              </td>
              <th scope="row" className="list-table__main">
                {srcUrl ? <Link to={srcUrl}>{row.reason}</Link> : row.reason}
              </th>
              <td className="point-table__num" data-label={t('pointLedger.col.points')}>
                <PointAmount points={row.points} />
              </td>
              <td className="point-table__num" data-label={t('pointLedger.col.balance')}>
                {t('pointLedger.balanceAfter', { points: formatPoints(row.balanceAfter) })}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
