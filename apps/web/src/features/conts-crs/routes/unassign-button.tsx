import type { TCrsAsgnItem } from '@portal/contract';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useTranslation } from '../../../lib/i18n';
import { useUnassign } from '../api/conts-crs-queries';

/**
 * The teacher ends one of their assignments after a question: it leaves their table and the
 * students' pages (the students' opening records stay on the server). A refusal was shown by the API
 * client's dialog.
 */
export function UnassignButton({ asgn }: { asgn: TCrsAsgnItem }) {
  const { t } = useTranslation();
  const unassign = useUnassign();
  const name = t('contsCrsAsgn.asgnOption', { crsTtl: asgn.crsTtl, grd: asgn.grd, clsNo: asgn.clsNo });
  const onClick = async () => {
    if (unassign.isPending || !(await showConfirm(t('contsCrsAsgn.unassignConfirm', { name })))) return;
    const done = await unassign.mutateAsync(asgn.asgnId).catch(() => null);
    if (done) await showAlert(t('contsCrsAsgn.unassigned'));
  };
  return (
    // not disabled while it works: a disabled button would drop the keyboard user's focus to the page
    <button
      type="button"
      className="btn btn--secondary"
      aria-label={t('contsCrsAsgn.unassignNamed', { name })}
      aria-disabled={unassign.isPending || undefined}
      onClick={() => void onClick()}
    >
      {t('contsCrsAsgn.unassign')}
    </button>
  );
}
