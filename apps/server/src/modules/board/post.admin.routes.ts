import {
  ZAdminPostCreate,
  ZAdminPostDetail,
  ZAdminPostListQuery,
  ZAdminPostListResponse,
  ZAdminPostParams,
  ZCmntListQuery,
  ZAdminCmntListResponse,
  ZCmntId,
  ZPostAnswer,
  ZPostBulk,
  ZPostSave,
  ZPostSaved,
  ZResultResponse,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { deleteCmntAdmin, listCmntsAdmin } from './cmnt.service.js';
import { answerPost, bulkPosts, createPostAdmin, deletePostAdmin, getPostAdmin, listPostsAdmin, updatePostAdmin } from './post.admin.service.js';

const admin = { access: 'admin' } as const;
const ZAdminCmntParams = ZAdminPostParams.extend({ cmntId: ZCmntId });

/** The admin post page (spec §2 admin post): every board's posts, bulk actions, Q&A answers, comments. */
export const postAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/postMng/list',
    { config: admin, schema: { querystring: ZAdminPostListQuery, response: { 200: ZAdminPostListResponse } } },
    async (request) => listPostsAdmin(app.db, actorOf(request), request.query),
  );

  app.post(
    '/api/postMng/bulk',
    { config: admin, schema: { body: ZPostBulk, response: { 200: ZResultResponse } } },
    async (request) => bulkPosts(app.db, actorOf(request), request.body),
  );

  app.get(
    '/api/postMng/:postId',
    { config: admin, schema: { params: ZAdminPostParams, response: { 200: ZAdminPostDetail } } },
    async (request) => getPostAdmin(app.db, actorOf(request), request.params.postId),
  );

  app.post(
    '/api/postMng',
    { config: admin, schema: { body: ZAdminPostCreate, response: { 200: ZPostSaved } } },
    async (request) => createPostAdmin(app.db, actorOf(request), request.body),
  );

  app.put(
    '/api/postMng/:postId',
    { config: admin, schema: { params: ZAdminPostParams, body: ZPostSave, response: { 200: ZPostSaved } } },
    async (request) => updatePostAdmin(app.db, actorOf(request), request.params.postId, request.body),
  );

  app.delete(
    '/api/postMng/:postId',
    { config: admin, schema: { params: ZAdminPostParams, response: { 200: ZResultResponse } } },
    async (request) => deletePostAdmin(app.db, actorOf(request), request.params.postId),
  );

  app.put(
    '/api/postMng/:postId/answer',
    { config: admin, schema: { params: ZAdminPostParams, body: ZPostAnswer, response: { 200: ZResultResponse } } },
    async (request) => answerPost(app.db, actorOf(request), request.params.postId, request.body.ansCn),
  );

  app.get(
    '/api/postMng/:postId/cmnt',
    { config: admin, schema: { params: ZAdminPostParams, querystring: ZCmntListQuery, response: { 200: ZAdminCmntListResponse } } },
    async (request) => listCmntsAdmin(app.db, actorOf(request), request.params.postId, request.query.currentPage),
  );

  app.delete(
    '/api/postMng/:postId/cmnt/:cmntId',
    { config: admin, schema: { params: ZAdminCmntParams, response: { 200: ZResultResponse } } },
    async (request) => deleteCmntAdmin(app.db, actorOf(request), request.params.postId, request.params.cmntId),
  );
};
