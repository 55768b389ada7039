import { recordIdOf, type TContsDetail } from '@portal/contract';
import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router';
import { MetaList } from '../../../components/card-list';
import { HtmlContent } from '../../../components/editor';
import { ListedRecordPage, useListSearchState } from '../../../components/layout/listed-record-page';
import { RcmdtnButton } from '../../../components/rcmdtn/rcmdtn-button';
import { RevwSection } from '../../../components/revw';
import { useTranslation } from '../../../lib/i18n';
import { usePagingState } from '../../../lib/paging';
import { useContsCrsOpen } from '../../../lib/use-conts-crs-open';
import { useConts } from '../api/get-conts';
import { ContsCard } from '../components/conts-card';
import { ContsFiles } from '../components/conts-files';
import { formatDay, kndNm, lvlNms } from '../components/conts-format';
import { ContsVideo } from '../components/conts-video';
import { clsfPath, CONTS_PATH, PAGING_KEY } from '../components/use-conts-search';
import '../conts-catalogue';
import './conts.css';

/** A titled part of the page, a region named by its h2. */
function Part({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="conts-detail__subtitle">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The classifications as links back to the library filtered by each. */
function ClsfLinks({ conts }: { conts: TContsDetail }) {
  const { t } = useTranslation();
  // a new search starts from its first page
  const { setCurrentPage } = usePagingState(PAGING_KEY);
  return (
    <ul className="conts-clsfs">
      {conts.clsfs.map((clsf) => (
        <li key={clsf.clsfCd}>
          <Link className="conts-clsf" to={clsfPath(clsf.clsfCd)} aria-label={t('conts.clsfLink', { name: clsf.clsfNm })} onClick={() => setCurrentPage(1)}>
            {clsf.clsfNm}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ContsView({ conts, listSearch, toList }: { conts: TContsDetail; listSearch: string; toList: ReactNode }) {
  const { t } = useTranslation();
  useContsCrsOpen(conts.contsId);
  return (
    <article className="conts conts-detail">
      <header className="conts-detail__head">
        <p className="conts-detail__knd">{kndNm(conts.contsKndCd)}</p>
        <h1 className="page-title conts-detail__title">{conts.contsTtl}</h1>
        <MetaList
          items={[
            { label: t('conts.lvls'), value: lvlNms(conts.schlLvls) },
            { label: t('conts.clsfs'), value: conts.clsfs.length > 0 ? <ClsfLinks conts={conts} /> : null },
            { label: t('conts.pblcDt'), value: formatDay(conts.pblcDt) },
            { label: t('conts.inqCnt'), value: conts.inqCnt.toLocaleString('ko-KR') },
            { label: t('conts.rating'), value: conts.rtngCnt > 0 ? t('conts.ratingValue', { avg: conts.rtngAvg.toFixed(1), count: conts.rtngCnt }) : null },
          ]}
        />
        <RcmdtnButton target={{ srvcCd: 'CONTS', idntfId: String(conts.contsId) }} label={t('conts.rcmdtn')} alreadyText={t('conts.rcmdtnAlready')} />
      </header>
      <Part title={t('conts.smry')} className="conts-detail__smry">
        <p>{conts.contsSmry}</p>
      </Part>
      <ContsVideo title={conts.contsTtl} embedUrl={conts.vdoEmbedUrl} vdoUrl={conts.vdoUrl} transcript={conts.vdoTrnscr} />
      <Part title={t('conts.body')} className="conts-detail__body">
        <HtmlContent html={conts.contsCn} className="conts-detail__html" />
      </Part>
      <ContsFiles files={conts.files} />
      {conts.related.length > 0 && (
        <Part title={t('conts.related')} className="conts-detail__related">
          <ul className="conts-related">
            {conts.related.map((item) => (
              <li key={item.contsId}>
                <ContsCard item={item} listSearch={listSearch} headingLevel={3} />
              </li>
            ))}
          </ul>
        </Part>
      )}
      <RevwSection trgtSeCd="CONTS" trgtId={conts.contsId} />
      {toList}
    </article>
  );
}

/**
 * /infoGd/conts/:contsId (issue 20): a published content with its video, body, attachments,
 * recommendation, related contents and reviews; anything else (a draft, a scheduled or deleted
 * content, an id that is none) is the not-found page. 목록 returns to the library as it was left.
 */
export function ContsDetailPage() {
  const { t } = useTranslation();
  const contsId = recordIdOf(useParams().contsId) ?? 0;
  const valid = contsId > 0;
  const query = useConts(contsId);
  const listSearch = useListSearchState();
  return (
    <ListedRecordPage
      query={query}
      valid={valid}
      name={(conts) => conts.contsTtl}
      listPath={CONTS_PATH}
      texts={{ title: t('conts.title'), loadFailed: t('conts.loadFailed'), list: t('conts.list') }}
      classNames={{ page: 'conts conts-detail', actions: 'conts-detail__actions' }}
    >
      {(conts, toList) => <ContsView conts={conts} listSearch={listSearch} toList={toList} />}
    </ListedRecordPage>
  );
}
