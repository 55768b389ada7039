import type { TRcmdtnTarget } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { commonLogClient } from './common-log-client';
import { rcmdtnKeys } from './rcmdtn-keys';

/** GET /api/commonLog/rcmdtn/count/{srvcCd}/{idntfId} (spec §7): the count, and whether the caller recommended. */
export const getRcmdtnCount = (target: TRcmdtnTarget, signal?: AbortSignal) => commonLogClient.rcmdtnCount({ params: target }, { signal });

export const useRcmdtnCount = (target: TRcmdtnTarget) =>
  useQuery({ queryKey: rcmdtnKeys.count(target), queryFn: ({ signal }) => getRcmdtnCount(target, signal) });
