import { isStudentMbrType } from '@portal/contract';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { usePageTitle } from '../../../lib/page-title';
import { NotFoundPage } from '../../../app/routes/not-found-page';
import { useHstry } from '../api/get-hstry';
import { useStdnts } from '../api/get-stdnts';
import { HstryTimeline } from '../../../components/portflo/hstry-timeline';
import { StudentPicker } from '../components/student-picker';
import { actvViewPath, portfloPath } from '../portflo-format';
import '../../../components/portflo/portflo-catalogue';
import '../portflo.css';

function Named({ userNm }: { userNm: string }) {
  const { t } = useTranslation();
  usePageTitle(t('portflo.hstry.heading', { userNm }));
  return null;
}

/** One student's history (the caller's own when userId is ''). */
function Hstry({ userId, own }: { userId: string; own: boolean }) {
  const { t } = useTranslation();
  const query = useHstry(userId, true);
  if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
  if (query.isPending) return <p role="status">{t('portflo.loading')}</p>;
  if (query.isError) return isApiError(query.error) && query.error.status === 403 ? null : <p role="alert">{t('portflo.loadFailed')}</p>;
  const hstry = query.data;
  return (
    <section className="portflo" aria-labelledby="hstry-title">
      {!own && <Named userNm={hstry.userNm} />}
      <h2 id="hstry-title" className="portflo__title">
        {t('portflo.hstry.heading', { userNm: hstry.userNm })}
      </h2>
      <div className="portflo__actions">
        <Link className="btn btn--secondary" to={portfloPath(own ? undefined : hstry.userId)}>
          {t('portflo.toPortflo')}
        </Link>
      </div>
      <HstryTimeline years={hstry.years} actvHref={actvViewPath} />
    </section>
  );
}

/**
 * /myPage/stdntCrrHstry (issue 18): a student's career history as a timeline by school year. A student
 * sees their own; a teacher picks a class and a student first (`?userId=`, kept in the address).
 */
export function StdntCrrHstryPage() {
  const { t } = useTranslation();
  const user = useRealmLoginUser('USER');
  const [params, setParams] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const student = isStudentMbrType(user?.mbrTypeAuthrt);
  const stdnts = useStdnts(!student);
  if (student) return <Hstry userId={userId} own={!userId || userId === user?.userId} />;
  return (
    <div className="portflo">
      <p>{t('portflo.pick.intro')}</p>
      {stdnts.isPending && <p role="status">{t('portflo.loading')}</p>}
      {stdnts.data && <StudentPicker data={stdnts.data} userId={userId} onPick={(picked) => setParams({ userId: picked })} />}
      {userId && <Hstry key={userId} userId={userId} own={false} />}
    </div>
  );
}
