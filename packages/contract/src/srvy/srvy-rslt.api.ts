import { defineApi } from '../common/api.js';
import { srvyRsltPaths } from './srvy-rslt.paths.js';
import {
  ZSrvyCross,
  ZSrvyCrossQuery,
  ZSrvyNonRspnsPage,
  ZSrvyNonRspnsQuery,
  ZSrvyRslt,
  ZSrvyRsltExportBody,
  ZSrvyRsltParams,
  ZSrvyTextPage,
  ZSrvyTextQuery,
} from './srvy-rslt.schema.js';

export const srvyRsltApi = defineApi(srvyRsltPaths, {
  rslt: { params: ZSrvyRsltParams, response: ZSrvyRslt },
  texts: { params: ZSrvyRsltParams, query: ZSrvyTextQuery, response: ZSrvyTextPage },
  cross: { params: ZSrvyRsltParams, query: ZSrvyCrossQuery, response: ZSrvyCross },
  nonRspns: { params: ZSrvyRsltParams, query: ZSrvyNonRspnsQuery, response: ZSrvyNonRspnsPage },
  // the responses as an .xlsx (a download, no JSON answer); a named survey's needs the reason
  rawExport: { params: ZSrvyRsltParams, body: ZSrvyRsltExportBody },
  // the summary (counts, percents, means) as an .xlsx
  summaryExport: { params: ZSrvyRsltParams, body: ZSrvyRsltExportBody },
});
