import type { TCntstScoreBodyInput } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../../components/admin/crud';
import { contestJudgeClient } from './contest-client';

export const judgeKeys = {
  all: ['contestJudge'] as const,
  list: () => [...judgeKeys.all, 'list'] as const,
  entries: (cntstId: number) => [...judgeKeys.all, cntstId, 'entries'] as const,
  entry: (cntstId: number, entryId: number) => [...judgeKeys.all, cntstId, 'entry', entryId] as const,
};

/** GET /api/contestJudge/list: the contests I judge, with my allocated and submitted counts. */
export const useJudgeContests = () => useQuery({ queryKey: judgeKeys.list(), queryFn: ({ signal }) => contestJudgeClient.list({}, { signal }), staleTime: 0 });

/** GET /api/contestJudge/:cntstId/entries: the contest, its criteria and my allocated entries (a 404 shows the not-found page). */
export const useJudgeEntries = (cntstId: number | undefined) =>
  useQuery({
    queryKey: judgeKeys.entries(cntstId ?? 0),
    queryFn: ({ signal }) => contestJudgeClient.entries({ params: { cntstId: cntstId! } }, { signal, record: true }),
    enabled: cntstId !== undefined,
    staleTime: 0,
  });

/** GET /api/contestJudge/:cntstId/entries/:entryId: one allocated entry (blind when the contest is) with my score. */
export const useJudgeEntry = (cntstId: number, entryId: number | undefined) =>
  useQuery({
    queryKey: judgeKeys.entry(cntstId, entryId ?? 0),
    queryFn: ({ signal }) => contestJudgeClient.entry({ params: { cntstId, entryId: entryId! } }, { signal }),
    enabled: entryId !== undefined,
    staleTime: 0,
  });

/** PUT .../score (draft) or POST .../score/submit (final) of one entry. */
export const useSaveScore = (cntstId: number, entryId: number, final: boolean) =>
  useInvalidatingMutation(
    (body: TCntstScoreBodyInput) =>
      final ? contestJudgeClient.submit({ params: { cntstId, entryId }, body }) : contestJudgeClient.save({ params: { cntstId, entryId }, body }),
    judgeKeys.all,
  );
