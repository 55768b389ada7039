import { REVW_MESSAGES, revwMngPaths, type revwMngApi, type TRevwAvgQuery, type TRevwExcelBodyInput, type TRevwMngListQueryInput } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../../components/admin/crud';
import { apiClient } from '../../../../lib/api';
import { saveDownload } from '../../../../lib/files';

/** /api/contentReview...: the reviews of contents and programs (admin contentReview, issue 20). */
export const revwMngClient = apiClient<typeof revwMngApi>(revwMngPaths);

export const revwMngKeys = {
  all: ['admRevw'] as const,
  list: (query: Partial<TRevwMngListQueryInput>) => [...revwMngKeys.all, 'list', query] as const,
  avg: (query: Partial<TRevwAvgQuery>) => [...revwMngKeys.all, 'avg', query] as const,
};

/** GET /api/contentReview: a page of reviews by target kind, keyword, hidden flag and period. */
export const useRevwMngList = (query: Partial<TRevwMngListQueryInput>) =>
  useQuery({
    queryKey: revwMngKeys.list(query),
    queryFn: ({ signal }) => revwMngClient.list({ query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/contentReview/avg: the average rating per target (hidden reviews left out). */
export const useRevwAvgList = (query: Partial<TRevwAvgQuery>) =>
  useQuery({
    queryKey: revwMngKeys.avg(query),
    queryFn: ({ signal }) => revwMngClient.avg({ query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** PUT /api/contentReview/:revwId/hide: hide (with the reason) or show again. */
export const useHideRevw = () =>
  useInvalidatingMutation(
    ({ revwId, hideYn, hideRsn }: { revwId: number; hideYn: 'Y' | 'N'; hideRsn?: string }) =>
      revwMngClient.hide({ params: { revwId }, body: { hideYn, hideRsn } }),
    revwMngKeys.all,
  );

/** PUT /api/contentReview/:revwId/answer: the administrator's answer ('' removes it). */
export const useAnswerRevw = () =>
  useInvalidatingMutation(
    ({ revwId, ansCn }: { revwId: number; ansCn: string }) => revwMngClient.answer({ params: { revwId }, body: { ansCn } }),
    revwMngKeys.all,
  );

/** POST /api/contentReview/excel: the searched reviews as an .xlsx, with the reason (SECURITY 17). */
export async function exportRevws(body: TRevwExcelBodyInput): Promise<void> {
  saveDownload(await revwMngClient.download('excel', { body }), `${REVW_MESSAGES.excelFileStem}.xlsx`);
}
