import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.js';
import { hashPassword, insertSession, SESSION_COOKIE } from '../modules/auth/index.js';
import { mbr, mbrTrmsAgre, trms } from '../modules/member/member.table.js';
import { issueToken, XSRF_COOKIE, XSRF_HEADER } from '../plugins/csrf.js';
import { TEST_SECRET } from './secret.js';

/** The password of every member made by createMember (the demo accounts use DEMO_PASSWORD). */
export const TEST_PASSWORD = 'Test!pass2026';
let testHash: Promise<string> | undefined;

/** Column values; timestamps may be SQL expressions (`sql`now() - interval '1 day'`). */
export type TNewMember = { [K in keyof typeof mbr.$inferInsert]?: (typeof mbr.$inferInsert)[K] | SQL };

let seq = 0;
/** A new active member who agreed to the current terms; defaults: a general member. */
export async function createMember(db: TDb, values: TNewMember = {}): Promise<typeof mbr.$inferSelect> {
  seq += 1;
  const userId = values.userId ?? `m${process.pid % 10000}x${seq}${randomBytes(2).toString('hex')}`;
  const [row] = await db
    .insert(mbr)
    .values({
      userNm: '테스트회원',
      userTypeCd: 'G',
      mbrTypeAuthrt: 'GN01',
      brdt: '1990-01-01',
      pswdHash: await (testHash ??= hashPassword(TEST_PASSWORD)),
      pswdChgAt: sql`now()`,
      ...values,
      userId,
    })
    .returning();
  const current = await db
    .selectDistinctOn([trms.trmsCd], { trmsCd: trms.trmsCd, trmsVer: trms.trmsVer })
    .from(trms)
    .orderBy(trms.trmsCd, sql`${trms.trmsVer} desc`);
  if (current.length) await db.insert(mbrTrmsAgre).values(current.map((t) => ({ userId, ...t, agreYn: 'Y' as const })));
  return row!;
}

/** What a browser sends: the cookies and the anti-forgery header. */
export type TAgent = { sid: string | null; headers: { cookie: string; [XSRF_HEADER]: string } };

/**
 * A logged-in browser without going through the login screens: a real session row that the
 * session plugin checks like any other. Login itself is tested in auth.routes.test.ts.
 */
export async function sessionFor(app: FastifyInstance, userId: string, realmCd: 'USER' | 'ADMIN' = userId === 'admin' ? 'ADMIN' : 'USER'): Promise<TAgent> {
  const sid = randomBytes(32).toString('base64url');
  await insertSession(app.db, {
    sidHash: createHash('sha256').update(sid).digest('base64url'),
    userId,
    realmCd,
    pendingCd: null,
    idleSec: 3600,
    absoluteSec: 7200,
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  const token = issueToken(TEST_SECRET, sid);
  return { sid, headers: { cookie: `${SESSION_COOKIE}=${sid}; ${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token } };
}

/** Merges the cookies set by an answer into an agent (login answers rotate the session). */
export function withCookies(agent: TAgent | null, set: Record<string, string>): TAgent {
  const jar = new Map<string, string>();
  for (const part of agent?.headers.cookie.split('; ') ?? []) {
    const i = part.indexOf('=');
    if (i > 0) jar.set(part.slice(0, i), part.slice(i + 1));
  }
  for (const [k, v] of Object.entries(set)) {
    if (v === '') jar.delete(k);
    else jar.set(k, v);
  }
  const token = jar.get(XSRF_COOKIE) ?? '';
  return {
    sid: jar.get(SESSION_COOKIE) ?? null,
    headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), [XSRF_HEADER]: token },
  };
}

/** A guest browser after its first page load: the anonymous key and a token bound to it. */
export async function anonymousAgent(app: FastifyInstance): Promise<TAgent> {
  const res = await app.inject({ method: 'GET', url: '/icec/api/site/info' });
  return withCookies(null, Object.fromEntries(res.cookies.map((c) => [c.name, c.value])));
}

/** POST with the agent's cookies and token; the answer's cookies go back into the agent. */
export async function postAs(app: FastifyInstance, agent: TAgent, url: string, payload: object = {}) {
  const res = await app.inject({ method: 'POST', url, headers: agent.headers, payload });
  return { res, agent: withCookies(agent, Object.fromEntries(res.cookies.map((c) => [c.name, c.value]))) };
}
