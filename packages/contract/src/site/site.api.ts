import { defineApi } from '../common/api.js';
import { sitePaths } from './site.paths.js';
import { ZPolicyPage, ZPolicyParams, ZSiteInfo } from './site.schema.js';

export const siteApi = defineApi(sitePaths, {
  info: { response: ZSiteInfo },
  policy: { params: ZPolicyParams, response: ZPolicyPage },
});
