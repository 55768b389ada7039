/**
 * Career specialty remarks (issue 18, /myPage/crrSpcltCrt): for a teacher who may edit the class
 * (cls canEditClass): its students with their drafts, one student's sources and suggested sentences,
 * saving a draft (per student and the class's school year) and the class's .xlsx. Schemas in crr-spclt.api.ts.
 */
export const crrSpcltPaths = {
  classes: 'GET /icec/api/crrSpclt/classes',
  students: 'GET /icec/api/crrSpclt/classes/:clsId',
  source: 'GET /icec/api/crrSpclt/classes/:clsId/students/:userId',
  save: 'PUT /icec/api/crrSpclt/classes/:clsId/students/:userId',
  export: 'POST /icec/api/crrSpclt/classes/:clsId/export',
} as const;
