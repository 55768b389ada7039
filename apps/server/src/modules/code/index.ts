import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config/env.js';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { codeAdminRoutes } from './code.admin.routes.js';
import { reflectedChildren } from './code.reflect.js';
import { codeRoutes } from './code.routes.js';

/** Common codes (spec §3, §4, §7 manageCode): the admin page's API and the reflected codes users see. */
export default async function codeModule(app: FastifyInstance, _opts: { config: TConfig }) {
  await app.register(codeRoutes);
  await app.register(codeAdminRoutes);
}

/**
 * ARCHITECTURE convention 7: the active child codes of a group as users see them (the last
 * reflected version, spec §4), in order. Cached per process; a reflect reaches every process
 * within a few seconds (decision 008). `via`: the caller's transaction, when it holds one.
 */
export async function codeList(db: TDb, upComCdId: string, via?: TDbOrTx): Promise<{ comCd: string; comCdNm: string; cdExpln: string | null }[]> {
  return (await reflectedChildren(db, upComCdId, via)).map(({ comCd, comCdNm, cdExpln }) => ({ comCd, comCdNm, cdExpln }));
}
