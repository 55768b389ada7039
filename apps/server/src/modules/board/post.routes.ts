import { boardApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serveApi } from '../../plugins/serve-api.js';
import { countView, createPost, deleteOwnPost, getBoardInfo, getPostDetail, listPosts, updateOwnPost } from './post.service.js';

const publicAccess = { config: { access: 'public' } } as const;
// the access hook of a 'user' route has refused guests (401) and administrators (403) before the
// handler runs, so request.user is there; the services take it as the session gives it
const member = { config: { access: 'user' } } as const;

/** Public board pages (spec §2 /:section/board/:boardId ...): reads are public and checked per board, writes need a login. */
export async function postRoutes(app: FastifyInstance) {
  serveApi(app, boardApi, 'info', publicAccess, (request) => getBoardInfo(app.db, request.user, request.params.boardId));
  serveApi(app, boardApi, 'postList', publicAccess, (request) => listPosts(app.db, request.user, request.params.boardId, request.query));
  serveApi(app, boardApi, 'post', publicAccess, (request) => getPostDetail(app.db, request.user, request.params.boardId, request.params.postId));
  serveApi(app, boardApi, 'countView', publicAccess, (request) => countView(app.db, request.user, request.params.boardId, request.params.postId));
  serveApi(app, boardApi, 'createPost', member, (request) => createPost(app.db, request.user!, request.params.boardId, request.body));
  serveApi(app, boardApi, 'updatePost', member, (request) => updateOwnPost(app.db, request.user!, request.params.boardId, request.params.postId, request.body));
  serveApi(app, boardApi, 'deletePost', member, (request) => deleteOwnPost(app.db, request.user!, request.params.boardId, request.params.postId));
}
