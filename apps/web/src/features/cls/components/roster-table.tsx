import { formatSeoulDateTime, USER_STTS, type TRosterStudent, type TUserSttsCd } from '@portal/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import '../../../components/list-table/list-table.css';

type TProps = {
  /** the table's name: the class's roster title */
  caption: string;
  students: readonly TRosterStudent[];
  /** the caller may move students of this class */
  canEdit: boolean;
  onMove: (student: TRosterStudent) => void;
};

/**
 * The class roster (issue 18): number, name, account state, last login, this year's activity count,
 * links to the student's activities (/myPage/list/:userId) and portfolio (/myPage/portflo/:userId),
 * and a move for the class's homeroom or career teacher.
 */
export function RosterTable({ caption, students, canEdit, onMove }: TProps) {
  const { t } = useTranslation();
  const col = (key: string) => t(`cls.clsInfo.col.${key}`);
  if (students.length === 0) return <p className="card-list__empty">{t('cls.clsInfo.rosterEmpty')}</p>;
  return (
    <table className="list-table cls__roster">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{col('stdntNo')}</th>
          <th scope="col">{col('userNm')}</th>
          <th scope="col">{col('stts')}</th>
          <th scope="col">{col('lastLogin')}</th>
          <th scope="col">{col('actvCnt')}</th>
          <th scope="col">{col('records')}</th>
          {canEdit && <th scope="col">{col('move')}</th>}
        </tr>
      </thead>
      <tbody>
        {students.map((s) => (
          <tr key={s.userId}>
            <td data-label={col('stdntNo')}>{s.stdntNo ?? '-'}</td>
            <th scope="row" className="list-table__main">
              {s.userNm}
            </th>
            <td data-label={col('stts')}>{USER_STTS[s.userSttsCd as TUserSttsCd] ?? s.userSttsCd}</td>
            <td data-label={col('lastLogin')}>{s.lastLoginAt ? formatSeoulDateTime(s.lastLoginAt).slice(0, 16) : t('cls.clsInfo.never')}</td>
            <td data-label={col('actvCnt')}>{t('cls.clsInfo.actvCnt', { count: s.actvCnt })}</td>
            <td data-label={col('records')}>
              <span className="cls__links">
                <Link to={`/myPage/list/${encodeURIComponent(s.userId)}`} aria-label={t('cls.clsInfo.actvLabel', s)}>
                  {t('cls.clsInfo.actvLink')}
                </Link>
                <Link to={`/myPage/portflo/${encodeURIComponent(s.userId)}`} aria-label={t('cls.clsInfo.portfloLabel', s)}>
                  {t('cls.clsInfo.portfloLink')}
                </Link>
              </span>
            </td>
            {canEdit && (
              <td data-label={col('move')}>
                <button
                  type="button"
                  className="btn btn--secondary cls__small"
                  aria-haspopup="dialog"
                  aria-label={t('cls.clsInfo.moveLabel', s)}
                  onClick={() => onMove(s)}
                >
                  {t('cls.clsInfo.move')}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
