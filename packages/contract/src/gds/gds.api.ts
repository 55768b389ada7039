import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { gdsMngPaths, gdsOrderMngPaths, gdsPaths } from './gds.paths.js';
import {
  ZGdsCancelBody,
  ZGdsCancelResponse,
  ZGdsHandoverExportRequest,
  ZGdsHandoverQuery,
  ZGdsHandoverResponse,
  ZGdsItem,
  ZGdsListQuery,
  ZGdsListResponse,
  ZGdsOrderBody,
  ZGdsOrderExportRequest,
  ZGdsOrderListQuery,
  ZGdsOrderListResponse,
  ZGdsOrderParams,
  ZGdsOrderResponse,
  ZGdsParams,
  ZGdsSave,
  ZGdsShopResponse,
  ZMyGdsOrderListResponse,
} from './gds.schema.js';
import { ZPageQuery } from '../common/paging.schema.js';

export const gdsApi = defineApi(gdsPaths, {
  list: { response: ZGdsShopResponse },
  order: { params: ZGdsParams, body: ZGdsOrderBody, response: ZGdsOrderResponse },
  orderList: { query: ZPageQuery, response: ZMyGdsOrderListResponse },
  cancel: { params: ZGdsOrderParams, response: ZGdsCancelResponse },
});

export const gdsMngApi = defineApi(gdsMngPaths, {
  list: { query: ZGdsListQuery, response: ZGdsListResponse },
  item: { params: ZGdsParams, response: ZGdsItem },
  create: { body: ZGdsSave, response: ZGdsItem },
  update: { params: ZGdsParams, body: ZGdsSave, response: ZGdsItem },
  remove: { params: ZGdsParams, response: ZResultResponse },
});

export const gdsOrderMngApi = defineApi(gdsOrderMngPaths, {
  list: { query: ZGdsOrderListQuery, response: ZGdsOrderListResponse },
  handover: { params: ZGdsOrderParams, response: ZResultResponse },
  cancel: { params: ZGdsOrderParams, body: ZGdsCancelBody, response: ZResultResponse },
  handoverList: { query: ZGdsHandoverQuery, response: ZGdsHandoverResponse },
  export: { body: ZGdsOrderExportRequest },
  handoverExport: { body: ZGdsHandoverExportRequest },
});
