import { defineApi } from '../common/api.js';
import { crrRcmdtnPaths } from './crr-rcmdtn.paths.js';
import { ZCrrRcmdtnList } from './crr-rcmdtn.schema.js';

export const crrRcmdtnApi = defineApi(crrRcmdtnPaths, {
  list: { response: ZCrrRcmdtnList },
});
