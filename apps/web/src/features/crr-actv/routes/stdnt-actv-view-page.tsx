import { recordIdOf } from '@portal/contract';
import { Link, useParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { useTranslation } from '../../../lib/i18n';
import { useStdntActv } from '../api/get-stdnt-actv';
import { ActvDetail } from '../components/actv-detail';
import { ActvFailed } from '../components/actv-failed';
import { stdntActvListPath } from '../crr-actv-paths';
import '../crr-actv-catalogue';
import '../crr-actv.css';

/** spec §2 /myPage/view/:userId/:crrActvId: a teacher reads one of the student's activities (read only; the server logs the access). */
export function StdntActvViewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const userId = params.userId ?? '';
  const crrActvId = recordIdOf(params.crrActvId) ?? 0;
  const query = useStdntActv(userId, crrActvId);
  return (
    <RecordPage query={query} valid={userId !== '' && crrActvId > 0} name={(actv) => actv.actvNm} failed={(error) => <ActvFailed error={error} />}>
      {(actv) => (
        <div className="crr-actv">
          <ActvDetail actv={actv} />
          <p className="crr-actv__actions">
            <Link className="btn btn--secondary" to={stdntActvListPath(userId)}>
              {t('crrActv.view.list')}
            </Link>
          </p>
        </div>
      )}
    </RecordPage>
  );
}
