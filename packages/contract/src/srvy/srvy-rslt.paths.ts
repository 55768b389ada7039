/**
 * Admin srvy: the results of one survey (issue 17), reached from the survey list
 * (/admin/srvy/:srvyId/rslt); schemas in srvy-rslt.api.ts.
 */
export const srvyRsltPaths = {
  rslt: 'GET /api/srvy/:srvyId/rslt',
  texts: 'GET /api/srvy/:srvyId/rslt/texts',
  cross: 'GET /api/srvy/:srvyId/rslt/cross',
  nonRspns: 'GET /api/srvy/:srvyId/rslt/nonRspns',
  rawExport: 'POST /api/srvy/:srvyId/rslt/rawExport',
  summaryExport: 'POST /api/srvy/:srvyId/rslt/summaryExport',
} as const;
