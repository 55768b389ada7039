import { commonLogPaths, type commonLogApi } from '@portal/contract';
import { apiClient } from '../../lib/api';

/** The recommendation calls (spec §7 commonLog rcmdtn, decision 014). */
export const commonLogClient = apiClient<typeof commonLogApi>(commonLogPaths);
