import { joinPaths, type joinApi, type TIdntfStartRequest } from '@portal/contract';
import { apiClient } from '../../lib/api';

const joinClient = apiClient<typeof joinApi>(joinPaths);

/** POST /icec/api/idntf/start: a new verification of this browser and where the provider window is. */
export const startVerification = (body: TIdntfStartRequest) => joinClient.idntfStart({ body });
