import { boardMngPaths, boardPaths, postMngPaths, type boardApi, type boardMngApi, type postMngApi } from '@portal/contract';
import { apiClient } from '../../../lib/api';

/** The public board calls (decision 014). */
export const boardClient = apiClient<typeof boardApi>(boardPaths);

/** The admin board page's calls besides its CRUD (board-mng-resource). */
export const boardMngClient = apiClient<typeof boardMngApi>(boardMngPaths);

/** The admin post page's calls. */
export const postMngClient = apiClient<typeof postMngApi>(postMngPaths);
