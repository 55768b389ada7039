import { expect, it } from 'vitest';
import type { z } from 'zod';
import type { TAccess } from './access.js';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../test/identity.js';
import { NAUGHTY, TRAVERSAL } from '../test/hostile/corpus.js';
import { fieldsOf, type TExampleHints } from '../test/hostile/example.js';
import { casesOf, changedTables, examplesOf, fingerprinter, FULL, leakIn, percentEncode, QUICK, requestOf, send } from '../test/hostile/probe.js';
import { storedValues } from '../test/hostile/stored.js';
import { createWebDist, useTestApp } from '../test/test-app.js';

/**
 * Issue 13's hostile suite: every route of the app (its own route table, so a new route is covered
 * without a line here), every path, query and body parameter, fed NUL and control characters, naughty
 * strings, overlong texts, wrong JSON types, numbers beyond int4 and double, prototype-pollution keys
 * and traversal tricks, as a guest and as every role the route lets in. No answer may be a 5xx, carry a
 * stack, SQL or a path of the machine, or leave anything stored when it was an error.
 * `npm run hostile` runs the whole corpus for every role (HOSTILE_CORPUS=full).
 */
const sizes = process.env.HOSTILE_CORPUS === 'full' ? FULL : QUICK;
const ctx = useTestApp({ RATE_LIMIT_PER_MINUTE: '10000000', MAX_EVENT_LOOP_DELAY_MS: '0', WEB_DIST_DIR: createWebDist() });

/** Tables any request may write: the session's last use. */
const WRITTEN_BY_EVERY_REQUEST = ['user_session'];
/** What a refused password check records by design (SECURITY 11, decision 016): the attempt and the count of failures. */
const PASSWORD_FAILURE_RECORDS = new Set(['login_hstry', 'mbr', 'unknown_login_fail']);
const CHECKS_A_PASSWORD = new Set([
  'POST /icec/api/login/login-proc',
  'POST /api/login/login-proc',
  'POST /api/login/otp-enroll/start',
  'POST /icec/api/login/pswdChg',
  'POST /icec/api/myInfo/withdraw',
]);
/** What a background job started by an earlier valid request (a link check run) goes on writing after its answer. */
const WRITTEN_IN_THE_BACKGROUND = new Set(['dead_link_run', 'dead_link_rslt']);
const recordedByDesign = (route: string, table: string) =>
  WRITTEN_IN_THE_BACKGROUND.has(table) || (CHECKS_A_PASSWORD.has(route) && PASSWORD_FAILURE_RECORDS.has(table));

type TRole = { name: string; access: TAccess; agent: () => Promise<TAgent> };

async function rolesOf(): Promise<TRole[]> {
  const member = async (userTypeCd: 'S' | 'T' | 'G' | 'A', mbrTypeAuthrt: string, admRoleCd?: 'SUPER' | 'INST') =>
    (await createMember(ctx.database.db, { userTypeCd, mbrTypeAuthrt, ...(admRoleCd ? { admRoleCd } : {}) })).userId;
  const ids = {
    student: await member('S', 'ST01'),
    teacher: await member('T', 'TC01'),
    general: await member('G', 'GN01'),
    admin: await member('A', 'SF01', 'SUPER'),
    institution: await member('A', 'IM01', 'INST'),
  };
  // a new session for each route: a hostile logout or withdrawal must not end the rest of the run's coverage
  const user = (userId: string) => () => sessionFor(ctx.app, userId, 'USER');
  const admin = (userId: string) => () => sessionFor(ctx.app, userId, 'ADMIN');
  return [
    { name: 'guest', access: 'public', agent: () => anonymousAgent(ctx.app) },
    { name: 'student', access: 'user', agent: user(ids.student) },
    { name: 'teacher', access: 'user', agent: user(ids.teacher) },
    { name: 'general member', access: 'user', agent: user(ids.general) },
    { name: 'administrator', access: 'admin', agent: admin(ids.admin) },
    { name: 'institution manager', access: 'admin', agent: admin(ids.institution) },
  ];
}

/** The stored ids and codes the examples use, by the field names of every route's path, query and body. */
async function hintsOf(): Promise<TExampleHints> {
  const fields = ctx.app.routeAccess.flatMap((route) => {
    const schema = (route.schema ?? {}) as { querystring?: z.ZodType; body?: z.ZodType };
    return [...[...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!), ...fieldsOf(schema.querystring), ...fieldsOf(schema.body)];
  });
  return { stored: await storedValues(ctx.database.pool, fields) };
}

const count = (tally: Map<number, number>) =>
  [...tally]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');

it('the valid request of almost every route passes its own schemas, so a hostile value in one field reaches the handler', async ({ annotate }) => {
  const hints = await hintsOf();
  const variants = [0, 1, 2, 3];
  const refused = ctx.app.routeAccess
    .filter((route) => variants.some((variant) => !examplesOf(route, hints, variant).valid))
    .map((route) => `${route.method} ${route.url}`);
  await annotate(
    `examples passing their schemas: ${ctx.app.routeAccess.length - refused.length}/${ctx.app.routeAccess.length}; refused: ${refused.join(', ')}`,
  );
  expect(refused.length / ctx.app.routeAccess.length).toBeLessThan(0.03);
});

it('no route answers a hostile value with a 5xx, a leak or a stored change', { timeout: sizes === FULL ? 24 * 3_600_000 : 900_000 }, async ({ annotate }) => {
  const roles = await rolesOf();
  const hints = await hintsOf();
  const fingerprint = await fingerprinter(ctx.database.pool, WRITTEN_BY_EVERY_REQUEST);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const cleanStatuses = new Map<number, number>();
  let before = await fingerprint();
  for (const route of ctx.app.routeAccess) {
    const allowed = roles.filter((role) => route.access === 'public' || role.access === route.access);
    const agents = await Promise.all(allowed.map(async (role) => ({ role: role.name, agent: await role.agent() })));
    const examples = examplesOf(route, hints);
    let onlyErrors = true;
    for (const [i, hostile] of casesOf(route, sizes, examples).entries()) {
      for (const { role, agent } of sizes.everyRole ? agents : [agents[i % agents.length]!]) {
        const request = requestOf(route, examplesOf(route, hints, i + 1), hostile);
        const res = await send(ctx.app, route, agent, request);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const where = `${route.method} ${route.url} ${hostile.target}${hostile.field ? `.${hostile.field}` : ''} <${hostile.value.name}> as ${role}`;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}`);
        const leak = leakIn(res, `${request.url}\n${request.payload ?? ''}`);
        if (leak) failures.push(`leak ${leak}: ${where}`);
        if (res.statusCode < 400) onlyErrors = false;
      }
    }
    if (Object.keys(Object.prototype).length || ({} as { polluted?: unknown }).polluted !== undefined)
      failures.push(`prototype polluted: ${route.method} ${route.url}`);
    const after = await fingerprint();
    const key = `${route.method} ${route.url}`;
    if (onlyErrors) for (const table of changedTables(before, after)) if (!recordedByDesign(key, table)) failures.push(`stored on error: ${table} by ${key}`);
    // the valid request last: a deletion or a logout it makes must not take the hostile cases' row or session away
    const member = agents.find((agent) => agent.role !== 'guest') ?? agents[0]!;
    const clean = await send(ctx.app, route, member.agent, requestOf(route, examples));
    cleanStatuses.set(clean.statusCode, (cleanStatuses.get(clean.statusCode) ?? 0) + 1);
    if (clean.statusCode >= 500) failures.push(`${clean.statusCode} ${route.method} ${route.url} valid request as ${member.role}`);
    before = await fingerprint();
  }
  const requests = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  const summary = `${requests} requests over ${ctx.app.routeAccess.length} routes (${count(statuses)}); valid requests: ${count(cleanStatuses)}`;
  await annotate(summary);
  expect(requests).toBeGreaterThan(5_000);
  expect(failures, summary).toEqual([]);
});

it('pages and static files answer hostile paths without a 5xx, a leak or a byte from outside the build', async () => {
  const agent = await anonymousAgent(ctx.app);
  const segments = [...TRAVERSAL.map((value) => String(value.value)), ...NAUGHTY.map((value) => percentEncode(String(value.value)))];
  const failures: string[] = [];
  for (const base of ['/', '/main/', '/assets/', '/assets/index-abc123.js/']) {
    for (const segment of segments) {
      const url = `${base}${segment}`;
      const res = await send(ctx.app, { method: 'GET', url, access: 'public', schema: undefined }, agent, { url });
      if (res.statusCode >= 500) failures.push(`${res.statusCode} GET ${url}`);
      const leak = leakIn(res, url);
      if (leak) failures.push(`leak ${leak}: GET ${url}`);
      if (res.body.includes('root:') || res.body.includes('"name": "@portal')) failures.push(`a file from outside the build: GET ${url}`);
    }
  }
  expect(failures).toEqual([]);
});
