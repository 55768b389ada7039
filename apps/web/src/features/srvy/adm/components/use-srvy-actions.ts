import { useNavigate } from 'react-router';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useSrvyAction } from '../api/srvy-adm-queries';
import { SRVY_ADM_BASE } from './srvy-adm-format';

type TTarget = { srvyId: number; srvyTtl: string };

/**
 * Copy, publish, close and new version, each asked first (spec §8), then said done. A copy or a new
 * version opens in the builder; a refusal was already shown by the API client's dialog.
 */
export function useSrvyActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = useSrvyAction();
  /** true once the action is done and said so */
  const run = async (kind: 'copy' | 'publish' | 'close' | 'newVersion', { srvyId, srvyTtl }: TTarget): Promise<boolean> => {
    if (!(await showConfirm(t(`admSrvy.confirm.${kind}`, { name: srvyTtl })))) return false;
    const done = await action.mutateAsync({ action: kind, srvyId }).catch(() => undefined);
    if (!done) return false;
    await showAlert(t(`admSrvy.done.${kind}`, { name: done.srvyTtl, verNo: done.verNo }));
    if (kind === 'copy' || kind === 'newVersion') void navigate(`${SRVY_ADM_BASE}/${done.srvyId}`);
    return true;
  };
  return { run, pending: action.isPending };
}
