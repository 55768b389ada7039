import { adminCrudPaths } from '../common/api.js';

/**
 * Contests (issue 17): the public pages' calls (/cntst/*, my entries on /myPage/cntstAply), the
 * administrator's contests (/admin/contest) and the judges' score sheets (/admin/contestJudge);
 * schemas in cntst.api.ts.
 */
export const cntstPaths = {
  list: 'GET /icec/api/cntst/list',
  view: 'GET /icec/api/cntst/:cntstId',
  rslt: 'GET /icec/api/cntst/:cntstId/rslt',
  entryCreate: 'POST /icec/api/cntst/:cntstId/entry',
  entry: 'GET /icec/api/cntst/:cntstId/entry/:entryId',
  entryUpdate: 'PUT /icec/api/cntst/:cntstId/entry/:entryId',
  entryWithdraw: 'POST /icec/api/cntst/:cntstId/entry/:entryId/withdraw',
  myEntries: 'GET /icec/api/cntst/myEntry/list',
} as const;

export const contestPaths = {
  ...adminCrudPaths('/api/contest', 'cntstId'),
  entries: 'GET /api/contest/:cntstId/entries',
  entry: 'GET /api/contest/:cntstId/entries/:entryId',
  entriesExcel: 'POST /api/contest/:cntstId/entries/excel',
  judgeCandidates: 'GET /api/contest/judgeCandidates',
  judges: 'GET /api/contest/:cntstId/judges',
  judgesSave: 'PUT /api/contest/:cntstId/judges',
  allocate: 'POST /api/contest/:cntstId/allocate',
  progress: 'GET /api/contest/:cntstId/progress',
  scores: 'GET /api/contest/:cntstId/scores',
  reopen: 'POST /api/contest/:cntstId/scores/reopen',
  ties: 'PUT /api/contest/:cntstId/ties',
  prizes: 'PUT /api/contest/:cntstId/prizes',
  publish: 'POST /api/contest/:cntstId/publish',
} as const;

export const contestJudgePaths = {
  list: 'GET /api/contestJudge/list',
  entries: 'GET /api/contestJudge/:cntstId/entries',
  entry: 'GET /api/contestJudge/:cntstId/entries/:entryId',
  save: 'PUT /api/contestJudge/:cntstId/entries/:entryId/score',
  submit: 'POST /api/contestJudge/:cntstId/entries/:entryId/score/submit',
} as const;
