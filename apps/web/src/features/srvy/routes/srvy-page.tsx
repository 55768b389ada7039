import { recordIdOf, SRVY_POINT_TYPES, type TSrvyView } from '@portal/contract';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { MetaList } from '../../../components/card-list';
import { PlainText } from '../../../components/plain-text';
import { useTranslation } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/login-path';
import { SrvyAnswering, useSrvyView } from '../../../components/srvy-answering';
import { srvyTargetText } from '../srvy-format';
import '../srvy-catalogue';
import '../../../components/srvy-answering/srvy-answering.css';

/** What a survey is: its period, who it is for, whether it is anonymous, its points. */
function SrvyFacts({ view }: { view: TSrvyView }) {
  const { t } = useTranslation();
  const { srvy } = view;
  return (
    <section className="srvy-facts" aria-labelledby="srvy-facts-title">
      <h2 id="srvy-facts-title" className="sr-only">
        {t('srvy.facts.title')}
      </h2>
      <MetaList
        items={[
          { label: t('srvy.facts.period'), value: t('srvy.facts.periodValue', { bgngDt: srvy.bgngDt, endDt: srvy.endDt }) },
          { label: t('srvy.facts.target'), value: srvyTargetText(srvy.trgtSeCd, srvy.trgtMbrTypes, srvy.trgtSchlTypes) },
          { label: t('srvy.facts.anon'), value: t(srvy.anonYn === 'Y' ? 'srvy.facts.anonY' : 'srvy.facts.anonN') },
          { label: t('srvy.facts.point'), value: srvy.pointTypeCd && t('srvy.facts.pointValue', { name: SRVY_POINT_TYPES[srvy.pointTypeCd] }) },
        ]}
      />
    </section>
  );
}

/** Who may answer now: the form; otherwise why not (a login with the way back, answered, closed, not the target). */
function SrvyBody({ view, ctxKey }: { view: TSrvyView; ctxKey: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (view.canAnswer) return <SrvyAnswering key={view.srvy.srvyId} view={view} ctxKey={ctxKey} />;
  if (view.loginRequired) {
    return (
      <div className="srvy-notice">
        <p>{t('srvy.answer.loginText')}</p>
        <Link className="btn btn--primary" to={loginPathFor(`${location.pathname}${location.search}`)}>
          {t('srvy.answer.login')}
        </Link>
      </div>
    );
  }
  return (
    <p className="srvy-notice" role="note">
      {view.answered ? t('srvy.answer.answeredText') : view.notice}
    </p>
  );
}

/**
 * /srvy/:srvyId (issue 17; ?ctx= for a programme's or reservation's survey): anyone reads what the
 * survey is; who may answer answers here. An address naming no survey shows the not-found page.
 */
export function SrvyPage() {
  const { t } = useTranslation();
  const srvyId = recordIdOf(useParams().srvyId);
  const ctxKey = useSearchParams()[0].get('ctx') ?? '';
  const valid = srvyId !== undefined;
  const query = useSrvyView(srvyId ?? 0, ctxKey, valid);
  return (
    <RecordPage
      query={query}
      valid={valid}
      name={(view) => view.srvy.srvyTtl}
      failed={() => (
        <p role="alert" className="srvy__error">
          {t('srvy.loadFailed')}
        </p>
      )}
    >
      {(view) => (
        <article className="srvy srvy-page">
          <h1 className="page-title">{view.srvy.srvyTtl}</h1>
          {view.srvy.srvyExpln && <PlainText className="srvy-page__expln" text={view.srvy.srvyExpln} />}
          <SrvyFacts view={view} />
          <SrvyBody view={view} ctxKey={ctxKey} />
        </article>
      )}
    </RecordPage>
  );
}
