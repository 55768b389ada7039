import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { usePageTitle } from '../../lib/page-title';
import { NotFoundPage } from './not-found-page';

/** What RecordPage reads of the record's query (TanStack Query's result). */
type TRecordQuery<T> = { data: T | undefined; error: unknown };

type TRecordPageProps<T> = {
  query: TRecordQuery<T>;
  /** false when the address cannot name a record (no query is made) */
  valid?: boolean;
  /** the record's name: the end of the document title and of the location bar (a form keeps its route's name) */
  name?: (record: T) => string;
  /** another failure (the API client has shown its message): what the page shows instead */
  failed?: (error: unknown) => ReactNode;
  children: (record: T) => ReactNode;
};

function Named({ name, children }: { name: string; children: ReactNode }) {
  usePageTitle(name);
  return children;
}

/**
 * One way for every record page (issue 14): an address that cannot name a record, or a record the
 * API answers 404 for, shows the not-found page (the fetcher passes `record: true`, so no dialog
 * comes first); then the loading status; then the page, named after its record.
 */
export function RecordPage<T>({ query, valid = true, name, failed, children }: TRecordPageProps<T>) {
  const { t } = useTranslation();
  if (!valid || (isApiError(query.error) && query.error.status === 404)) return <NotFoundPage />;
  if (query.error) return failed ? failed(query.error) : <p role="alert">{t('common.error')}</p>;
  if (query.data === undefined) return <p role="status">{t('layout.loading')}</p>;
  return name ? <Named name={name(query.data)}>{children(query.data)}</Named> : children(query.data);
}
