import { SCHL_TYPE } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useParams } from 'react-router';
import { RecordPage } from '../../../app/routes/record-page';
import { CardListError, MetaList } from '../../../components/card-list';
import { RcmdtnButton } from '../../../components/rcmdtn/rcmdtn-button';
import { useCrrBook } from '../api/get-crr-book';
import { crrBookMeta } from '../components/crr-book-card';
import { CrrBookCover } from '../components/crr-book-cover';
import { CrrBookJobs } from '../components/crr-book-jobs';
import './crr-book.css';

const schlTypeNm = (code: string) => SCHL_TYPE[code as keyof typeof SCHL_TYPE] ?? code;

/** The list with the search it was left with; its page is in the paging state (lib/paging). */
function useListPath(): string {
  const state: unknown = useLocation().state;
  const search = state && typeof state === 'object' && 'listSearch' in state && typeof state.listSearch === 'string' ? state.listSearch : '';
  return search ? `/infoGd/crrBook?${search}` : '/infoGd/crrBook';
}

/** /infoGd/crrBook/:crrBookId (spec §2): one book, its summary (as text) and the recommend button. */
export function CrrBookDetailPage() {
  const { t } = useTranslation();
  const crrBookId = Number(useParams().crrBookId);
  const valid = Number.isInteger(crrBookId) && crrBookId > 0;
  const query = useCrrBook(valid ? crrBookId : 0);
  const listPath = useListPath();
  const toList = (
    <p className="crr-book-detail__actions">
      <Link className="btn btn--secondary" to={listPath}>
        {t('crrBook.list')}
      </Link>
    </p>
  );

  return (
    <RecordPage
      query={query}
      valid={valid}
      name={(book) => book.bookNm}
      failed={() => (
        <article className="crr-book crr-book-detail">
          <h1 className="page-title">{t('crrBook.title')}</h1>
          <CardListError>{t('crrBook.loadFailed')}</CardListError>
          {toList}
        </article>
      )}
    >
      {(book) => (
        <article className="crr-book crr-book-detail">
          <div className="crr-book-detail__head">
            <CrrBookCover className="crr-book-detail__cover" book={book} />
            <div className="crr-book-detail__body">
              <h1 className="page-title crr-book-detail__title">{book.bookNm}</h1>
              <MetaList
                items={[
                  ...crrBookMeta(book, t),
                  { label: 'ISBN', value: book.isbn },
                  { label: t('crrBook.schlType'), value: book.trgtSchlTypeCds.map(schlTypeNm).join(', ') },
                ]}
              />
              <CrrBookJobs jobs={book.relatedJobs} />
              <RcmdtnButton
                target={{ srvcCd: 'CRR_BOOK', idntfId: String(book.crrBookId) }}
                label={t('crrBook.rcmdtn')}
                alreadyText={t('crrBook.rcmdtnAlready')}
              />
            </div>
          </div>
          {book.sumry && (
            <section className="crr-book-detail__sumry" aria-labelledby="crr-book-sumry">
              <h2 id="crr-book-sumry">{t('crrBook.summary')}</h2>
              <p>{book.sumry}</p>
            </section>
          )}
          {toList}
        </article>
      )}
    </RecordPage>
  );
}
