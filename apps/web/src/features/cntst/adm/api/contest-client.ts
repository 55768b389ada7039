import { contestJudgePaths, type contestJudgeApi, contestPaths, type contestApi } from '@portal/contract';
import { apiClient } from '../../../../lib/api';

/** /api/contest: the administrator's contests, entries, judges and results (decision 014). */
export const contestClient = apiClient<typeof contestApi>(contestPaths);

/** /api/contestJudge: a judge's allocated entries and score sheets. */
export const contestJudgeClient = apiClient<typeof contestJudgeApi>(contestJudgePaths);
