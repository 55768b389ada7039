/** Identity verification and member join (spec §2 /mbrJoin, nice, niceCallback); schemas in join.api.ts. */
export const joinPaths = {
  trms: 'GET /icec/api/mbrJoin/trms',
  checkId: 'POST /icec/api/mbrJoin/checkId',
  join: 'POST /icec/api/mbrJoin/join',
  majuonJoin: 'POST /icec/api/mbrJoin/majuonJoin',
  admJoin: 'POST /icec/api/mbrJoin/admJoin',
  idntfStart: 'POST /icec/api/idntf/start',
  idntfCallback: 'POST /icec/api/idntf/callback',
  idntfResult: 'POST /icec/api/idntf/result',
} as const;

/**
 * The local identity provider's window and its submit (development and tests only, served when the
 * configured provider is LOCAL): HTML documents, no JSON.
 */
export const idntfLocalPaths = {
  authorize: 'GET /icec/api/idntf/local/authorize',
  submit: 'GET /icec/api/idntf/local/submit',
} as const;
