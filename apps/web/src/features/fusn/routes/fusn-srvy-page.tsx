import { recordIdOf, type TFusnMyAply, type TFusnRsvtMine } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../app/routes/not-found-page';
import { showConfirm } from '../../../components/modal/modal-store';
import { useTranslation } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/login-path';
import { useRealmLoginUser } from '../../../lib/login-user/login-user-store';
import { SrvyAnswering, useSrvyView } from '../../../components/srvy-answering';
import { useIndvAction, useMyAplyList } from '../api/indv-queries';
import { usePrgrmView } from '../api/prgrm-queries';
import { useRsvtMine } from '../api/rsvt-queries';
import { timeText, ymdText } from '../fusn-format';
import { bfrSrvyPath, dgstfnSrvyPath, sbmsnViewPath } from '../fusn-paths';
import { APLY_MENU_URL, MY_APLY_MENU_URL } from '../fusn-routes';
import '../../../components/srvy-answering/srvy-answering.css';
import '../fusn-catalogue';
import '../fusn.css';

type TTarget = { srvyId: number; ctxKey: string; prgrmNm: string; when: string };

/** The survey of a context: the answering form, or why not (answered, closed, not for this member). */
function FusnSrvy({ target, next }: { target: TTarget; next: ReactNode }) {
  const { t } = useTranslation();
  const query = useSrvyView(target.srvyId, target.ctxKey, true);
  const [done, setDone] = useState(false);
  if (query.isError) return <p role="alert">{t('fusn.loadFailed')}</p>;
  if (!query.data) return <p role="status">{t('fusn.loading')}</p>;
  const view = query.data;
  return (
    <article className="fusn srvy">
      <h2 className="fusn-srvy__title">{view.srvy.srvyTtl}</h2>
      <p className="fusn-help">{t('fusn.srvy.about', { prgrmNm: target.prgrmNm, when: target.when })}</p>
      {view.canAnswer ? (
        <SrvyAnswering key={`${view.srvy.srvyId}:${target.ctxKey}`} view={view} ctxKey={target.ctxKey} onDone={() => setDone(true)} />
      ) : (
        <p className="fusn-notice" role="note">
          {view.answered ? t('fusn.srvy.answered') : view.notice}
        </p>
      )}
      {(done || view.answered) && next}
    </article>
  );
}

/** After an INDV session's before-survey: apply at once. */
function ApplyNext({ sesnId, prgrmNm }: { sesnId: number; prgrmNm: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const indv = useIndvAction();
  const apply = async () => {
    if (!(await showConfirm(t('fusn.apply.confirmShort', { prgrmNm })))) return;
    const result = await indv.mutateAsync({ action: 'apply', sesnId }).catch(() => null);
    if (result) void navigate(MY_APLY_MENU_URL);
  };
  return (
    <div className="fusn-next">
      <p>{t('fusn.srvy.nextApply')}</p>
      <button type="button" className="btn btn--primary" onClick={() => void apply()} disabled={indv.isPending}>
        {t('fusn.applyButton')}
      </button>
    </div>
  );
}

/** The pending surveys of a list page: each with its program and session. */
function PendingList({ items, empty }: { items: { key: string; to: string; prgrmNm: string; when: string }[]; empty: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="fusn-empty">{empty}</p>;
  return (
    <ul className="fusn-cards">
      {items.map((item) => (
        <li key={item.key} className="fusn-card">
          <h3>{item.prgrmNm}</h3>
          <p>{item.when}</p>
          <Link className="btn btn--primary" to={item.to}>
            {t('fusn.srvy.answer')}
            <span className="sr-only"> {item.prgrmNm}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const whenOf = (x: { sesnYmd: string; bgngTm: string; endTm: string }) => `${ymdText(x.sesnYmd)} ${timeText(x.bgngTm, x.endTm)}`;
const liveAply = (a: TFusnMyAply) => a.sttsCd !== 'CNCL' && a.sesnCnclYn !== 'Y';

/** A login first (/crrFusion is public, spec §6): the login page brings the member back here. */
function useLoginFirst() {
  const location = useLocation();
  const user = useRealmLoginUser('USER');
  return user ? null : <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
}

function Loading({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? <p role="alert">{t('fusn.loadFailed')}</p> : <p role="status">{t('fusn.loading')}</p>;
}

/** ?schlRsvtId=: the reservation's before-survey (ctx rsvt:<id>), then on to the unit. */
function RsvtBfrSrvy({ schlRsvtId, aplyUnitCd }: { schlRsvtId: number; aplyUnitCd: string | null }) {
  const { t } = useTranslation();
  const rsvts = useRsvtMine();
  if (!rsvts.data) return <Loading failed={rsvts.isError} />;
  const rsvt = rsvts.data.list.find((r) => r.schlRsvtId === schlRsvtId);
  if (!rsvt) return <NotFoundPage />;
  if (!rsvt.bfrSrvy) return <p className="fusn-notice">{t('fusn.srvy.none')}</p>;
  const unitCd = aplyUnitCd && rsvt.units.some((u) => u.aplyUnitCd === aplyUnitCd) ? aplyUnitCd : null;
  const next = (
    <div className="fusn-next">
      <p>{t('fusn.srvy.nextUnit')}</p>
      <Link className="btn btn--primary" to={unitCd ? sbmsnViewPath(schlRsvtId, unitCd) : MY_APLY_MENU_URL}>
        {t('fusn.srvy.toUnit')}
      </Link>
    </div>
  );
  return <FusnSrvy target={{ srvyId: rsvt.bfrSrvy.srvyId, ctxKey: rsvt.bfrSrvy.ctxKey, prgrmNm: rsvt.prgrmNm, when: whenOf(rsvt) }} next={next} />;
}

/** ?sesnId=(&prgrmId=): an INDV session's before-survey (ctx sesn:<id>), then the application. */
function SesnBfrSrvy({ sesnId, prgrmId }: { sesnId: number; prgrmId: number }) {
  const { t } = useTranslation();
  const mine = useMyAplyList();
  const prgrm = usePrgrmView(prgrmId);
  const own = mine.data?.list.find((a) => a.sesnId === sesnId && a.prgrmSeCd === 'INDV' && a.bfrSrvy);
  if (own?.bfrSrvy) {
    return <FusnSrvy target={{ srvyId: own.bfrSrvy.srvyId, ctxKey: own.bfrSrvy.ctxKey, prgrmNm: own.prgrmNm, when: whenOf(own) }} next={null} />;
  }
  if (prgrmId === 0) return mine.data ? <NotFoundPage /> : <Loading failed={mine.isError} />;
  if (!prgrm.data) return prgrm.isError ? <NotFoundPage /> : <Loading failed={false} />;
  const view = prgrm.data;
  const sesn = view.sesns.find((s) => s.sesnId === sesnId);
  if (!sesn) return <NotFoundPage />;
  if (!view.bfrSrvyId) return <p className="fusn-notice">{t('fusn.srvy.none')}</p>;
  return (
    <FusnSrvy
      target={{ srvyId: view.bfrSrvyId, ctxKey: `sesn:${sesnId}`, prgrmNm: view.prgrmNm, when: whenOf(sesn) }}
      next={<ApplyNext sesnId={sesnId} prgrmNm={view.prgrmNm} />}
    />
  );
}

/** No query: the before-surveys I still owe (my school's reservations and my applications). */
function BfrSrvyList() {
  const { t } = useTranslation();
  const rsvts = useRsvtMine();
  const mine = useMyAplyList();
  if (!rsvts.data || !mine.data) return <Loading failed={rsvts.isError || mine.isError} />;
  const items = [
    ...rsvts.data.list
      .filter((r: TFusnRsvtMine['list'][number]) => r.bfrSrvy?.answeredYn === 'N')
      .map((r) => ({ key: `r${r.schlRsvtId}`, to: bfrSrvyPath({ schlRsvtId: r.schlRsvtId }), prgrmNm: r.prgrmNm, when: whenOf(r) })),
    ...mine.data.list
      .filter((a) => a.prgrmSeCd === 'INDV' && liveAply(a) && a.bfrSrvy?.answeredYn === 'N')
      .map((a) => ({ key: `a${a.aplyId}`, to: bfrSrvyPath({ sesnId: a.sesnId }), prgrmNm: a.prgrmNm, when: whenOf(a) })),
  ];
  return (
    <>
      <p className="fusn-help">{t('fusn.bfrSrvy.intro')}</p>
      <PendingList items={items} empty={t('fusn.bfrSrvy.empty')} />
      <p className="fusn-actions">
        <Link className="btn btn--secondary" to={APLY_MENU_URL}>
          {t('fusn.toCalendar')}
        </Link>
      </p>
    </>
  );
}

/**
 * /crrFusion/bfrSrvy (M0301 사전 설문): with ?schlRsvtId= the school reservation's before-survey,
 * with ?sesnId= an individual session's; without, the before-surveys the student still owes.
 */
export function BfrSrvyPage() {
  const [params] = useSearchParams();
  const login = useLoginFirst();
  if (login) return login;
  const schlRsvtId = recordIdOf(params.get('schlRsvtId')) ?? 0;
  const sesnId = recordIdOf(params.get('sesnId')) ?? 0;
  if (params.has('schlRsvtId') && !schlRsvtId) return <NotFoundPage />;
  if (params.has('sesnId') && !sesnId) return <NotFoundPage />;
  return (
    <div className="fusn fusn-srvy">
      {schlRsvtId ? (
        <RsvtBfrSrvy schlRsvtId={schlRsvtId} aplyUnitCd={params.get('aplyUnitCd')} />
      ) : sesnId ? (
        <SesnBfrSrvy sesnId={sesnId} prgrmId={recordIdOf(params.get('prgrmId')) ?? 0} />
      ) : (
        <BfrSrvyList />
      )}
    </div>
  );
}

/** ?sesnId=: the satisfaction survey of a session I attended (ctx atnd:<sesnId>). */
function SesnDgstfnSrvy({ sesnId }: { sesnId: number }) {
  const { t } = useTranslation();
  const mine = useMyAplyList();
  if (!mine.data) return <Loading failed={mine.isError} />;
  const aply = mine.data.list.find((a) => a.sesnId === sesnId && a.dgstfnSrvy);
  if (!aply?.dgstfnSrvy) return <p className="fusn-notice">{t('fusn.dgstfnSrvy.notAttended')}</p>;
  const next = (
    <p className="fusn-actions">
      <Link className="btn btn--secondary" to={MY_APLY_MENU_URL}>
        {t('fusn.my.title')}
      </Link>
    </p>
  );
  return <FusnSrvy target={{ srvyId: aply.dgstfnSrvy.srvyId, ctxKey: aply.dgstfnSrvy.ctxKey, prgrmNm: aply.prgrmNm, when: whenOf(aply) }} next={next} />;
}

function DgstfnSrvyList() {
  const { t } = useTranslation();
  const mine = useMyAplyList();
  if (!mine.data) return <Loading failed={mine.isError} />;
  const items = mine.data.list
    .filter((a) => a.dgstfnSrvy?.answeredYn === 'N')
    .map((a) => ({ key: `a${a.aplyId}`, to: dgstfnSrvyPath(a.sesnId), prgrmNm: a.prgrmNm, when: whenOf(a) }));
  return (
    <>
      <p className="fusn-help">{t('fusn.dgstfnSrvy.intro')}</p>
      <PendingList items={items} empty={t('fusn.dgstfnSrvy.empty')} />
    </>
  );
}

/** /crrFusion/dgstfnSrvy (M0303 만족도 조사): with ?sesnId= the attended session's survey; without, the ones still to answer. */
export function DgstfnSrvyPage() {
  const [params] = useSearchParams();
  const login = useLoginFirst();
  if (login) return login;
  const sesnId = recordIdOf(params.get('sesnId')) ?? 0;
  if (params.has('sesnId') && !sesnId) return <NotFoundPage />;
  return <div className="fusn fusn-srvy">{sesnId ? <SesnDgstfnSrvy sesnId={sesnId} /> : <DgstfnSrvyList />}</div>;
}
