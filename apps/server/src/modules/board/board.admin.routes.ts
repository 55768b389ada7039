import { boardMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { createBoard, deleteBoardEntry, getBoard, listBoardOptions, listBoards, updateBoardEntry } from './board.admin.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The admin board page (spec §2 admin board). */
export async function boardAdminRoutes(app: FastifyInstance) {
  serveApi(app, boardMngApi, 'list', admin, (request) => listBoards(app.db, adminOf(request), request.query));
  serveApi(app, boardMngApi, 'options', admin, (request) => listBoardOptions(app.db, adminOf(request)));
  serveApi(app, boardMngApi, 'item', admin, (request) => getBoard(app.db, adminOf(request), request.params.boardId));
  serveApi(app, boardMngApi, 'create', admin, (request) => createBoard(app.db, adminOf(request), request.body));
  serveApi(app, boardMngApi, 'update', admin, (request) => updateBoardEntry(app.db, adminOf(request), request.params.boardId, request.body));
  serveApi(app, boardMngApi, 'remove', admin, (request) => deleteBoardEntry(app.db, adminOf(request), request.params.boardId));
}
