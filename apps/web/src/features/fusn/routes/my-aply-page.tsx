import { ATNDC_LABELS, FUSN_APLY_STTS_NM, isStudentMbrType, type TFusnMyAply } from '@portal/contract';
import { Link } from 'react-router';
import { showConfirm } from '../../../components/modal/modal-store';
import { useTranslation } from '../../../lib/i18n';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { downloadAplyIcal, downloadCert, useIndvAction, useMyAplyList } from '../api/indv-queries';
import { useRsvtMine, useUnitAction } from '../api/rsvt-queries';
import { ReminderNotice } from '../components/reminder-notice';
import { SchlRsvtList } from '../components/schl-rsvt-list';
import { dateTimeText, timeText, ymdText } from '../fusn-format';
import { bfrSrvyPath, dgstfnSrvyPath } from '../fusn-paths';
import '../fusn-catalogue';
import '../fusn.css';

/** The state as the student reads it: a waitlist number, an offer, a lottery entry. */
function useSttsText() {
  const { t } = useTranslation();
  return (aply: TFusnMyAply) => {
    if (aply.sesnCnclYn === 'Y') return t('fusn.my.sesnCancelled');
    if (aply.sttsCd === 'WAIT' && aply.waitNo) return t('fusn.my.waitNo', { no: aply.waitNo });
    if (aply.sttsCd === 'PEND' && aply.entryNo) return t('fusn.my.entryNo', { no: aply.entryNo });
    if (aply.sttsCd === 'APLY' && aply.slctSeCd === 'LTRY') return t('fusn.my.won');
    return FUSN_APLY_STTS_NM[aply.sttsCd];
  };
}

function AplyActions({ aply }: { aply: TFusnMyAply }) {
  const { t } = useTranslation();
  const indv = useIndvAction();
  const unit = useUnitAction();
  const busy = indv.isPending || unit.isPending;
  const indvAction = async (action: 'cancel' | 'accept' | 'decline', confirmKey: string) => {
    if (!(await showConfirm(t(confirmKey, { prgrmNm: aply.prgrmNm })))) return;
    await indv.mutateAsync({ action, sesnId: aply.sesnId }).catch(() => undefined);
  };
  const cancel = async () => {
    if (aply.prgrmSeCd === 'INDV') return indvAction('cancel', 'fusn.my.cancelConfirm');
    if (!(await showConfirm(t('fusn.my.cancelConfirm', { prgrmNm: aply.prgrmNm })))) return;
    await unit.mutateAsync({ action: 'cancel', schlRsvtId: aply.schlRsvtId!, aplyUnitCd: aply.aplyUnitCd ?? '' }).catch(() => undefined);
  };
  const live = aply.sttsCd !== 'CNCL' && aply.sesnCnclYn !== 'Y';
  return (
    <div className="fusn-actions">
      {aply.sttsCd === 'OFFR' && live && (
        <>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void indvAction('accept', 'fusn.my.acceptConfirm')}>
            {t('fusn.my.accept')}
          </button>
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void indvAction('decline', 'fusn.my.declineConfirm')}>
            {t('fusn.my.decline')}
          </button>
        </>
      )}
      {aply.bfrSrvy && aply.bfrSrvy.answeredYn === 'N' && live && (
        <Link className="btn btn--secondary" to={bfrSrvyPath(aply)}>
          {t('fusn.my.bfrSrvy')}
        </Link>
      )}
      {aply.dgstfnSrvy &&
        (aply.dgstfnSrvy.answeredYn === 'Y' ? (
          <span className="fusn-badge">{t('fusn.my.dgstfnDone')}</span>
        ) : (
          <Link className="btn btn--secondary" to={dgstfnSrvyPath(aply.sesnId)}>
            {t('fusn.my.dgstfnSrvy')}
          </Link>
        ))}
      {aply.certPsbltyYn === 'Y' && (
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => void downloadCert(aply.aplyId, `참가확인서_${aply.prgrmNm}.pdf`).catch(() => undefined)}
        >
          {t('fusn.my.cert')}
        </button>
      )}
      {aply.slctSeCd === 'LTRY' && aply.drawnYn === 'Y' && (
        <Link className="btn btn--secondary" to={`/crrFusion/drawVrfy/${aply.sesnId}`}>
          {t('fusn.my.drawVrfy')}
        </Link>
      )}
      {live && (
        <button type="button" className="btn btn--secondary" onClick={() => void downloadAplyIcal(aply.aplyId, `${aply.prgrmNm}.ics`).catch(() => undefined)}>
          {t('fusn.ical')}
        </button>
      )}
      {aply.cnclPsbltyYn === 'Y' && aply.sttsCd !== 'OFFR' && (
        <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void cancel()}>
          {t('fusn.my.cancel')}
        </button>
      )}
    </div>
  );
}

function AplyCard({ aply }: { aply: TFusnMyAply }) {
  const { t } = useTranslation();
  const sttsText = useSttsText();
  const headingId = `fusn-aply-${aply.aplyId}`;
  return (
    <li className="fusn-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={`/crrFusion/prgrm/${aply.prgrmId}`}>{aply.prgrmNm}</Link>
      </h3>
      <dl className="fusn-meta">
        <dt>{t('fusn.field.kind')}</dt>
        <dd>{aply.prgrmSeCd === 'GRP' ? t('fusn.kind.GRP') : t(aply.slctSeCd === 'LTRY' ? 'fusn.kind.INDV_LTRY' : 'fusn.kind.INDV_FCFS')}</dd>
        <dt>{t('fusn.field.sesn')}</dt>
        <dd>
          {ymdText(aply.sesnYmd)} {timeText(aply.bgngTm, aply.endTm)}
        </dd>
        <dt>{t('fusn.field.hall')}</dt>
        <dd>{aply.hallNms.join(', ') || '-'}</dd>
        {aply.unitNm && (
          <>
            <dt>{t('fusn.field.unit')}</dt>
            <dd>{aply.unitNm}</dd>
          </>
        )}
        <dt>{t('fusn.field.stts')}</dt>
        <dd className="fusn-stts">{sttsText(aply)}</dd>
        {aply.sttsCd === 'OFFR' && aply.offerExpDt && (
          <>
            <dt>{t('fusn.my.offerExpDt')}</dt>
            <dd>
              <strong>{dateTimeText(aply.offerExpDt)}</strong>
            </dd>
          </>
        )}
        {aply.atndcCd && (
          <>
            <dt>{t('fusn.field.atndc')}</dt>
            <dd>{ATNDC_LABELS[aply.atndcCd]}</dd>
          </>
        )}
        {aply.certNo && (
          <>
            <dt>{t('fusn.my.certNo')}</dt>
            <dd>
              <Link to={`/crrFusion/certVrfy/${encodeURIComponent(aply.certNo)}`}>{aply.certNo}</Link>
            </dd>
          </>
        )}
      </dl>
      {aply.sttsCd === 'OFFR' && <p className="fusn-notice">{t('fusn.my.offerText', { offerExpDt: dateTimeText(aply.offerExpDt) })}</p>}
      <AplyActions aply={aply} />
    </li>
  );
}

/**
 * /myPage/fusionActvMyAply (M0613, students): my school's group reservations to apply to, and all my
 * applications (GRP and INDV) with their state, an offered seat to accept or decline before its
 * deadline, the surveys, the certificate, the calendar file; a teacher's reminders as a notice.
 */
export function MyAplyPage() {
  const { t } = useTranslation();
  const user = useRealmLoginUser('USER');
  const student = isStudentMbrType(user?.mbrTypeAuthrt);
  const mine = useMyAplyList();
  const rsvts = useRsvtMine(student);
  if (!student) {
    return (
      <div className="fusn">
        <p className="fusn-notice">{t('fusn.studentOnly')}</p>
        <p className="fusn-actions">
          <Link className="btn btn--secondary" to="/crrFusion/fusionActvAply">
            {t('fusn.toCalendar')}
          </Link>
        </p>
      </div>
    );
  }
  const reminders = [...(mine.data?.reminders ?? []), ...(rsvts.data?.reminders ?? [])];
  return (
    <div className="fusn fusn-my">
      <ReminderNotice reminders={reminders} />
      <section className="fusn-section" aria-labelledby="fusn-my-rsvt">
        <h2 id="fusn-my-rsvt">{t('fusn.my.schlRsvtTitle')}</h2>
        {rsvts.isPending ? (
          <p role="status">{t('fusn.loading')}</p>
        ) : rsvts.isError ? (
          <p role="alert">{t('fusn.loadFailed')}</p>
        ) : (
          <SchlRsvtList list={rsvts.data.list} />
        )}
      </section>
      <section className="fusn-section" aria-labelledby="fusn-my-aply">
        <h2 id="fusn-my-aply">{t('fusn.my.aplyTitle')}</h2>
        {mine.isPending ? (
          <p role="status">{t('fusn.loading')}</p>
        ) : mine.isError ? (
          <p role="alert">{t('fusn.loadFailed')}</p>
        ) : mine.data.list.length === 0 ? (
          <p className="fusn-empty">
            {t('fusn.my.empty')} <Link to="/crrFusion/fusionActvAply">{t('fusn.toCalendar')}</Link>
          </p>
        ) : (
          <ul className="fusn-cards">
            {mine.data.list.map((aply) => (
              <AplyCard key={aply.aplyId} aply={aply} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
