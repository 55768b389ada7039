import type { TIdntfCallbackRequest, TIdntfCallbackResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** POST /icec/api/idntf/callback: hands the provider's answer to the server (spec §2 niceCallback). */
export const postVerificationCallback = (body: TIdntfCallbackRequest) =>
  api.post<TIdntfCallbackResponse>('/icec/api/idntf/callback', { body });
