import { defineApi } from '../common/api.js';
import { ZResultResponse } from '../common/result.schema.js';
import { accessIpMngPaths } from './access-ip.paths.js';
import { ZAccessIpItem, ZAccessIpListQuery, ZAccessIpListResponse, ZAccessIpParams, ZAccessIpSave } from './access-ip.schema.js';

export const accessIpMngApi = defineApi(accessIpMngPaths, {
  list: { query: ZAccessIpListQuery, response: ZAccessIpListResponse },
  item: { params: ZAccessIpParams, response: ZAccessIpItem },
  create: { body: ZAccessIpSave, response: ZAccessIpItem },
  update: { params: ZAccessIpParams, body: ZAccessIpSave, response: ZAccessIpItem },
  remove: { params: ZAccessIpParams, response: ZResultResponse },
});
