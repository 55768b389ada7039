import type { TCntstMyEntry, TCntstPubView } from '@portal/contract';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { useTranslation } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/login-path';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { useCntstView, useMyEntry } from '../api/cntst-queries';
import { refusalOf } from '../components/cntst-aply-box';
import { CntstEntryForm } from '../components/cntst-entry-form';
import { cntstPath, MY_ENTRIES_PATH } from '../cntst-format';
import { useCntstParams } from '../use-cntst-params';
import '../cntst-catalogue';
import '../cntst.css';

/** The form, or why it is not offered: a refusal the contest page also gives, with the way back. */
function EntryFormOrRefusal({ view, entry, refusal }: { view: TCntstPubView; entry?: TCntstMyEntry; refusal: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="cntst" aria-labelledby="cntst-write-title">
      <h2 id="cntst-write-title">{t(entry ? 'cntst.write.editHeading' : 'cntst.write.heading', { cntstTtl: view.cntstTtl })}</h2>
      {refusal ? (
        <>
          <p role="note">{refusal}</p>
          <p className="cntst__actions">
            <Link className="btn btn--secondary" to={entry ? MY_ENTRIES_PATH : cntstPath(view.cntstId)}>
              {t(entry ? 'cntst.my.title' : 'cntst.my.toCntst')}
            </Link>
          </p>
        </>
      ) : (
        <CntstEntryForm view={view} entry={entry} onSaved={() => void navigate(MY_ENTRIES_PATH)} />
      )}
    </section>
  );
}

/** An entry is edited while it is sent and the entry period is open. */
function EditEntry({ view, entryId }: { view: TCntstPubView; entryId: number }) {
  const { t } = useTranslation();
  const query = useMyEntry(view.cntstId, entryId);
  return (
    <RecordPage query={query}>
      {(entry) => <EntryFormOrRefusal view={view} entry={entry} refusal={entry.editable ? null : t('cntst.write.closed')} />}
    </RecordPage>
  );
}

/**
 * /cntst/:cntstId/write and /cntst/:cntstId/write/:entryId (issue 17): entering a contest, or
 * editing one's entry, with the contest's entry form. Login required (a guest goes to the login and
 * back); the server checks eligibility, the period and the limit again.
 */
export function CntstWritePage() {
  const { pathname } = useLocation();
  const user = useRealmLoginUser('USER');
  const { cntstId, entryId } = useCntstParams();
  const editing = useParams().entryId !== undefined;
  const query = useCntstView(user ? cntstId : 0);

  if (!user) return <Navigate to={loginPathFor(pathname)} replace />;
  return (
    <RecordPage query={query} valid={cntstId > 0 && (!editing || entryId > 0)}>
      {(view) => (entryId > 0 ? <EditEntry view={view} entryId={entryId} /> : <EntryFormOrRefusal view={view} refusal={refusalOf(view, true)} />)}
    </RecordPage>
  );
}
