import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { RecordPage } from '../../app/routes/record-page';
import { CardListError } from '../card-list';

/** The search a record page's list was left with (the link's state `listSearch`); its page is in the paging state (lib/paging). */
export function useListSearchState(): string {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' && 'listSearch' in state && typeof state.listSearch === 'string' ? state.listSearch : '';
}

type TListedRecordPageProps<T> = {
  query: { data: T | undefined; error: unknown };
  /** false when the address cannot name a record */
  valid: boolean;
  /** the record's name: the end of the document title and of the location bar */
  name: (record: T) => string;
  /** the list's address; '목록' returns to it with the search it was left with */
  listPath: string;
  /** the page's title and message when the record could not be read, and the link's text */
  texts: { title: string; loadFailed: string; list: string };
  /** the classes of the page's article and of the link's paragraph */
  classNames: { page: string; actions: string };
  /** the record's page; `toList` is the '목록' link, for its end */
  children: (record: T, toList: ReactNode) => ReactNode;
};

/**
 * A public record page opened from its list (RecordPage): the record with a '목록' link back to the
 * list as it was left; a failed read shows the page's title, the message and the same link.
 */
export function ListedRecordPage<T>({ query, valid, name, listPath, texts, classNames, children }: TListedRecordPageProps<T>) {
  const listSearch = useListSearchState();
  const toList = (
    <p className={classNames.actions}>
      <Link className="btn btn--secondary" to={listSearch ? `${listPath}?${listSearch}` : listPath}>
        {texts.list}
      </Link>
    </p>
  );
  return (
    <RecordPage
      query={query}
      valid={valid}
      name={name}
      failed={() => (
        <article className={classNames.page}>
          <h1 className="page-title">{texts.title}</h1>
          <CardListError>{texts.loadFailed}</CardListError>
          {toList}
        </article>
      )}
    >
      {(record) => children(record, toList)}
    </RecordPage>
  );
}
