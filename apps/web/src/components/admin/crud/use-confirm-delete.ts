import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../modal/modal-store';

/**
 * Deleting from an admin list: asks (spec §8 'delete?', naming the item), deletes, says 'deleted'.
 * A refusal was already shown by the API client's dialog.
 */
export function useConfirmDelete<TId>(remove: UseMutationResult<unknown, unknown, TId>, question?: (name: string) => string) {
  const { t } = useTranslation();
  return async (id: TId, name: string) => {
    if (!(await showConfirm(question ? question(name) : `${name}\n${t('common.confirm.delete')}`))) return;
    await remove.mutateAsync(id).then(
      () => showAlert(t('common.result.deleted')),
      () => undefined,
    );
  };
}
