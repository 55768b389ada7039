/** The centre introduction pages (spec §2 /eduIntdcn/grts, crrMap, flrInfo), public; schemas in edu-intdcn.api.ts. */
export const eduIntdcnPaths = {
  page: 'GET /icec/api/eduIntdcn/:pageCd',
} as const;

/** spec §2 admin eduIntdcnMng: a page as administrators edit it, and its save. */
export const eduIntdcnMngPaths = {
  item: 'GET /api/eduIntdcnMng/:pageCd',
  save: 'PUT /api/eduIntdcnMng/:pageCd',
} as const;
