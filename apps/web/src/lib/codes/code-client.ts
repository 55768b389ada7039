import { codePaths, type codeApi } from '@portal/contract';
import { apiClient } from '../api';

/**
 * The user realm's code calls (decision 014): the reflected codes every feature shows, and the two
 * /icec/ paths of the spec that only administrators may call (changeSortSeq, resetCodeList).
 */
export const codeClient = apiClient<typeof codeApi>(codePaths);
