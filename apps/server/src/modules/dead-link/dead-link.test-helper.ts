import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TDb } from '../../db/client.js';
import type { TAgent } from '../../test/identity.js';
import { banner } from '../banner/banner.table.js';
import { conts } from '../conts/conts.table.js';
import { crrSite } from '../crr-site/crr-site.table.js';
import { bmnexhl, smnexhl } from '../mnexhl/mnexhl.table.js';
import { menu } from '../menu/menu.table.js';
import { popup } from '../popup/popup.table.js';
import { deadLinkRun } from './dead-link.table.js';

/**
 * A local link target on 127.0.0.1 whose answers the tests choose by path, recording what reached it:
 * /ok 200, /missing 404, /no-head (HEAD 405, GET 200), /slow... never answers,
 * /to-private 302 to 127.0.0.2 (a private address the checker must not follow).
 */
export function useLinkTarget() {
  const hits: { method: string; path: string }[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push({ method: req.method ?? '', path });
    if (path === '/ok') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>');
    if (path === '/no-head') return void res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
    if (path === '/to-private') return void res.writeHead(302, { location: `http://127.0.0.2:${port()}/ok` }).end();
    if (path.startsWith('/slow')) return; // never answers
    res.writeHead(404).end();
  });
  const port = () => (server.address() as AddressInfo).port;
  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  return { hits, url: (path: string) => `http://127.0.0.1:${port()}${path}` };
}

/** Empties every link source of the demo data, so a test sees only the links it stores. */
export async function clearLinkSources(db: TDb): Promise<void> {
  await db.delete(deadLinkRun);
  await db.delete(crrSite);
  await db.update(banner).set({ linkUrl: null });
  await db.update(popup).set({ linkUrl: null });
  await db.update(bmnexhl).set({ linkUrl: null });
  await db.update(smnexhl).set({ linkUrl: null });
  await db.update(conts).set({ vdoUrl: null });
  await db
    .update(menu)
    .set({ menuUrl: null })
    .where(sql`${menu.menuUrl} ~* '^\\s*https?://'`);
}

/** Career sites with these addresses, in this order (the worker takes them in this order). */
export async function storeSites(db: TDb, urls: string[]): Promise<void> {
  await db.delete(crrSite);
  if (urls.length) await db.insert(crrSite).values(urls.map((siteUrl, i) => ({ siteNm: `사이트${i + 1}`, siteUrl, ctgryCd: 'ETC', sortSeq: i })));
}

type TMethod = 'GET' | 'POST';

export const callAs = (app: FastifyInstance, agent: TAgent, method: TMethod, url: string) => app.inject({ method, url, headers: agent.headers });

/** Polls the status until the run leaves RUNNING (the worker goes on in the background). */
export async function waitForEnd(app: FastifyInstance, agent: TAgent, timeout = 10_000) {
  await expect.poll(async () => (await callAs(app, agent, 'GET', '/api/deadLink/status')).json().run?.sttsCd, { timeout, interval: 100 }).not.toBe('RUNNING');
  return (await callAs(app, agent, 'GET', '/api/deadLink/status')).json();
}
