import type { TCrrBookPublicItem } from '@portal/contract';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { Card, type TMetaItem } from '../../../components/card-list';
import { CrrBookCover } from './crr-book-cover';
import { CrrBookJobs } from './crr-book-jobs';

/** Author, publisher and year: a book's rows in the list and on its page. */
export const crrBookMeta = (book: TCrrBookPublicItem, t: TFunction): TMetaItem[] => [
  { label: t('crrBook.author'), value: book.authorNm },
  { label: t('crrBook.publisher'), value: book.pblshrNm },
  { label: t('crrBook.year'), value: book.pblcnYr },
];

/** One book of the list: cover, title (the link to its page), author, publisher, year, related jobs. */
export function CrrBookCard({ book, listSearch }: { book: TCrrBookPublicItem; listSearch: string }) {
  const { t } = useTranslation();
  return (
    <Card
      media={<CrrBookCover className="crr-book__cover" book={book} />}
      title={
        // the list's search goes along, so the detail page's list link returns to it
        <Link to={`/infoGd/crrBook/${book.crrBookId}`} state={{ listSearch }}>
          {book.bookNm}
        </Link>
      }
      meta={crrBookMeta(book, t)}
    >
      <CrrBookJobs jobs={book.relatedJobs} />
    </Card>
  );
}
