import { portfloPaths, type portfloApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The portfolio calls (decision 014): view, settings, PDF, fusion list, history and the teacher's pick list. */
export const portfloClient = apiClient<typeof portfloApi>(portfloPaths);
