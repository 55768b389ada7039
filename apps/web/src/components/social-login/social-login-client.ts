import { socialLoginPaths, type socialLoginApi } from '@portal/contract';
import { apiClient } from '../../lib/api';

/** The social login calls the login buttons make (decision 014). */
export const socialLoginClient = apiClient<typeof socialLoginApi>(socialLoginPaths);
