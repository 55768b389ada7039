import { deadLinkPaths, type deadLinkApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The link checker page's calls (decision 014). */
export const deadLinkClient = apiClient<typeof deadLinkApi>(deadLinkPaths);
