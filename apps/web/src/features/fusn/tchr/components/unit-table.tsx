import type { TFusnRsvtUnit } from '@portal/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { stdntAplyListPath } from '../fusn-tchr-format';

type TUnitTableProps = {
  schlRsvtId: number;
  units: readonly TFusnRsvtUnit[];
  /** the caller may read the student lists: each unit links to its applicants */
  linked: boolean;
};

/** The reservation's apply units: name, capacity, applied, and the link to the unit's students. */
export function UnitTable({ schlRsvtId, units, linked }: TUnitTableProps) {
  const { t } = useTranslation();
  return (
    <table className="list-table fusn-tchr__table">
      <caption className="sr-only">{t('fusnTchr.view.units')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fusnTchr.view.unitCol')}</th>
          <th scope="col">{t('fusnTchr.view.cpctyCol')}</th>
          <th scope="col">{t('fusnTchr.view.aplyCol')}</th>
          {linked && <th scope="col">{t('fusnTchr.view.listCol')}</th>}
        </tr>
      </thead>
      <tbody>
        {units.map((unit) => (
          <tr key={unit.aplyUnitCd}>
            <th scope="row" className="list-table__main">
              {unit.unitNm}
            </th>
            <td data-label={t('fusnTchr.view.cpctyCol')}>{t('fusnTchr.view.perCount', { count: unit.cpcty })}</td>
            <td data-label={t('fusnTchr.view.aplyCol')}>{t('fusnTchr.view.perCount', { count: unit.aplyCnt })}</td>
            {linked && (
              <td data-label={t('fusnTchr.view.listCol')}>
                <Link to={stdntAplyListPath(schlRsvtId, unit.aplyUnitCd)}>{t('fusnTchr.view.unitList', unit)}</Link>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
