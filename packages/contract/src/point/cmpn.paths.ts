import { adminCrudPaths } from '../common/api.js';

/**
 * Campaign points (issue 15): the student's campaigns and applications (/myPage/cmpnPoint/cmpnPointAply)
 * and the administrator's campaigns and applications (cmpnPointMng); schemas in cmpn.api.ts.
 */
export const cmpnPaths = {
  cmpnList: 'GET /icec/api/cmpnPointAply/cmpn/list',
  cmpn: 'GET /icec/api/cmpnPointAply/cmpn/:cmpnId',
  aply: 'POST /icec/api/cmpnPointAply/aply',
  aplyList: 'GET /icec/api/cmpnPointAply/aply/list',
  withdraw: 'POST /icec/api/cmpnPointAply/aply/:aplyId/withdraw',
} as const;

export const cmpnMngPaths = {
  ...adminCrudPaths('/api/cmpnPointMng/cmpn', 'cmpnId'),
  close: 'POST /api/cmpnPointMng/cmpn/:cmpnId/close',
} as const;

export const cmpnAplyMngPaths = {
  list: 'GET /api/cmpnPointMng/aply/list',
  item: 'GET /api/cmpnPointMng/aply/:aplyId',
  approve: 'POST /api/cmpnPointMng/aply/approve',
  reject: 'POST /api/cmpnPointMng/aply/reject',
  excel: 'POST /api/cmpnPointMng/aply/excel',
} as const;
