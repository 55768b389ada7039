import { ZBoardPostParams, ZCmnt, ZCmntListQuery, ZCmntListResponse, ZCmntParams, ZCmntSave, ZLikeResponse, ZResultResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCmnt, deleteOwnCmnt, listCmnts, toggleLikeOf } from './cmnt.service.js';
import { loggedIn } from './post.routes.js';

/** A post's comments and likes (public reads, members' writes, checked per board). */
export const cmntRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/icec/api/board/:boardId/post/:postId/cmnt',
    { config: { access: 'public' }, schema: { params: ZBoardPostParams, querystring: ZCmntListQuery, response: { 200: ZCmntListResponse } } },
    async (request) => listCmnts(app.db, request.user, request.params.boardId, request.params.postId, request.query.currentPage),
  );

  app.post(
    '/icec/api/board/:boardId/post/:postId/cmnt',
    { config: { access: 'user' }, schema: { params: ZBoardPostParams, body: ZCmntSave, response: { 200: ZCmnt } } },
    async (request) => createCmnt(app.db, loggedIn(request), request.params.boardId, request.params.postId, request.body),
  );

  app.delete(
    '/icec/api/board/:boardId/post/:postId/cmnt/:cmntId',
    { config: { access: 'user' }, schema: { params: ZCmntParams, response: { 200: ZResultResponse } } },
    async (request) => deleteOwnCmnt(app.db, loggedIn(request), request.params.boardId, request.params.postId, request.params.cmntId),
  );

  app.post(
    '/icec/api/board/:boardId/post/:postId/like',
    { config: { access: 'user' }, schema: { params: ZBoardPostParams, response: { 200: ZLikeResponse } } },
    async (request) => toggleLikeOf(app.db, loggedIn(request), request.params.boardId, request.params.postId),
  );
};
