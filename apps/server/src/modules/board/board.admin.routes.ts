import { ZBoardItem, ZBoardListQuery, ZBoardListResponse, ZBoardOptionList, ZBoardParams, ZBoardSave, ZResultResponse } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.js';
import { createBoard, deleteBoardEntry, getBoard, listBoardOptions, listBoards, updateBoardEntry } from './board.admin.service.js';

const admin = { access: 'admin' } as const;

/** The admin board page (spec §2 admin board). */
export const boardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/boardMng/list',
    { config: admin, schema: { querystring: ZBoardListQuery, response: { 200: ZBoardListResponse } } },
    async (request) => listBoards(app.db, actorOf(request), request.query),
  );

  app.get('/api/boardMng/options', { config: admin, schema: { response: { 200: ZBoardOptionList } } }, async (request) =>
    listBoardOptions(app.db, actorOf(request)),
  );

  app.get(
    '/api/boardMng/:boardId',
    { config: admin, schema: { params: ZBoardParams, response: { 200: ZBoardItem } } },
    async (request) => getBoard(app.db, actorOf(request), request.params.boardId),
  );

  app.post(
    '/api/boardMng',
    { config: admin, schema: { body: ZBoardSave, response: { 200: ZBoardItem } } },
    async (request) => createBoard(app.db, actorOf(request), request.body),
  );

  app.put(
    '/api/boardMng/:boardId',
    { config: admin, schema: { params: ZBoardParams, body: ZBoardSave, response: { 200: ZBoardItem } } },
    async (request) => updateBoardEntry(app.db, actorOf(request), request.params.boardId, request.body),
  );

  app.delete(
    '/api/boardMng/:boardId',
    { config: admin, schema: { params: ZBoardParams, response: { 200: ZResultResponse } } },
    async (request) => deleteBoardEntry(app.db, actorOf(request), request.params.boardId),
  );
};
