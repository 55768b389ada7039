/** Recommended jobs (spec §2 /crrRcmdtn/crrRcmdtnDtl); schemas in crr-rcmdtn.api.ts. */
export const crrRcmdtnPaths = {
  list: 'GET /icec/api/crrRcmdtn/list',
} as const;
