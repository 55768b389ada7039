import type { TCntstMyEntry } from '@portal/contract';
import { useState } from 'react';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { Pagination } from '../../../components/pagination';
import { useTranslation } from '../../../lib/i18n';
import { usePagingState } from '../../../lib/paging';
import { useMyEntries, useWithdrawEntry } from '../api/cntst-queries';
import { MyEntryItem } from '../components/my-entry-item';
import '../cntst-catalogue';
import '../cntst.css';

/**
 * /myPage/cntstAply (issue 17): the member's contest entries with their status, files and prizes;
 * editing and withdrawing (after a confirm) while the entry period is open; the results once
 * announced. Members only (the route guard; the server answers only the caller's entries).
 */
export function MyCntstAplyPage() {
  const { t } = useTranslation();
  const { paging, setCurrentPage } = usePagingState('cntstAply');
  const result = useMyEntries(paging.currentPage);
  const withdraw = useWithdrawEntry();
  const [withdrawnId, setWithdrawnId] = useState<number>();

  async function onWithdraw(entry: TCntstMyEntry) {
    if (!(await showConfirm(t('cntst.my.confirmWithdraw', { entryTtl: entry.entryTtl })))) return;
    try {
      await withdraw.mutateAsync({ cntstId: entry.cntstId, entryId: entry.entryId });
    } catch {
      return; // the API client has shown the server's message
    }
    await showAlert(t('cntst.my.withdrawn'));
    setWithdrawnId(entry.entryId);
  }

  const page = result.data;
  return (
    <div className="cntst">
      <p>{t('cntst.my.intro')}</p>
      {result.isPending && <p role="status">{t('cntst.loading')}</p>}
      {result.isError && <p role="alert">{t('cntst.loadFailed')}</p>}
      {page && page.list.length === 0 && <p className="card-list__empty">{t('cntst.my.empty')}</p>}
      {page && page.list.length > 0 && (
        <>
          <ul className="cntst-my__list" aria-label={t('cntst.my.title')}>
            {page.list.map((entry) => (
              <li key={entry.entryId}>
                <MyEntryItem entry={entry} focused={entry.entryId === withdrawnId} withdrawing={withdraw.isPending} onWithdraw={(e) => void onWithdraw(e)} />
              </li>
            ))}
          </ul>
          <Pagination pagination={page.pagination} onChange={setCurrentPage} />
        </>
      )}
    </div>
  );
}
