import type { TCntstEntryExportBodyInput, TCntstEntryMngQuery, TCntstPrizeBody, TCntstReopenBody } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../../components/admin/crud';
import { saveDownload } from '../../../../lib/files';
import { contestClient } from './contest-client';
import { contestResource } from './contest-resource';

export const contestAdmKeys = {
  all: ['contestAdm'] as const,
  entries: (cntstId: number, query: Partial<TCntstEntryMngQuery>) => [...contestAdmKeys.all, cntstId, 'entries', query] as const,
  judges: (cntstId: number) => [...contestAdmKeys.all, cntstId, 'judges'] as const,
  candidates: () => [...contestAdmKeys.all, 'candidates'] as const,
  progress: (cntstId: number) => [...contestAdmKeys.all, cntstId, 'progress'] as const,
  scores: (cntstId: number) => [...contestAdmKeys.all, cntstId, 'scores'] as const,
};

/** After a judging change: the entries, judges, progress, score table and the contest itself are read again. */
const touched = [contestAdmKeys.all, contestResource.keys.all] as const;

/** GET /api/contest/:cntstId/entries: the entries with their entrants' names (administrators only, privacy-logged). */
export const useContestEntries = (cntstId: number, query: Partial<TCntstEntryMngQuery>) =>
  useQuery({
    queryKey: contestAdmKeys.entries(cntstId, query),
    queryFn: ({ signal }) => contestClient.entries({ params: { cntstId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/contest/:cntstId/judges: the contest's judges with their load. */
export const useContestJudges = (cntstId: number) =>
  useQuery({ queryKey: contestAdmKeys.judges(cntstId), queryFn: ({ signal }) => contestClient.judges({ params: { cntstId } }, { signal }) });

/** GET /api/contest/judgeCandidates: the manager accounts that may judge. */
export const useJudgeCandidates = () =>
  useQuery({ queryKey: contestAdmKeys.candidates(), queryFn: ({ signal }) => contestClient.judgeCandidates({}, { signal }), staleTime: 60_000 });

/** GET /api/contest/:cntstId/progress: allocated, drafted and submitted sheets per judge. */
export const useContestProgress = (cntstId: number) =>
  useQuery({ queryKey: contestAdmKeys.progress(cntstId), queryFn: ({ signal }) => contestClient.progress({ params: { cntstId } }, { signal }) });

/** GET /api/contest/:cntstId/scores: the score table (means, weighted total, spread, rank, ties, prizes). */
export const useContestScores = (cntstId: number) =>
  useQuery({ queryKey: contestAdmKeys.scores(cntstId), queryFn: ({ signal }) => contestClient.scores({ params: { cntstId } }, { signal }) });

/** PUT /api/contest/:cntstId/judges: the judges, replacing the set. */
export const useSaveJudges = (cntstId: number) =>
  useInvalidatingMutation((judgeIds: string[]) => contestClient.judgesSave({ params: { cntstId }, body: { judgeIds } }), ...touched);

/** POST /api/contest/:cntstId/allocate: the entries dealt to the judges by the contest's allocation mode. */
export const useAllocate = (cntstId: number) => useInvalidatingMutation(() => contestClient.allocate({ params: { cntstId } }), ...touched);

/** POST /api/contest/:cntstId/scores/reopen: a submitted score back to its judge, with the reason (logged). */
export const useReopenScore = (cntstId: number) =>
  useInvalidatingMutation((body: TCntstReopenBody) => contestClient.reopen({ params: { cntstId }, body }), ...touched);

/** PUT /api/contest/:cntstId/ties: tied entries in the order decided. */
export const useSaveTies = (cntstId: number) =>
  useInvalidatingMutation((entryIds: number[]) => contestClient.ties({ params: { cntstId }, body: { entryIds } }), ...touched);

/** PUT /api/contest/:cntstId/prizes: each entry's prize. */
export const useSavePrizes = (cntstId: number) =>
  useInvalidatingMutation((awards: TCntstPrizeBody['awards']) => contestClient.prizes({ params: { cntstId }, body: { awards } }), ...touched);

/** POST /api/contest/:cntstId/publish: the results announced (on or after the announcement date). */
export const usePublish = (cntstId: number) =>
  useInvalidatingMutation((overrideYn: 'Y' | 'N') => contestClient.publish({ params: { cntstId }, body: { overrideYn } }), ...touched);

/** POST /api/contest/:cntstId/entries/excel: the searched entries as an .xlsx, with the reason (SECURITY 17). */
export async function exportEntries(cntstId: number, cntstTtl: string, body: TCntstEntryExportBodyInput): Promise<void> {
  saveDownload(await contestClient.download('entriesExcel', { params: { cntstId }, body }), `공모전응모작_${cntstTtl}.xlsx`);
}
