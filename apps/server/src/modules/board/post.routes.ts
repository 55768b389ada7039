import { boardApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { countView, createPost, deleteOwnPost, getBoardInfo, getPostDetail, listPosts, updateOwnPost } from './post.service.js';
import { actorOf, actorOrGuest } from '../../plugins/access.js';

const publicAccess = { config: { access: 'public' } } as const;
const member = { config: { access: 'user' } } as const;

/** Public board pages (spec §2 /:section/board/:boardId ...): reads are public and checked per board, writes need a login. */
export async function postRoutes(app: FastifyInstance) {
  serveApi(app, boardApi, 'info', publicAccess, (request) => getBoardInfo(app.db, actorOrGuest(request), request.params.boardId));
  serveApi(app, boardApi, 'postList', publicAccess, (request) => listPosts(app.db, actorOrGuest(request), request.params.boardId, request.query));
  serveApi(app, boardApi, 'post', publicAccess, (request) => getPostDetail(app.db, actorOrGuest(request), request.params.boardId, request.params.postId));
  serveApi(app, boardApi, 'countView', publicAccess, (request) => countView(app.db, actorOrGuest(request), request.params.boardId, request.params.postId));
  serveApi(app, boardApi, 'createPost', member, (request) => createPost(app.db, actorOf(request), request.params.boardId, request.body));
  serveApi(app, boardApi, 'updatePost', member, (request) =>
    updateOwnPost(app.db, actorOf(request), request.params.boardId, request.params.postId, request.body),
  );
  serveApi(app, boardApi, 'deletePost', member, (request) => deleteOwnPost(app.db, actorOf(request), request.params.boardId, request.params.postId));
}
