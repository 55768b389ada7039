import { postMngApi } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../../plugins/access.js';
import { serveApi } from '../../plugins/serve-api.js';
import { deleteCmntAdmin, listCmntsAdmin } from './cmnt.service.js';
import { answerPost, bulkPosts, createPostAdmin, deletePostAdmin, getPostAdmin, listPostsAdmin, updatePostAdmin } from './post.admin.service.js';

const admin = { config: { access: 'admin' } } as const;

/** The admin post page (spec §2 admin post): every board's posts, bulk actions, Q&A answers, comments. */
export async function postAdminRoutes(app: FastifyInstance) {
  serveApi(app, postMngApi, 'list', admin, (request) => listPostsAdmin(app.db, adminOf(request), request.query));
  serveApi(app, postMngApi, 'bulk', admin, (request) => bulkPosts(app.db, adminOf(request), request.body));
  serveApi(app, postMngApi, 'item', admin, (request) => getPostAdmin(app.db, adminOf(request), request.params.postId));
  serveApi(app, postMngApi, 'create', admin, (request) => createPostAdmin(app.db, adminOf(request), request.body));
  serveApi(app, postMngApi, 'update', admin, (request) => updatePostAdmin(app.db, adminOf(request), request.params.postId, request.body));
  serveApi(app, postMngApi, 'remove', admin, (request) => deletePostAdmin(app.db, adminOf(request), request.params.postId));
  serveApi(app, postMngApi, 'answer', admin, (request) => answerPost(app.db, adminOf(request), request.params.postId, request.body.ansCn));
  serveApi(app, postMngApi, 'cmntList', admin, (request) => listCmntsAdmin(app.db, adminOf(request), request.params.postId, request.query.currentPage));
  serveApi(app, postMngApi, 'removeCmnt', admin, (request) => deleteCmntAdmin(app.db, adminOf(request), request.params.postId, request.params.cmntId));
}
