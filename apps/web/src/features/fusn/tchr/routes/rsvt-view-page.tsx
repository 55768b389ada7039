import { recordIdOf, type TFusnRsvtView } from '@portal/contract';
import { Link, useParams } from 'react-router';
import { RecordPage } from '../../../../app/routes/record-page';
import { MetaList } from '../../../../components/card-list';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { rsvtIcalUrl, rsvtSheetUrl, useCancelRsvt, useRsvtView } from '../api/tchr-queries';
import { RsvtSttsBadge } from '../components/rsvt-stts-badge';
import { UnitTable } from '../components/unit-table';
import { atndcPath, formatDeadline, stdntAplyListPath, stdntNotAplyListPath } from '../fusn-tchr-format';
import { dateTimeText } from '../../fusn-format';
import '../../../../components/card-list/card-list.css';
import '../../../../components/list-table/list-table.css';
import '../fusn-tchr-catalogue';
import '../fusn-tchr.css';

/**
 * /myPage/fusionActvRsvtView/:schlRsvtId (issue 19): one reservation of the teacher's school with
 * its units and their applications, the deadline and the state; the confirmation sheet (PDF), the
 * calendar file, the student lists and the attendance, and the school's cancellation before the
 * deadline. A missing reservation is the not-found page; another school's answers 403 (the API
 * client shows the server's message).
 */
export function RsvtViewPage() {
  const { t } = useTranslation();
  const schlRsvtId = recordIdOf(useParams().schlRsvtId) ?? 0;
  const query = useRsvtView(schlRsvtId);
  return (
    <RecordPage query={query} valid={schlRsvtId > 0} name={(rsvt) => t('fusnTchr.view.heading', rsvt)}>
      {(rsvt) => <RsvtView rsvt={rsvt} />}
    </RecordPage>
  );
}

function RsvtView({ rsvt }: { rsvt: TFusnRsvtView }) {
  const { t } = useTranslation();
  const id = rsvt.schlRsvtId;
  const mng = rsvt.stdntMngYn === 'Y';
  return (
    <div className="fusn-tchr">
      <section aria-labelledby="fusn-rsvt-info" className="fusn-tchr__box">
        <h2 id="fusn-rsvt-info" className="fusn-tchr__title">
          {t('fusnTchr.view.info')}
        </h2>
        <MetaList
          items={[
            { label: t('fusnTchr.view.prgrm'), value: <Link to={`/crrFusion/prgrm/${rsvt.prgrmId}`}>{rsvt.prgrmNm}</Link> },
            { label: t('fusnTchr.view.day'), value: rsvt.sesnYmd },
            { label: t('fusnTchr.view.time'), value: `${rsvt.bgngTm}~${rsvt.endTm}` },
            { label: t('fusnTchr.view.halls'), value: rsvt.halls.map((h) => h.bmnexhlNm).join(', ') },
            { label: t('fusnTchr.view.schl'), value: rsvt.schlNm },
            { label: t('fusnTchr.view.rsvtTchr'), value: rsvt.rsvtUserNm },
            { label: t('fusnTchr.view.stdntCnt'), value: t('fusnTchr.view.stdntCntValue', { count: rsvt.stdntCnt }) },
            { label: t('fusnTchr.view.deadline'), value: formatDeadline(rsvt.ddlnDt) },
            { label: t('fusnTchr.view.stts'), value: <RsvtSttsBadge stts={rsvt.sttsView} /> },
            { label: t('fusnTchr.view.rsvtAt'), value: dateTimeText(rsvt.regDt) },
            { label: t('fusnTchr.view.cnclRsn'), value: rsvt.cnclRsn },
          ]}
        />
      </section>
      <section aria-labelledby="fusn-rsvt-units">
        <h2 id="fusn-rsvt-units" className="fusn-tchr__title">
          {t('fusnTchr.view.units')}
        </h2>
        <UnitTable schlRsvtId={id} units={rsvt.units} linked={mng} />
      </section>
      <section aria-labelledby="fusn-rsvt-actions">
        <h2 id="fusn-rsvt-actions" className="fusn-tchr__title">
          {t('fusnTchr.view.actions')}
        </h2>
        <ul className="fusn-tchr__links">
          <li>
            <a className="btn btn--primary" href={rsvtSheetUrl(id)} download>
              {t('fusnTchr.view.sheet')}
            </a>
          </li>
          <li>
            <a className="btn btn--secondary" href={rsvtIcalUrl(id)} download>
              {t('fusnTchr.view.ical')}
            </a>
          </li>
          {mng && (
            <>
              <li>
                <Link className="btn btn--secondary" to={stdntAplyListPath(id)}>
                  {t('fusnTchr.view.aplyList')}
                </Link>
              </li>
              <li>
                <Link className="btn btn--secondary" to={stdntNotAplyListPath(id)}>
                  {t('fusnTchr.view.notAplyList')}
                </Link>
              </li>
              <li>
                <Link className="btn btn--secondary" to={atndcPath(id)}>
                  {t('fusnTchr.view.atndc')}
                </Link>
              </li>
            </>
          )}
        </ul>
        {rsvt.cancelableYn === 'Y' ? <CancelButton schlRsvtId={id} /> : rsvt.sttsView === 'CLSD' && <p>{t('fusnTchr.view.cancelClosed')}</p>}
      </section>
    </div>
  );
}

function CancelButton({ schlRsvtId }: { schlRsvtId: number }) {
  const { t } = useTranslation();
  const cancel = useCancelRsvt();
  const onCancel = async () => {
    if (!(await showConfirm(t('fusnTchr.view.confirmCancel')))) return;
    try {
      await cancel.mutateAsync(schlRsvtId);
    } catch {
      return;
    }
    await showAlert(t('fusnTchr.view.cancelled'));
  };
  return (
    <p className="fusn-tchr__actions">
      <button type="button" className="btn btn--secondary fusn-tchr__danger" disabled={cancel.isPending} onClick={() => void onCancel()}>
        {t('fusnTchr.view.cancel')}
      </button>
    </p>
  );
}
