import { formatSeoulDateTime, USER_STTS, type TMbrMngListItem, type TUserSttsCd } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { useListSearch } from '../../../components/card-list/use-list-search';
import { FormField, Input } from '../../../components/form';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { Pagination } from '../../../components/pagination';
import { useTranslation } from '../../../lib/i18n';
import { useManagedClasses, useManagedStudents, useResetPswd, useSetLock } from '../api/mbr-mng-queries';
import { ManagedClassSelect } from '../components/managed-class-select';
import { studentClsText } from '../components/student-cls';
import { StudentDetailDialog, TmpPswdDialog } from '../components/student-detail-dialog';
import '../../../components/list-table/list-table.css';
import '../stdnt-mng-catalogue';
import '../stdnt-mng.css';

type TTmp = { userId: string; userNm: string; tmpPswd: string };

/**
 * /mbrMng (issue 18): a teacher's students' accounts (homeroom class; the whole school for its
 * career teacher), searched by name and class, 10 a page; the detail, a temporary password shown
 * once, lock and unlock after a confirm. The server logs every view and action (privacy-log).
 */
export function MbrMngPage() {
  const { t } = useTranslation();
  const { search, setSearch, currentPage, setCurrentPage } = useListSearch('mbrMng', ['userNm', 'clsId'] as const);
  const [draft, setDraft] = useState(search);
  const classes = useManagedClasses();
  const students = useManagedStudents({ userNm: search.userNm || undefined, clsId: search.clsId ? Number(search.clsId) : undefined, currentPage });
  const reset = useResetPswd();
  const setLock = useSetLock();
  const [detailOf, setDetailOf] = useState<string>();
  const [tmp, setTmp] = useState<TTmp>();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch({ userNm: draft.userNm.trim(), clsId: draft.clsId });
  };

  async function onReset(student: TMbrMngListItem) {
    if (!(await showConfirm(t('stdntMng.mbrMng.confirmReset', { userNm: student.userNm })))) return;
    try {
      const answer = await reset.mutateAsync(student.userId);
      setTmp({ userId: student.userId, userNm: student.userNm, tmpPswd: answer.tmpPswd });
    } catch {
      // the API client has shown the server's message
    }
  }

  async function onLock(student: TMbrMngListItem, lock: boolean) {
    const question = lock ? 'stdntMng.mbrMng.confirmLock' : 'stdntMng.mbrMng.confirmUnlock';
    if (!(await showConfirm(t(question, { userNm: student.userNm })))) return;
    try {
      await setLock.mutateAsync({ userId: student.userId, lock });
    } catch {
      return;
    }
    await showAlert(t(lock ? 'stdntMng.mbrMng.locked' : 'stdntMng.mbrMng.unlocked'));
  }

  const page = students.data;
  const busy = reset.isPending || setLock.isPending;
  return (
    <div className="stdnt-mng">
      <p>{t('stdntMng.mbrMng.intro')}</p>
      <form className="stdnt-mng__search" role="search" aria-label={t('stdntMng.mbrMng.search')} onSubmit={onSearch}>
        <FormField label={t('stdntMng.mbrMng.userNm')}>
          <Input type="search" value={draft.userNm} maxLength={20} onChange={(e) => setDraft({ ...draft, userNm: e.currentTarget.value })} />
        </FormField>
        <FormField label={t('stdntMng.mbrMng.cls')}>
          <ManagedClassSelect
            classes={classes.data?.list ?? []}
            defaultOptionLabel={t('stdntMng.mbrMng.allClasses')}
            value={draft.clsId}
            onChange={(e) => setDraft({ ...draft, clsId: e.currentTarget.value })}
          />
        </FormField>
        <div>
          <button type="submit" className="btn btn--primary">
            {t('stdntMng.mbrMng.submit')}
          </button>
        </div>
      </form>
      {students.isPending && <p role="status">{t('stdntMng.loading')}</p>}
      {students.isError && <p role="alert">{t('stdntMng.loadFailed')}</p>}
      {page && (
        <section aria-label={t('stdntMng.mbrMng.caption')}>
          <p role="status">{t('stdntMng.mbrMng.count', { count: page.pagination.countItem })}</p>
          {page.list.length === 0 ? (
            <p className="card-list__empty">{t('stdntMng.mbrMng.empty')}</p>
          ) : (
            <StudentTable list={page.list} busy={busy} onDetail={setDetailOf} onReset={(s) => void onReset(s)} onLock={(s, lock) => void onLock(s, lock)} />
          )}
          <Pagination pagination={page.pagination} onChange={setCurrentPage} />
        </section>
      )}
      {detailOf && <StudentDetailDialog userId={detailOf} onClose={() => setDetailOf(undefined)} />}
      {tmp && <TmpPswdDialog {...tmp} onClose={() => setTmp(undefined)} />}
    </div>
  );
}

type TTableProps = {
  list: readonly TMbrMngListItem[];
  busy: boolean;
  onDetail: (userId: string) => void;
  onReset: (student: TMbrMngListItem) => void;
  onLock: (student: TMbrMngListItem, lock: boolean) => void;
};

function StudentTable({ list, busy, onDetail, onReset, onLock }: TTableProps) {
  const { t } = useTranslation();
  const col = (key: string) => t(`stdntMng.mbrMng.col.${key}`);
  return (
    <table className="list-table">
      <caption className="sr-only">{t('stdntMng.mbrMng.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{col('cls')}</th>
          <th scope="col">{col('userNm')}</th>
          <th scope="col">{col('userId')}</th>
          <th scope="col">{col('stts')}</th>
          <th scope="col">{col('lastLogin')}</th>
          <th scope="col">{col('actions')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((s) => {
          const locked = s.userSttsCd === 'LOCK';
          const stts = [USER_STTS[s.userSttsCd as TUserSttsCd] ?? s.userSttsCd, s.pswdChgNeededYn === 'Y' ? t('stdntMng.mbrMng.pswdChgNeeded') : null];
          return (
            <tr key={s.userId}>
              <td data-label={col('cls')}>{studentClsText(s, t)}</td>
              <th scope="row" className="list-table__main">
                <button
                  type="button"
                  className="stdnt-mng__name"
                  aria-haspopup="dialog"
                  aria-label={t('stdntMng.mbrMng.detail', { userNm: s.userNm })}
                  onClick={() => onDetail(s.userId)}
                >
                  {s.userNm}
                </button>
                {s.eblcRegYn === 'Y' && <span className="stdnt-mng__tag"> ({t('stdntMng.mbrMng.eblcReg')})</span>}
              </th>
              <td data-label={col('userId')}>{s.userId}</td>
              <td data-label={col('stts')}>{stts.filter(Boolean).join(', ')}</td>
              <td data-label={col('lastLogin')}>{s.lastLoginAt ? formatSeoulDateTime(s.lastLoginAt).slice(0, 16) : t('stdntMng.mbrMng.never')}</td>
              <td data-label={col('actions')}>
                <div className="stdnt-mng__row-actions">
                  <button
                    type="button"
                    className="btn btn--secondary"
                    disabled={busy}
                    aria-label={t('stdntMng.mbrMng.resetLabel', { userNm: s.userNm })}
                    onClick={() => onReset(s)}
                  >
                    {t('stdntMng.mbrMng.resetPswd')}
                  </button>
                  {(locked || s.userSttsCd === 'ACTV') && (
                    <button
                      type="button"
                      className="btn btn--secondary"
                      disabled={busy}
                      aria-label={t(locked ? 'stdntMng.mbrMng.unlockLabel' : 'stdntMng.mbrMng.lockLabel', { userNm: s.userNm })}
                      onClick={() => onLock(s, !locked)}
                    >
                      {t(locked ? 'stdntMng.mbrMng.unlock' : 'stdntMng.mbrMng.lock')}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
