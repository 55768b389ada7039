import { codeMngPaths, type codeMngApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The code page's calls (decision 014); the user realm's (changeSortSeq, resetCodeList) are lib/codes' codeClient. */
export const codeMngClient = apiClient<typeof codeMngApi>(codeMngPaths);
