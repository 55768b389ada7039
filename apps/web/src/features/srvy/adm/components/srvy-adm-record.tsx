import type { ReactNode } from 'react';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';

type TSrvyAdmRecordProps<T> = {
  query: { data: T | undefined; error: unknown };
  /** false when the address names no survey (no query is made) */
  valid: boolean;
  children: (record: T) => ReactNode;
};

/**
 * A survey's admin page as RecordPage does it: a missing survey shows the admin not-found page,
 * another failure (the API client has shown its message) says so, then the loading status, then the page.
 */
export function SrvyAdmRecord<T>({ query, valid, children }: TSrvyAdmRecordProps<T>) {
  const { t } = useTranslation();
  if (!valid || (isApiError(query.error) && query.error.status === 404)) return <AdminNotFoundPage />;
  if (query.error) return <p role="alert">{t('common.error')}</p>;
  if (query.data === undefined) return <p role="status">{t('layout.loading')}</p>;
  return children(query.data);
}
