import { crrActvListPath, recordIdOf, type TCrrActvView } from '@portal/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useTranslation } from '../../../lib/i18n';
import { useActv } from '../api/get-actv';
import { useRemoveActv } from '../api/remove-actv';
import { ActvDetail } from '../components/actv-detail';
import { ActvFailed } from '../components/actv-failed';
import { actvWritePath } from '../crr-actv-paths';
import '../crr-actv-catalogue';
import '../crr-actv.css';

/** The list, and for the writer the edit and the delete (after a confirm; the server withdraws the CRR points, spec §9). */
function ActvActions({ actv }: { actv: TCrrActvView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useRemoveActv();
  const listPath = crrActvListPath(actv.actvSeCd);

  const onDelete = async () => {
    if (!(await showConfirm(t('crrActv.view.confirmDelete')))) return;
    // a refusal: the API client has shown the server's message
    const done = await remove.mutateAsync(actv.crrActvId).then(
      () => true,
      () => false,
    );
    if (!done) return;
    await showAlert(t('crrActv.view.deleted'));
    void navigate(listPath);
  };

  return (
    <p className="crr-actv__actions">
      <Link className="btn btn--secondary" to={listPath}>
        {t('crrActv.view.list')}
      </Link>
      {actv.editable && (
        <>
          <Link className="btn btn--secondary" to={actvWritePath(actv.crrActvId)}>
            {t('crrActv.view.edit')}
          </Link>
          <button type="button" className="btn btn--secondary" disabled={remove.isPending} onClick={() => void onDelete()}>
            {t('crrActv.view.delete')}
          </button>
        </>
      )}
    </p>
  );
}

/** spec §2 /crrActv/view/:crrActvId: the owner student, their teachers and the writer read it; 404: the not-found page; 403: the server's message. */
export function ActvViewPage() {
  const crrActvId = recordIdOf(useParams().crrActvId) ?? 0;
  const query = useActv(crrActvId);
  return (
    <RecordPage query={query} valid={crrActvId > 0} name={(actv) => actv.actvNm} failed={(error) => <ActvFailed error={error} />}>
      {(actv) => (
        <div className="crr-actv">
          <ActvDetail actv={actv} />
          <ActvActions actv={actv} />
        </div>
      )}
    </RecordPage>
  );
}
