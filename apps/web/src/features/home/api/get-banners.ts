import type { TBannerPublicListResponse, TBannerView } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannerClient } from './banner-client';
import { homeKeys } from './home-keys';

/**
 * GET /icec/api/banner/list?bannerSeCd=: the banners showing now, in order. Quiet: a strip that
 * could not load is simply absent, without the failure dialog (spec §8: other request failures
 * are only logged).
 */
export async function getBanners(bannerSeCd: string, signal?: AbortSignal): Promise<TBannerView[]> {
  try {
    const body: Partial<TBannerPublicListResponse> | undefined = await bannerClient.list({ query: { bannerSeCd } }, { quiet: true, signal });
    return Array.isArray(body?.list) ? body.list : [];
  } catch (error) {
    if (!signal?.aborted) console.warn('[banner] the banner list could not be read', error);
    return [];
  }
}

export const bannersQueryOptions = (bannerSeCd: string) =>
  queryOptions({ queryKey: homeKeys.banners(bannerSeCd), queryFn: ({ signal }) => getBanners(bannerSeCd, signal), staleTime: 5 * 60_000 });

export const useBanners = (bannerSeCd: string) => useQuery(bannersQueryOptions(bannerSeCd));
