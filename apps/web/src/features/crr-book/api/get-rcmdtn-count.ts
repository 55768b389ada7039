import type { TRcmdtnCount, TRcmdtnTarget } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { crrBookKeys } from './crr-book-keys';

/** GET /api/commonLog/rcmdtn/count/{srvcCd}/{idntfId} (spec §7): the count, and whether the caller recommended. */
export const getRcmdtnCount = ({ srvcCd, idntfId }: TRcmdtnTarget, signal?: AbortSignal) =>
  api.get<TRcmdtnCount>(`/api/commonLog/rcmdtn/count/${srvcCd}/${encodeURIComponent(idntfId)}`, { signal });

export const useRcmdtnCount = (target: TRcmdtnTarget) =>
  useQuery({ queryKey: crrBookKeys.rcmdtn(target), queryFn: ({ signal }) => getRcmdtnCount(target, signal) });
