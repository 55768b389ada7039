import type { TIdntfCallbackRequest } from '@portal/contract';
import { joinClient } from './join-keys';

/** POST /icec/api/idntf/callback: hands the provider's answer to the server (spec §2 niceCallback). */
export const postVerificationCallback = (body: TIdntfCallbackRequest) => joinClient.idntfCallback({ body });
