import { myInfoPaths, type myInfoApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The account self-service calls (decision 014). */
export const myInfoClient = apiClient<typeof myInfoApi>(myInfoPaths);

/** Query keys of the member feature (account self-service). */
export const memberKeys = {
  all: ['member'] as const,
  findId: (vrfcId: string) => [...memberKeys.all, 'findId', vrfcId] as const,
  trmsReAgre: () => [...memberKeys.all, 'trmsReAgre'] as const,
  myInfo: () => [...memberKeys.all, 'myInfo'] as const,
};
