import { useQuery } from '@tanstack/react-query';
import { crrRcmdtnClient } from './crr-rcmdtn-client';
import { crrRcmdtnKeys } from './crr-rcmdtn-keys';

/** GET /icec/api/crrRcmdtn/list: the logged-in student's own recommendations. */
export const useCrrRcmdtnList = () => useQuery({ queryKey: crrRcmdtnKeys.list(), queryFn: ({ signal }) => crrRcmdtnClient.list({}, { signal }) });
