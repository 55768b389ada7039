import { CLS_LIMITS, CLS_MESSAGES, formatSeoulDateTime, type TRoster, type TRosterPending } from '@portal/contract';
import { useState } from 'react';
import { Input } from '../../../components/form';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useTranslation } from '../../../lib/i18n';
import { useApproveStudents } from '../api/cls-queries';
import '../../../components/list-table/list-table.css';

/** spec §5 at the field: the number is required, 1..99, and free in the class. */
function numberError(value: string, taken: ReadonlySet<number>, t: (key: string) => string): string | undefined {
  if (value.trim() === '') return t('cls.clsInfo.stdntNoRequired');
  const no = Number(value);
  if (!Number.isInteger(no) || no < 1 || no > CLS_LIMITS.stdntNoMax) return CLS_MESSAGES.stdntNo;
  if (taken.has(no)) return CLS_MESSAGES.stdntNoTaken(no);
  return undefined;
}

/**
 * The students who chose this class at join (issue 18): each approved with a number by the class's
 * homeroom or career teacher; the first wrong number shows its message and takes the focus.
 */
export function PendingStudents({ roster, clsName }: { roster: TRoster; clsName: string }) {
  const { t } = useTranslation();
  const approve = useApproveStudents();
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const taken = new Set(roster.students.flatMap((s) => (s.stdntNo === null ? [] : [s.stdntNo])));
  const col = (key: string) => t(`cls.clsInfo.pendingCol.${key}`);
  const inputId = (userId: string) => `pending-no-${userId}`;

  async function onApprove(student: TRosterPending) {
    const value = numbers[student.userId] ?? '';
    const error = numberError(value, taken, t);
    setErrors({ ...errors, [student.userId]: error });
    if (error) {
      document.getElementById(inputId(student.userId))?.focus();
      return;
    }
    const stdntNo = Number(value);
    if (!(await showConfirm(t('cls.clsInfo.confirmApprove', { userNm: student.userNm, cls: clsName, stdntNo })))) return;
    try {
      await approve.mutateAsync({ clsId: roster.cls.clsId, body: { students: [{ userId: student.userId, stdntNo }] } });
    } catch {
      return;
    }
    await showAlert(t('cls.clsInfo.approved'));
  }

  return (
    <section aria-labelledby="cls-pending-title">
      <h2 id="cls-pending-title" className="cls__title">
        {t('cls.clsInfo.pendingTitle')}
      </h2>
      <p>{t('cls.clsInfo.pendingIntro')}</p>
      <table className="list-table">
        <caption className="sr-only">{t('cls.clsInfo.pendingTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{col('userNm')}</th>
            <th scope="col">{col('chosen')}</th>
            <th scope="col">{col('joinAt')}</th>
            <th scope="col">{col('stdntNo')}</th>
            <th scope="col">{col('approve')}</th>
          </tr>
        </thead>
        <tbody>
          {roster.pending.map((s) => {
            const error = errors[s.userId];
            return (
              <tr key={s.userId}>
                <th scope="row" className="list-table__main">
                  {s.userNm}
                </th>
                <td data-label={col('chosen')}>{s.grd !== null && s.clsNm ? t('cls.clsInfo.chosen', s) : '-'}</td>
                <td data-label={col('joinAt')}>{formatSeoulDateTime(s.joinAt).slice(0, 10)}</td>
                <td data-label={col('stdntNo')}>
                  <Input
                    id={inputId(s.userId)}
                    className="cls__no-input"
                    inputMode="numeric"
                    maxLength={2}
                    aria-label={t('cls.clsInfo.stdntNoOf', s)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId(s.userId)}-error` : undefined}
                    value={numbers[s.userId] ?? ''}
                    onChange={(e) => setNumbers({ ...numbers, [s.userId]: e.currentTarget.value.replace(/\D/g, '') })}
                  />
                  {error && (
                    <p id={`${inputId(s.userId)}-error`} className="form-error">
                      {error}
                    </p>
                  )}
                </td>
                <td data-label={col('approve')}>
                  <button
                    type="button"
                    className="btn btn--primary cls__small"
                    disabled={approve.isPending}
                    aria-label={t('cls.clsInfo.approveLabel', s)}
                    onClick={() => void onApprove(s)}
                  >
                    {t('cls.clsInfo.approve')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
