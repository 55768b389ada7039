import { boardApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { createCmnt, deleteOwnCmnt, listCmnts, toggleLikeOf } from './cmnt.service.js';
import { actorOf, actorOrGuest } from '../../plugins/access.js';

const publicAccess = { config: { access: 'public' } } as const;
const member = { config: { access: 'user' } } as const;

/** A post's comments and likes (public reads, members' writes, checked per board). */
export async function cmntRoutes(app: FastifyInstance) {
  serveApi(app, boardApi, 'cmntList', publicAccess, (request) =>
    listCmnts(app.db, actorOrGuest(request), request.params.boardId, request.params.postId, request.query.currentPage),
  );
  serveApi(app, boardApi, 'createCmnt', member, (request) => createCmnt(app.db, actorOf(request), request.params.boardId, request.params.postId, request.body));
  serveApi(app, boardApi, 'deleteCmnt', member, (request) =>
    deleteOwnCmnt(app.db, actorOf(request), request.params.boardId, request.params.postId, request.params.cmntId),
  );
  serveApi(app, boardApi, 'toggleLike', member, (request) => toggleLikeOf(app.db, actorOf(request), request.params.boardId, request.params.postId));
}
