import type { TBmnexhlItem, TSmnexhlItem } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { bmnexhlResource } from '../api/bmnexhl-resource';
import { mnexhlKeys } from '../api/mnexhl-keys';
import { smnexhlResource } from '../api/smnexhl-resource';

/** After a change to the halls: the admin lists and details, and the public pages, are read again. */
export function useRefreshHalls() {
  const queryClient = useQueryClient();
  return () => Promise.all([bmnexhlResource.keys.all, smnexhlResource.keys.all, mnexhlKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** After a save: the halls are read again, and the saved hall's view page opens saying 'saved'. */
export function useShowSavedHall() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshHalls();
  return (viewPath: string) => {
    void refresh();
    navigate(viewPath, { replace: true });
    void showAlert(t('common.result.saved'));
  };
}

/**
 * Deleting a big hall: the question names how many small halls go with it (the server deletes
 * both in one transaction). Resolves true when deleted.
 */
export function useDeleteBmnexhl() {
  const { t } = useTranslation();
  const remove = bmnexhlResource.useDelete();
  const refresh = useRefreshHalls();
  return async (item: Pick<TBmnexhlItem, 'bmnexhlId' | 'bmnexhlNm' | 'smnexhlCnt'>): Promise<boolean> => {
    const question =
      item.smnexhlCnt > 0
        ? t('admMnexhl.bmnexhl.confirmDeleteWithSmall', { name: item.bmnexhlNm, count: item.smnexhlCnt })
        : t('admMnexhl.bmnexhl.confirmDelete', { name: item.bmnexhlNm });
    return confirmAndDelete(question, () => remove.mutateAsync(item.bmnexhlId), refresh, t('common.result.deleted'));
  };
}

export function useDeleteSmnexhl() {
  const { t } = useTranslation();
  const remove = smnexhlResource.useDelete();
  const refresh = useRefreshHalls();
  return (item: Pick<TSmnexhlItem, 'smnexhlId' | 'smnexhlNm'>): Promise<boolean> =>
    confirmAndDelete(
      t('admMnexhl.smnexhl.confirmDelete', { name: item.smnexhlNm }),
      () => remove.mutateAsync(item.smnexhlId),
      refresh,
      t('common.result.deleted'),
    );
}

/** A refusal was already shown by the API client's dialog. */
async function confirmAndDelete(question: string, run: () => Promise<unknown>, refresh: () => Promise<unknown>, done: string): Promise<boolean> {
  if (!(await showConfirm(question))) return false;
  try {
    await run();
  } catch {
    return false;
  }
  void refresh();
  void showAlert(done);
  return true;
}
