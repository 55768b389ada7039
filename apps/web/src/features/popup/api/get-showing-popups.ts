import type { TPopupPublicListResponse, TPopupView } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { popupClient } from './popup-client';
import { popupKeys } from './popup-keys';

/**
 * GET /icec/api/popup/list?pageUrl=: the popups showing now on a page. Quiet: the failure dialog
 * must not greet a visitor over a notice that could not load (spec §8: other request failures are
 * only logged); a failure shows no popup. The /icec/ path is used as is, so an administrator
 * browsing the site reads the same list.
 */
export async function getShowingPopups(pageUrl: string, signal?: AbortSignal): Promise<TPopupView[]> {
  try {
    const body: Partial<TPopupPublicListResponse> | undefined = await popupClient.list({ query: { pageUrl } }, { quiet: true, signal });
    return Array.isArray(body?.list) ? body.list : [];
  } catch (error) {
    if (!signal?.aborted) console.warn('[popup] the popup list could not be read', error);
    return [];
  }
}

const showingPopupsOptions = (pageUrl: string) =>
  queryOptions({ queryKey: popupKeys.showing(pageUrl), queryFn: ({ signal }) => getShowingPopups(pageUrl, signal), staleTime: 60_000 });

export const useShowingPopups = (pageUrl: string) => useQuery(showingPopupsOptions(pageUrl));

/** Asks for a page's popups before the layer renders (the first page: main.tsx), so they show with the page. */
export const prefetchShowingPopups = (pageUrl: string) => queryClient.prefetchQuery(showingPopupsOptions(pageUrl));
