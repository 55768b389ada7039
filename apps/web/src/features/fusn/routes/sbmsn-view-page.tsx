import { FUSN_APLY_STTS_NM, FUSN_RSVT_STTS_NM, isStudentMbrType, recordIdOf, type TFusnRsvtUnitView } from '@portal/contract';
import { Link, useParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { useTranslation } from '../../../lib/i18n';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { useUnitAction, useUnitView } from '../api/rsvt-queries';
import { dateTimeText, timeText, ymdText } from '../fusn-format';
import { bfrSrvyPath, sbmsnViewPath } from '../fusn-paths';
import { MY_APLY_MENU_URL } from '../fusn-routes';
import '../fusn-catalogue';
import '../fusn.css';

const UNIT_CD = /^(10|[1-9])$/;

function UnitBody({ view }: { view: TFusnRsvtUnitView }) {
  const { t } = useTranslation();
  const action = useUnitAction();
  const { unit, myAply, bfrSrvy } = view;
  const mine = myAply && myAply.sttsCd !== 'CNCL' ? myAply : null;
  const inThisUnit = mine?.aplyUnitCd === unit.aplyUnitCd;
  const otherUnit = mine && !inThisUnit ? view.units.find((u) => u.aplyUnitCd === mine.aplyUnitCd) : undefined;
  const surveyDone = !bfrSrvy || bfrSrvy.answeredYn === 'Y';
  const left = Math.max(unit.cpcty - unit.aplyCnt, 0);

  const apply = async () => {
    if (!(await showConfirm(t('fusn.sbmsn.applyConfirm', { unitNm: unit.unitNm, prgrmNm: view.prgrmNm })))) return;
    const result = await action.mutateAsync({ action: 'apply', schlRsvtId: view.schlRsvtId, aplyUnitCd: unit.aplyUnitCd }).catch(() => null);
    // a refusal: the API client has shown the server's message
    if (result) await showAlert(result.point > 0 ? t('fusn.sbmsn.appliedPoint', { point: result.point }) : t('fusn.sbmsn.applied'));
  };
  const cancel = async () => {
    if (!(await showConfirm(t('fusn.my.cancelConfirm', { prgrmNm: view.prgrmNm })))) return;
    const done = await action.mutateAsync({ action: 'cancel', schlRsvtId: view.schlRsvtId, aplyUnitCd: unit.aplyUnitCd }).then(
      () => true,
      () => false,
    );
    if (done) await showAlert(t('fusn.sbmsn.cancelled'));
  };

  return (
    <div className="fusn fusn-sbmsn">
      <dl className="fusn-meta">
        <dt>{t('fusn.field.prgrmNm')}</dt>
        <dd>
          <Link to={`/crrFusion/prgrm/${view.prgrmId}`}>{view.prgrmNm}</Link>
        </dd>
        <dt>{t('fusn.field.schlNm')}</dt>
        <dd>{view.schlNm}</dd>
        <dt>{t('fusn.field.sesn')}</dt>
        <dd>
          {ymdText(view.sesnYmd)} {timeText(view.bgngTm, view.endTm)}
        </dd>
        <dt>{t('fusn.field.hall')}</dt>
        <dd>{view.halls.map((h) => h.bmnexhlNm).join(', ') || '-'}</dd>
        <dt>{t('fusn.field.ddlnDt')}</dt>
        <dd>{dateTimeText(view.ddlnDt)}</dd>
        <dt>{t('fusn.field.rsvtStts')}</dt>
        <dd>{FUSN_RSVT_STTS_NM[view.sttsView]}</dd>
        <dt>{t('fusn.field.unit')}</dt>
        <dd>{unit.unitNm}</dd>
        <dt>{t('fusn.field.remaining')}</dt>
        <dd>
          <strong>{t('fusn.remainingOf', { count: left, cpcty: unit.cpcty })}</strong>
        </dd>
        <dt>{t('fusn.field.myAply')}</dt>
        <dd className="fusn-stts">
          {mine ? t('fusn.my.unitApplied', { unitNm: otherUnit?.unitNm ?? unit.unitNm, stts: FUSN_APLY_STTS_NM[mine.sttsCd] }) : t('fusn.my.notApplied')}
        </dd>
      </dl>

      <ol className="fusn-steps" aria-label={t('fusn.sbmsn.stepsLabel')}>
        {bfrSrvy && (
          <li className={`fusn-step${surveyDone ? ' fusn-step--done' : ''}`}>
            <h2>{t('fusn.sbmsn.step1')}</h2>
            {surveyDone ? (
              <p>{t('fusn.sbmsn.srvyDone')}</p>
            ) : (
              <>
                <p>{t('fusn.sbmsn.srvyFirst')}</p>
                <Link className="btn btn--primary" to={`${bfrSrvyPath({ schlRsvtId: view.schlRsvtId })}&aplyUnitCd=${unit.aplyUnitCd}`}>
                  {t('fusn.my.bfrSrvy')}
                </Link>
              </>
            )}
          </li>
        )}
        <li className="fusn-step">
          <h2>{t(bfrSrvy ? 'fusn.sbmsn.step2' : 'fusn.sbmsn.stepOnly')}</h2>
          {inThisUnit ? (
            <>
              <p>{t('fusn.sbmsn.appliedHere')}</p>
              {view.cancelableYn === 'Y' && (
                <button type="button" className="btn btn--secondary" onClick={() => void cancel()} disabled={action.isPending}>
                  {t('fusn.my.cancel')}
                </button>
              )}
            </>
          ) : otherUnit ? (
            <p>
              {t('fusn.sbmsn.appliedOther', { unitNm: otherUnit.unitNm })}{' '}
              <Link to={sbmsnViewPath(view.schlRsvtId, otherUnit.aplyUnitCd)}>{t('fusn.sbmsn.toMyUnit')}</Link>
            </p>
          ) : view.aplyPsblYn === 'Y' && surveyDone ? (
            <button type="button" className="btn btn--primary" onClick={() => void apply()} disabled={action.isPending}>
              {t('fusn.sbmsn.apply')}
            </button>
          ) : (
            <p>{!surveyDone ? t('fusn.sbmsn.afterSrvy') : left === 0 ? t('fusn.sbmsn.full') : t('fusn.sbmsn.closed')}</p>
          )}
        </li>
      </ol>

      {view.units.length > 1 && (
        <section className="fusn-section" aria-labelledby="fusn-sbmsn-units">
          <h2 id="fusn-sbmsn-units">{t('fusn.sbmsn.otherUnits')}</h2>
          <ul className="fusn-unit-links">
            {view.units.map((u) => (
              <li key={u.aplyUnitCd}>
                <Link
                  className="btn btn--secondary"
                  to={sbmsnViewPath(view.schlRsvtId, u.aplyUnitCd)}
                  aria-current={u.aplyUnitCd === unit.aplyUnitCd ? 'page' : undefined}
                >
                  {t('fusn.my.unitLink', { unitNm: u.unitNm, aplyCnt: u.aplyCnt, cpcty: u.cpcty })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="fusn-actions">
        <Link className="btn btn--secondary" to={MY_APLY_MENU_URL}>
          {t('fusn.my.title')}
        </Link>
      </p>
    </div>
  );
}

/**
 * /myPage/fusionActvSbmsnView/:schlRsvtId/:aplyUnitCd (students of the school): a unit of the school's
 * reservation with its seats left; the before-survey first when the program has one, then apply or
 * cancel until the deadline. Another school's reservation or a missing one: the server's 403/404.
 */
export function SbmsnViewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const user = useRealmLoginUser('USER');
  const schlRsvtId = recordIdOf(params.schlRsvtId) ?? 0;
  const aplyUnitCd = params.aplyUnitCd ?? '';
  const valid = schlRsvtId > 0 && UNIT_CD.test(aplyUnitCd);
  const student = isStudentMbrType(user?.mbrTypeAuthrt);
  const query = useUnitView(schlRsvtId, aplyUnitCd, valid && student);
  if (!student) return <p className="fusn-notice">{t('fusn.studentOnly')}</p>;
  return (
    <RecordPage query={query} valid={valid} name={(view) => `${view.prgrmNm} ${view.unit.unitNm}`}>
      {(view) => <UnitBody view={view} />}
    </RecordPage>
  );
}
