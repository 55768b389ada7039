import { formatSeoulDateTime, type TSchlTchrItem } from '@portal/contract';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useTranslation } from '../../../lib/i18n';
import { useDecideTeacher } from '../api/cls-queries';
import { roleNames } from './role-names';
import '../../../components/list-table/list-table.css';

/**
 * The school's teachers, pending first (issue 18): name, roles, state; the school's career
 * teacher approves or refuses the pending ones here (the server checks it again).
 */
export function SchoolTeachersTable({ teachers, canDecide }: { teachers: readonly TSchlTchrItem[]; canDecide: boolean }) {
  const { t } = useTranslation();
  const decide = useDecideTeacher();
  const col = (key: string) => t(`cls.schlInfo.tchrCol.${key}`);

  async function onDecide(teacher: TSchlTchrItem, approve: boolean) {
    const question = approve ? 'cls.schlInfo.confirmApprove' : 'cls.schlInfo.confirmRefuse';
    if (!(await showConfirm(t(question, { userNm: teacher.userNm })))) return;
    try {
      await decide.mutateAsync({ userId: teacher.userId, approve });
    } catch {
      return;
    }
    await showAlert(t(approve ? 'cls.schlInfo.approved' : 'cls.schlInfo.refused'));
  }

  if (teachers.length === 0) return <p className="card-list__empty">{t('cls.schlInfo.teachersEmpty')}</p>;
  const showActions = canDecide && teachers.some((teacher) => teacher.sttsCd === 'PNDG');
  return (
    <table className="list-table">
      <caption className="sr-only">{t('cls.schlInfo.teachersTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{col('userNm')}</th>
          <th scope="col">{col('roles')}</th>
          <th scope="col">{col('stts')}</th>
          <th scope="col">{col('reqAt')}</th>
          {showActions && <th scope="col">{col('actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {teachers.map((teacher) => (
          <tr key={teacher.userId}>
            <th scope="row" className="list-table__main">
              {teacher.userNm}
            </th>
            <td data-label={col('roles')}>{roleNames(teacher, t)}</td>
            <td data-label={col('stts')}>{t(`cls.stts.${teacher.sttsCd}`)}</td>
            <td data-label={col('reqAt')}>{formatSeoulDateTime(teacher.reqAt).slice(0, 10)}</td>
            {showActions && (
              <td data-label={col('actions')}>
                {teacher.sttsCd === 'PNDG' && (
                  <div className="cls__row-actions">
                    <button
                      type="button"
                      className="btn btn--primary"
                      disabled={decide.isPending}
                      aria-label={t('cls.schlInfo.approveLabel', teacher)}
                      onClick={() => void onDecide(teacher, true)}
                    >
                      {t('cls.schlInfo.approve')}
                    </button>
                    <button
                      type="button"
                      className="btn btn--secondary"
                      disabled={decide.isPending}
                      aria-label={t('cls.schlInfo.refuseLabel', teacher)}
                      onClick={() => void onDecide(teacher, false)}
                    >
                      {t('cls.schlInfo.refuse')}
                    </button>
                  </div>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
