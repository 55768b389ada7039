import { ACTV_SE, crrActvListPath, recordIdOf, type TCrrActvView } from '@portal/contract';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/routes/not-found-page';
import { RecordPage } from '../../../app/routes/record-page';
import { useTranslation } from '../../../lib/i18n';
import { useActv } from '../api/get-actv';
import { useMySchool } from '../api/get-my-school';
import { useWriteTargets } from '../api/get-write-targets';
import { ActvFailed } from '../components/actv-failed';
import { ActvForm, type TActvFormTargets } from '../components/actv-form';
import { actvViewPath } from '../crr-actv-paths';
import { useActvRole } from '../use-actv-role';
import '../crr-actv-catalogue';
import '../crr-actv.css';

/** The form's first values: a teacher's school and classes (writeTargets), a student's school and grade (their info). */
function useFormTargets(actvSeCd: 'SCHL' | 'STDNT'): { data?: TActvFormTargets; error: unknown } {
  const targets = useWriteTargets(actvSeCd === 'SCHL');
  const mySchool = useMySchool(actvSeCd === 'STDNT');
  if (actvSeCd === 'SCHL') return { data: targets.data && { schlNm: targets.data.schlNm, grd: null, classes: targets.data.classes }, error: targets.error };
  return { data: mySchool.data && { ...mySchool.data, classes: [] }, error: mySchool.error };
}

/** The form with its first values; after a save, the activity's page. */
function FormWithTargets({ actvSeCd, actv }: { actvSeCd: 'SCHL' | 'STDNT'; actv?: TCrrActvView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const targets = useFormTargets(actvSeCd);
  const kind = actv?.actvSeCd ?? actvSeCd;
  return (
    <section className="crr-actv" aria-labelledby="crr-actv-write-title">
      <h2 id="crr-actv-write-title">{t(actv ? 'crrActv.write.headingEdit' : 'crrActv.write.headingNew', { kind: ACTV_SE[kind] })}</h2>
      {targets.error ? (
        <ActvFailed error={targets.error} />
      ) : targets.data ? (
        <ActvForm
          actvSeCd={actvSeCd}
          targets={targets.data}
          actv={actv}
          cancelPath={actv ? actvViewPath(actv.crrActvId) : crrActvListPath(actvSeCd)}
          onSaved={(crrActvId) => void navigate(actvViewPath(crrActvId))}
        />
      ) : (
        <p role="status">{t('layout.loading')}</p>
      )}
    </section>
  );
}

/** Only the writer edits, and never a fusion activity (it comes from attendance). */
function EditActv({ crrActvId, actvSeCd }: { crrActvId: number; actvSeCd: 'SCHL' | 'STDNT' }) {
  const { t } = useTranslation();
  const query = useActv(crrActvId);
  return (
    <RecordPage query={query} failed={(error) => <ActvFailed error={error} />}>
      {(actv) =>
        actv.actvSeCd === 'FUSN' ? (
          <p role="note">{t('crrActv.write.fusnReadOnly')}</p>
        ) : actv.editable ? (
          <FormWithTargets actvSeCd={actvSeCd} actv={actv} />
        ) : (
          <p role="note">{t('crrActv.write.notWriter')}</p>
        )
      }
    </RecordPage>
  );
}

/**
 * spec §2 /crrActv/write and /crrActv/write/:crrActvId: a student writes their own activity (STDNT),
 * a teacher of an approved school a school activity for a class or some of its students (SCHL);
 * anyone else is told who may. The server checks every rule again.
 */
export function ActvWritePage() {
  const { t } = useTranslation();
  const param = useParams().crrActvId;
  const crrActvId = recordIdOf(param) ?? 0;
  const { isStudent, isTeacher } = useActvRole();
  const actvSeCd = isStudent ? 'STDNT' : isTeacher ? 'SCHL' : null;
  if (param !== undefined && crrActvId === 0) return <NotFoundPage />;
  if (!actvSeCd) return <p role="note">{t('crrActv.write.notAllowed')}</p>;
  return crrActvId > 0 ? <EditActv crrActvId={crrActvId} actvSeCd={actvSeCd} /> : <FormWithTargets actvSeCd={actvSeCd} />;
}
