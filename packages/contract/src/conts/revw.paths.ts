/**
 * Reviews of contents and fusion programs (issue 20): members read, write, edit and delete their
 * review of a target (a published content, a fusion program they attended); administrators
 * (contentReview) search, hide with a reason, answer, see averages per target and export the list.
 * Schemas in revw.api.ts.
 */
export const revwPaths = {
  /** guests too: a page of visible reviews (10, newest first), the average, my review, whether I may write */
  list: 'GET /icec/api/revw/:trgtSeCd/:trgtId',
  create: 'POST /icec/api/revw/:trgtSeCd/:trgtId',
  update: 'PUT /icec/api/revw/:revwId',
  remove: 'DELETE /icec/api/revw/:revwId',
} as const;

export const revwMngPaths = {
  list: 'GET /api/contentReview',
  /** per target: title, count and average of visible reviews */
  avg: 'GET /api/contentReview/avg',
  /** SECURITY 17: the searched reviews (.xlsx) after a reason */
  excel: 'POST /api/contentReview/excel',
  hide: 'PUT /api/contentReview/:revwId/hide',
  answer: 'PUT /api/contentReview/:revwId/answer',
} as const;
