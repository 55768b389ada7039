import { recordIdOf, SCHL_TYPE } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { useParams } from 'react-router';
import { MetaList } from '../../../components/card-list';
import { ListedRecordPage } from '../../../components/layout/listed-record-page';
import { RcmdtnButton } from '../../../components/rcmdtn/rcmdtn-button';
import { useCrrBook } from '../api/get-crr-book';
import { crrBookMeta } from '../components/crr-book-card';
import { CrrBookCover } from '../components/crr-book-cover';
import { CrrBookJobs } from '../components/crr-book-jobs';
import './crr-book.css';

const schlTypeNm = (code: string) => SCHL_TYPE[code as keyof typeof SCHL_TYPE] ?? code;

/** /infoGd/crrBook/:crrBookId (spec §2): one book, its summary (as text) and the recommend button. */
export function CrrBookDetailPage() {
  const { t } = useTranslation();
  const crrBookId = recordIdOf(useParams().crrBookId) ?? 0;
  const valid = crrBookId > 0;
  const query = useCrrBook(crrBookId);
  return (
    <ListedRecordPage
      query={query}
      valid={valid}
      name={(book) => book.bookNm}
      listPath="/infoGd/crrBook"
      texts={{ title: t('crrBook.title'), loadFailed: t('crrBook.loadFailed'), list: t('crrBook.list') }}
      classNames={{ page: 'crr-book crr-book-detail', actions: 'crr-book-detail__actions' }}
    >
      {(book, toList) => (
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
    </ListedRecordPage>
  );
}
