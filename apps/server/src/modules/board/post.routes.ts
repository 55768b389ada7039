import {
  ZBoardInfo,
  ZBoardParams,
  ZBoardPostParams,
  ZPostDetail,
  ZPostInqCnt,
  ZPostListQuery,
  ZPostListResponse,
  ZPostSave,
  ZPostSaved,
  ZResultResponse,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { countView, createPost, deleteOwnPost, getBoardInfo, getPostDetail, listPosts, updateOwnPost } from './post.service.js';

const publicAccess = { access: 'public' } as const;
const userAccess = { access: 'user' } as const;

/** The caller of a 'user' route (the access hook has refused guests and administrators). */
export function loggedIn(request: FastifyRequest): TRequestUser {
  if (!request.user) throw AppError.unauthorized();
  return request.user;
}

/** Public board pages (spec §2 /:section/board/:boardId ...): reads are public and checked per board, writes need a login. */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/icec/api/board/:boardId',
    { config: publicAccess, schema: { params: ZBoardParams, response: { 200: ZBoardInfo } } },
    async (request) => getBoardInfo(app.db, request.user, request.params.boardId),
  );

  app.get(
    '/icec/api/board/:boardId/post',
    { config: publicAccess, schema: { params: ZBoardParams, querystring: ZPostListQuery, response: { 200: ZPostListResponse } } },
    async (request) => listPosts(app.db, request.user, request.params.boardId, request.query),
  );

  app.get(
    '/icec/api/board/:boardId/post/:postId',
    { config: publicAccess, schema: { params: ZBoardPostParams, response: { 200: ZPostDetail } } },
    async (request) => getPostDetail(app.db, request.user, request.params.boardId, request.params.postId),
  );

  app.post(
    '/icec/api/board/:boardId/post/:postId/inqCnt',
    { config: publicAccess, schema: { params: ZBoardPostParams, response: { 200: ZPostInqCnt } } },
    async (request) => countView(app.db, request.user, request.params.boardId, request.params.postId),
  );

  app.post(
    '/icec/api/board/:boardId/post',
    { config: userAccess, schema: { params: ZBoardParams, body: ZPostSave, response: { 200: ZPostSaved } } },
    async (request) => createPost(app.db, loggedIn(request), request.params.boardId, request.body),
  );

  app.put(
    '/icec/api/board/:boardId/post/:postId',
    { config: userAccess, schema: { params: ZBoardPostParams, body: ZPostSave, response: { 200: ZPostSaved } } },
    async (request) => updateOwnPost(app.db, loggedIn(request), request.params.boardId, request.params.postId, request.body),
  );

  app.delete(
    '/icec/api/board/:boardId/post/:postId',
    { config: userAccess, schema: { params: ZBoardPostParams, response: { 200: ZResultResponse } } },
    async (request) => deleteOwnPost(app.db, loggedIn(request), request.params.boardId, request.params.postId),
  );
};
