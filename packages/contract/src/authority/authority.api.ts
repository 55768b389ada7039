import { defineApi } from '../common/api.js';
import { authorityPaths } from './authority.paths.js';
import {
  ZAuthorityDeleteResponse,
  ZAuthorityGrantParams,
  ZAuthorityGrantRequest,
  ZAuthorityGrantResponse,
  ZAuthorityListQuery,
  ZAuthorityListResponse,
  ZAuthorityUserQuery,
  ZAuthorityUserResponse,
} from './authority.schema.js';

export const authorityApi = defineApi(authorityPaths, {
  list: { query: ZAuthorityListQuery, response: ZAuthorityListResponse },
  users: { query: ZAuthorityUserQuery, response: ZAuthorityUserResponse },
  grant: { body: ZAuthorityGrantRequest, response: ZAuthorityGrantResponse },
  revoke: { params: ZAuthorityGrantParams, response: ZAuthorityDeleteResponse },
});
