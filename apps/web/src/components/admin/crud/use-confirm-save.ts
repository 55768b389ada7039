import { useTranslation } from '../../../lib/i18n';
import { showConfirm } from '../../modal/modal-store';

/** Every admin form asks before it saves (spec §8 '저장하시겠습니까?'); false: the person said no. */
export function useConfirmSave() {
  const { t } = useTranslation();
  return () => showConfirm(t('common.confirm.save'));
}
