import { SITE_NAME_DEFAULT } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteClient } from './site-client';
import { siteKeys } from './site-keys';

/** GET /icec/api/site/info: site name, footer address, phone, copyright and link lists. */
export const getSiteInfo = (signal?: AbortSignal) => siteClient.info({}, { signal });

/** `retryOnMount: false` as the menus (get-menu-list.ts): a failure asked for at start shows its message once. */
export const siteInfoQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.info(), queryFn: ({ signal }) => getSiteInfo(signal), staleTime: 30 * 60_000, retryOnMount: false });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());

/** The site name shown in titles and headers; the default until the site info has arrived. */
export const useSiteName = (): string => useSiteInfo().data?.siteNm || SITE_NAME_DEFAULT;
