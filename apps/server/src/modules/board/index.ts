import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import type { TDb } from '../../db/client.js';
import { createFilesDeps, registerFileOwner } from '../files/index.js';
import { boardAdminRoutes } from './board.admin.routes.js';
import { attachDemoImages } from './board.demo-files.js';
import { boardFileOwner } from './board.files.js';
import { cmntRoutes } from './cmnt.routes.js';
import { postAdminRoutes } from './post.admin.routes.js';
import { postRoutes } from './post.routes.js';

export { boardSeeder } from './board.seed.js';
/** Writes to the board table and tells every process's board cache (tests that set up boards use it too). */
export { changeBoards } from './board.cache.js';

/** Boards, posts, comments and likes (spec §2 boards, admin board and post). */
export default async function boardModule(app: FastifyInstance, _opts: { config: TConfig }) {
  // the files of a post follow the post's rules (SECURITY 8, 15)
  registerFileOwner('board', boardFileOwner);
  await app.register(boardAdminRoutes);
  await app.register(postAdminRoutes);
  await app.register(postRoutes);
  await app.register(cmntRoutes);
}

/** Demo mode, after seeding: the demo gallery's pictures as real files (seeders cannot write bytes). */
export const attachDemoFiles = async (db: TDb, config: TConfig) => attachDemoImages(await createFilesDeps(db, config));
