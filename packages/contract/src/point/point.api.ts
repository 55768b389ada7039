import { defineApi } from '../common/api.js';
import { pointMngPaths, pointPaths } from './point.paths.js';
import {
  ZAdjustBody,
  ZAdjustResponse,
  ZHolderExportBody,
  ZHolderLedgerResponse,
  ZHolderListQuery,
  ZHolderListResponse,
  ZHolderParams,
  ZInsertPointBody,
  ZInsertPointResponse,
  ZLedgerExportBody,
  ZLedgerQuery,
  ZMyPointResponse,
  ZPointHistoryResponse,
  ZPointRule,
  ZPointRuleListResponse,
  ZPointRuleParams,
  ZPointRuleSave,
} from './point.schema.js';

export const pointApi = defineApi(pointPaths, {
  myPoint: { response: ZMyPointResponse },
  insertPoint: { body: ZInsertPointBody, response: ZInsertPointResponse },
  history: { query: ZLedgerQuery, response: ZPointHistoryResponse },
});

export const pointMngApi = defineApi(pointMngPaths, {
  holderList: { query: ZHolderListQuery, response: ZHolderListResponse },
  ledger: { params: ZHolderParams, query: ZLedgerQuery, response: ZHolderLedgerResponse },
  adjust: { params: ZHolderParams, body: ZAdjustBody, response: ZAdjustResponse },
  ruleList: { response: ZPointRuleListResponse },
  ruleUpdate: { params: ZPointRuleParams, body: ZPointRuleSave, response: ZPointRule },
  // .xlsx downloads (no JSON answer)
  holderExport: { body: ZHolderExportBody },
  ledgerExport: { params: ZHolderParams, body: ZLedgerExportBody },
});
