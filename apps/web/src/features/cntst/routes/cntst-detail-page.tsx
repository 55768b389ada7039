import type { TCntstPubView } from '@portal/contract';
import { Link } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { CardListError, MetaList } from '../../../components/card-list';
import { useTranslation } from '../../../lib/i18n';
import { useCntstView } from '../api/cntst-queries';
import { CntstAplyBox } from '../components/cntst-aply-box';
import { CntstExpln } from '../components/cntst-expln';
import { CntstPhaseBadge } from '../components/cntst-phase-badge';
import { CntstPoster } from '../components/cntst-poster';
import { cntstRsltPath, formatCntstDt, formatPeriod, trgtText } from '../cntst-format';
import { useCntstParams } from '../use-cntst-params';
import '../cntst-catalogue';
import '../cntst.css';

const LIST_PATH = '/cntst/list';

/** What an entry holds: the form's fields and the file limits. */
function Submission({ view }: { view: TCntstPubView }) {
  const { t } = useTranslation();
  const { fields, fileMaxCnt, fileMaxSizeMb, fileExts } = view.entryForm;
  return (
    <section className="cntst-section" aria-labelledby="cntst-submission">
      <h2 id="cntst-submission">{t('cntst.submission')}</h2>
      <ul>
        <li>{t('cntst.write.entryTtl')}</li>
        {fields.map((field) => (
          <li key={field.fieldId}>{field.fieldNm}</li>
        ))}
        <li>{fileMaxCnt > 0 ? t('cntst.fileRule', { count: fileMaxCnt, size: fileMaxSizeMb, exts: fileExts.join(', ') }) : t('cntst.noFile')}</li>
      </ul>
    </section>
  );
}

/**
 * /cntst/:cntstId (issue 17): the poster, description, who may enter, the periods, prizes and
 * criteria, and entering (or why not). Results once announced. A missing contest: the not-found page.
 */
export function CntstDetailPage() {
  const { t } = useTranslation();
  const { cntstId } = useCntstParams();
  const query = useCntstView(cntstId);
  const toList = (
    <p className="cntst__actions cntst__actions--end">
      <Link className="btn btn--secondary" to={LIST_PATH}>
        {t('cntst.list')}
      </Link>
    </p>
  );

  return (
    <RecordPage
      query={query}
      valid={cntstId > 0}
      name={(view) => view.cntstTtl}
      failed={() => (
        <div className="cntst">
          <h1 className="page-title">{t('cntst.title')}</h1>
          <CardListError>{t('cntst.loadFailed')}</CardListError>
          {toList}
        </div>
      )}
    >
      {(view) => (
        <article className="cntst cntst-detail">
          <div className="cntst-detail__head">
            <CntstPoster cntstTtl={view.cntstTtl} posterPath={view.posterImagePath} posterAlt={view.posterAlt} />
            <div className="cntst-detail__body">
              <CntstPhaseBadge phase={view.phase} />
              <h1 className="page-title">{view.cntstTtl}</h1>
              <MetaList
                items={[
                  { label: t('cntst.aplyPeriod'), value: formatPeriod(view.aplyBgngDt, view.aplyEndDt) },
                  { label: t('cntst.jdgPeriod'), value: formatPeriod(view.jdgBgngDt, view.jdgEndDt) },
                  { label: t('cntst.annDt'), value: formatCntstDt(view.annDt) },
                  { label: t('cntst.trgt'), value: trgtText(view.trgtMbrTypes, view.trgtSchlTypes) },
                  { label: t('cntst.entryType'), value: view.teamYn === 'Y' ? t('cntst.team', { max: view.maxTeamSize }) : t('cntst.individual') },
                  { label: t('cntst.aplyLimit'), value: t('cntst.aplyLimitValue', { count: view.aplyLimitCnt }) },
                ]}
              />
              {view.phase === 'ANN' && (
                <p>
                  <Link className="btn btn--primary" to={cntstRsltPath(view.cntstId)}>
                    {t('cntst.toRslt')}
                  </Link>
                </p>
              )}
            </div>
          </div>
          <CntstAplyBox view={view} />
          <section className="cntst-section" aria-labelledby="cntst-expln">
            <h2 id="cntst-expln">{t('cntst.expln')}</h2>
            <CntstExpln text={view.cntstExpln} />
          </section>
          {view.prizes.length > 0 && (
            <section className="cntst-section" aria-labelledby="cntst-prizes">
              <h2 id="cntst-prizes">{t('cntst.prizes')}</h2>
              <MetaList items={view.prizes.map((prize) => ({ label: prize.prizeNm, value: t('cntst.prizeValue', { prizeCnt: prize.prizeCnt }) }))} />
            </section>
          )}
          {view.crtrs.length > 0 && (
            <section className="cntst-section" aria-labelledby="cntst-crtrs">
              <h2 id="cntst-crtrs">{t('cntst.crtrs')}</h2>
              <MetaList items={view.crtrs.map((crtr) => ({ label: crtr.crtrNm, value: t('cntst.crtrValue', { weight: crtr.weight }) }))} />
            </section>
          )}
          <Submission view={view} />
          {toList}
        </article>
      )}
    </RecordPage>
  );
}
