import { FUSN_PRGRM_SE, FUSN_PRGRM_STTS, FUSN_SCHL_LVLS, FUSN_SLCT_SE, recordIdOf, type TFusnPrgrmView } from '@portal/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { HtmlContent } from '../../../components/editor/html-content';
import { RevwSection } from '../../../components/revw';
import { useTranslation } from '../../../lib/i18n';
import { usePrgrmView } from '../api/prgrm-queries';
import { dateTimeText, timeText, ymdText } from '../fusn-format';
import { APLY_MENU_URL } from '../fusn-routes';
import { sesnSttsKey } from '../components/sesn-card';
import '../fusn-catalogue';
import '../fusn.css';

const lvlNames = (lvls: readonly string[]) => lvls.map((lvl) => FUSN_SCHL_LVLS[lvl as keyof typeof FUSN_SCHL_LVLS] ?? lvl).join(', ');

function PrgrmFacts({ view }: { view: TFusnPrgrmView }) {
  const { t } = useTranslation();
  return (
    <dl className="fusn-meta">
      <dt>{t('fusn.field.kind')}</dt>
      <dd>
        {FUSN_PRGRM_SE[view.prgrmSeCd]}
        {view.prgrmSeCd === 'INDV' && ` (${FUSN_SLCT_SE[view.slctSeCd]})`}
      </dd>
      <dt>{t('fusn.field.stts')}</dt>
      <dd>{FUSN_PRGRM_STTS[view.sttsCd]}</dd>
      <dt>{t('fusn.field.schlLvls')}</dt>
      <dd>{lvlNames(view.schlLvls)}</dd>
      <dt>{t('fusn.field.hall')}</dt>
      <dd>
        {view.halls.map((hall, index) => (
          <span key={hall.bmnexhlId}>
            {index > 0 && ', '}
            <Link to={`/eduIntdcn/bmnexhlIntdcnView/${hall.bmnexhlId}`}>{hall.bmnexhlNm}</Link>
          </span>
        ))}
      </dd>
      <dt>{t('fusn.field.durMin')}</dt>
      <dd>{t('fusn.minutes', { count: view.durMin })}</dd>
      <dt>{t('fusn.field.opnDt')}</dt>
      <dd>{dateTimeText(view.opnDt)}</dd>
      <dt>{t('fusn.field.ddln')}</dt>
      <dd>{view.ddlnDays > 0 ? t('fusn.ddlnDays', { count: view.ddlnDays }) : t('fusn.ddlnStart')}</dd>
      {view.prgrmSeCd === 'GRP' && view.schlTermLmt !== null && (
        <>
          <dt>{t('fusn.field.schlTermLmt')}</dt>
          <dd>{t('fusn.schlTermLmt', { count: view.schlTermLmt })}</dd>
        </>
      )}
      <dt>{t('fusn.field.srvy')}</dt>
      <dd>{[view.bfrSrvyYn === 'Y' && t('fusn.bfrSrvy.title'), view.dgstfnSrvyYn === 'Y' && t('fusn.dgstfnSrvy.title')].filter(Boolean).join(', ') || '-'}</dd>
      <dt>{t('fusn.field.point')}</dt>
      <dd>{view.pointYn === 'Y' ? t('fusn.pointY') : t('fusn.pointN')}</dd>
    </dl>
  );
}

/** The coming sessions, each leading to its week in the calendar. */
function SesnTable({ view }: { view: TFusnPrgrmView }) {
  const { t } = useTranslation();
  const [nowMs] = useState(() => Date.now());
  if (view.sesns.length === 0) return <p className="fusn-empty">{t('fusn.prgrm.noSesn')}</p>;
  return (
    <table className="list-table fusn-table">
      <caption className="sr-only">{t('fusn.prgrm.sesnCaption', { prgrmNm: view.prgrmNm })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fusn.field.sesnYmd')}</th>
          <th scope="col">{t('fusn.field.time')}</th>
          <th scope="col">{t('fusn.field.remaining')}</th>
          <th scope="col">{t('fusn.field.stts')}</th>
        </tr>
      </thead>
      <tbody>
        {view.sesns.map((sesn) => (
          <tr key={sesn.sesnId}>
            <td data-label={t('fusn.field.sesnYmd')}>
              <Link to={`${APLY_MENU_URL}/${sesn.sesnYmd}?prgrmSeCd=${view.prgrmSeCd}`}>{ymdText(sesn.sesnYmd)}</Link>
            </td>
            <td data-label={t('fusn.field.time')}>{timeText(sesn.bgngTm, sesn.endTm)}</td>
            <td data-label={t('fusn.field.remaining')}>
              {view.slctSeCd === 'LTRY' && view.prgrmSeCd === 'INDV'
                ? t('fusn.lotteryCpcty', { count: sesn.cpcty })
                : t('fusn.remainingOf', { count: Math.max(sesn.remaining, 0), cpcty: sesn.cpcty })}
            </td>
            <td data-label={t('fusn.field.stts')}>
              {t(sesnSttsKey(sesn, nowMs))}
              {view.slctSeCd === 'LTRY' && view.prgrmSeCd === 'INDV' && nowMs >= new Date(sesn.ddlnDt).getTime() && (
                <>
                  {' '}
                  <Link to={`/crrFusion/drawVrfy/${sesn.sesnId}`}>{t('fusn.my.drawVrfy')}</Link>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /crrFusion/prgrm/:prgrmId (anyone): a program's description, facts and coming sessions; DRAFT or missing: not found. */
export function PrgrmViewPage() {
  const { t } = useTranslation();
  const prgrmId = recordIdOf(useParams().prgrmId) ?? 0;
  const query = usePrgrmView(prgrmId);
  return (
    <RecordPage query={query} valid={prgrmId > 0} name={(view) => view.prgrmNm}>
      {(view) => (
        <article className="fusn fusn-prgrm">
          <h1 className="page-title">{view.prgrmNm}</h1>
          {view.imagePath && (
            <figure className="fusn-prgrm__figure">
              <img src={view.imagePath} alt={view.imageAlt ?? ''} loading="lazy" />
            </figure>
          )}
          <PrgrmFacts view={view} />
          <section className="fusn-section" aria-labelledby="fusn-prgrm-expln">
            <h2 id="fusn-prgrm-expln">{t('fusn.prgrm.expln')}</h2>
            <HtmlContent html={view.prgrmExpln} />
          </section>
          <section className="fusn-section" aria-labelledby="fusn-prgrm-sesns">
            <h2 id="fusn-prgrm-sesns">{t('fusn.prgrm.sesns')}</h2>
            <SesnTable view={view} />
          </section>
          <p className="fusn-actions">
            <Link className="btn btn--primary" to={`${APLY_MENU_URL}?prgrmSeCd=${view.prgrmSeCd}`}>
              {t('fusn.toCalendar')}
            </Link>
          </p>
          <RevwSection trgtSeCd="PRGRM" trgtId={view.prgrmId} />
        </article>
      )}
    </RecordPage>
  );
}
