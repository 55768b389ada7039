import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Pool } from 'pg';
import type { z } from 'zod';
import type { TRouteAccess } from '../../plugins/access.js';
import type { TAgent } from '../identity.js';
import {
  CONTROL,
  NAUGHTY,
  NUMERIC_TEXT,
  OVERLONG,
  POLLUTING_BODIES,
  POLLUTING_QUERIES,
  RAW_JSON_VALUES,
  sample,
  seededRandom,
  type THostileValue,
  TRAVERSAL,
  WRONG_TYPES,
} from './corpus.js';
import { fieldLimitsOf, nestedFieldsOf, recordOf, type TExampleHints, validExample } from './example.js';

/** How many values of each list a parameter gets: a rotating sample for `npm test`, everything for `npm run hostile`. */
export type TSampleSizes = { naughty: number; numeric: number; wrongTypes: number; traversal: number; overlong: number; everyRole: boolean };
export const QUICK: TSampleSizes = { naughty: 2, numeric: 2, wrongTypes: 3, traversal: 3, overlong: 1, everyRole: false };
export const FULL: TSampleSizes = { naughty: Infinity, numeric: Infinity, wrongTypes: Infinity, traversal: Infinity, overlong: Infinity, everyRole: true };

type TTarget = 'params' | 'query' | 'body';
/** One hostile request: the value goes into one field of one part, the other fields keep a valid example. */
export type THostileCase =
  | { target: TTarget; field: string; value: THostileValue }
  | { target: 'nested-body'; field: string; path: (string | number)[]; value: THostileValue }
  | { target: 'whole-body' | 'whole-query'; field: ''; value: THostileValue };

type TSchemas = { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };

const PARAM = /:([A-Za-z0-9_]+)\??/g;
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

/** The cases of one route: every parameter gets the control set, its schema's limits and a sample of the rest, seeded by the route. */
export function casesOf(route: TRouteAccess, sizes: TSampleSizes, examples: TExamples): THostileCase[] {
  const random = seededRandom(`${route.method} ${route.url}`);
  const schemas = (route.schema ?? {}) as TSchemas;
  const texts = () => [...CONTROL, ...sample(NAUGHTY, sizes.naughty, random), ...sample(OVERLONG, sizes.overlong, random)];
  const cases: THostileCase[] = [];
  const params = [...route.url.matchAll(PARAM)].map((m) => m[1]!);
  if (route.url.includes('*')) params.push('*');
  const paramLimits = fieldLimitsOf(schemas.params);
  for (const field of params) {
    const limits = paramLimits.get(field) ?? [];
    for (const value of [...texts(), ...sample(NUMERIC_TEXT, sizes.numeric, random), ...sample(TRAVERSAL, sizes.traversal, random), ...limits]) {
      cases.push({ target: 'params', field, value });
    }
  }
  for (const [field, limits] of fieldLimitsOf(schemas.querystring)) {
    const list: THostileValue = { name: 'repeated key', value: ['1', '2'] };
    for (const value of [...texts(), ...sample(NUMERIC_TEXT, sizes.numeric, random), ...limits, list]) cases.push({ target: 'query', field, value });
  }
  for (const value of POLLUTING_QUERIES) cases.push({ target: 'whole-query', field: '', value: { name: value, value } });
  if (hasBody(route.method) || schemas.body) {
    for (const [field, limits] of fieldLimitsOf(schemas.body)) {
      for (const value of [...texts(), ...sample(WRONG_TYPES, sizes.wrongTypes, random), ...sample(RAW_JSON_VALUES, 1, random), ...limits]) {
        cases.push({ target: 'body', field, value });
      }
    }
    for (const [field, { path, limits }] of nestedFieldsOf(schemas.body, examples.body)) {
      for (const value of [...texts(), ...sample(WRONG_TYPES, sizes.wrongTypes, random), ...limits]) cases.push({ target: 'nested-body', field, path, value });
    }
    for (const value of POLLUTING_BODIES) cases.push({ target: 'whole-body', field: '', value: { name: value, value } });
  }
  return cases;
}

const encoded = new Map<string, string>();

/** encodeURIComponent, except that a lone surrogate is sent as the three bytes of its code unit (WTF-8), as a careless client would. */
export function percentEncode(text: string): string {
  const known = encoded.get(text);
  if (known !== undefined) return known;
  const result = text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length === 2 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(ch);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });
  encoded.set(text, result);
  return result;
}

const encodeSegment = (value: THostileValue) => (value.raw ? String(value.value) : percentEncode(String(value.value)));

function queryText(entries: [string, unknown][]): string {
  const parts: string[] = [];
  for (const [key, value] of entries) {
    for (const item of [value].flat()) if (item !== undefined) parts.push(`${percentEncode(key)}=${percentEncode(String(item))}`);
  }
  return parts.join('&');
}

/** A route's valid request (variant n: the n-th draw): each part's example, stored ids and codes where the database has them, and whether each passes its schema. */
export type TExamples = { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown; valid: boolean };

export function examplesOf(route: TRouteAccess, hints: TExampleHints, variant = 0): TExamples {
  const schemas = (route.schema ?? {}) as TSchemas;
  const key = `${route.method} ${route.url}`;
  const params = validExample(schemas.params, key, hints, variant);
  const query = validExample(schemas.querystring, key, hints, variant);
  const body = validExample(schemas.body, key, hints, variant);
  const named = recordOf(params.value);
  for (const [, name] of route.url.matchAll(PARAM)) named[name!] ??= hints.stored.get(name!) ?? '1';
  return { params: named, query: recordOf(query.value), body: body.value, valid: params.valid && query.valid && body.valid };
}

/** The URL and JSON text of one case (no case: the route's valid request). */
export function requestOf(route: TRouteAccess, examples: TExamples, hostile?: THostileCase): { url: string; payload?: string } {
  const schemas = (route.schema ?? {}) as TSchemas;
  const isParam = (name: string) => hostile?.target === 'params' && hostile.field === name;
  let path = route.url.replace(PARAM, (_m, name: string) => (isParam(name) ? encodeSegment(hostile!.value) : percentEncode(String(examples.params[name]))));
  path = path.replace('*', isParam('*') ? encodeSegment(hostile!.value) : 'x');
  const baseQuery = Object.entries(examples.query);
  let query: string;
  if (hostile?.target === 'whole-query') query = String(hostile.value.value);
  else if (hostile?.target === 'query') query = queryText([...baseQuery.filter(([key]) => key !== hostile.field), [hostile.field, hostile.value.value]]);
  else query = queryText(baseQuery);
  const url = query ? `${path}?${query}` : path;
  if (!hasBody(route.method) && !schemas.body) return { url };
  if (hostile?.target === 'whole-body') return { url, payload: String(hostile.value.value) };
  if (hostile?.target === 'nested-body') return { url, payload: JSON.stringify(withValueAt(examples.body, hostile.path, hostile.value.value)) };
  if (hostile?.target !== 'body') return { url, payload: JSON.stringify(examples.body) };
  const body = recordOf(examples.body);
  if (hostile.value.raw)
    return { url, payload: JSON.stringify({ ...body, [hostile.field]: '\u0001raw' }).replace('"\\u0001raw"', String(hostile.value.value)) };
  return { url, payload: JSON.stringify({ ...body, [hostile.field]: hostile.value.value }) };
}

/** A copy of `value` with `replacement` at `path`. */
function withValueAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = Array.isArray(value) ? [...value] : { ...recordOf(value) };
  (copy as Record<string | number, unknown>)[key!] = withValueAt((value as Record<string | number, unknown>)[key!], rest, replacement);
  return copy;
}

/** What no answer may carry: a stack frame, a source file, SQL, a database error or a path of the machine. */
const LEAKS = [
  /\bat \S+ \(/,
  /\bat (?:file|node):/,
  /\.ts:\d/,
  /\.js:\d/,
  /\bSELECT\b/,
  /\bINSERT\b/,
  /node_modules/,
  /\/work\//,
  /\/tmp\//,
  /relation "/,
  /syntax error/,
];

/** The leak found in an answer's headers or (for an error) body, unless the client's own value holds it (an echo is not a leak). */
export function leakIn(res: LightMyRequestResponse, sent: string): string | undefined {
  const headers = JSON.stringify(res.headers);
  const text = res.statusCode >= 400 ? `${headers}\n${res.body}` : headers;
  return LEAKS.find((leak) => leak.test(text) && !leak.test(sent))?.source;
}

export async function send(app: FastifyInstance, route: TRouteAccess, agent: TAgent, request: { url: string; payload?: string }) {
  return app.inject({
    method: route.method as 'GET',
    url: request.url,
    headers: { ...agent.headers, ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

/**
 * A cheap fingerprint of everything stored: each table's row count and the sum of its rows' hashes,
 * in one statement. `ignored` are the tables every request may write (sessions, access logs).
 */
export async function fingerprinter(pool: Pool, ignored: readonly string[]): Promise<() => Promise<Map<string, string>>> {
  const { rows } = await pool.query<{ sql: string }>(
    `select string_agg(format('select %L as t, count(*)::text || '':'' || coalesce(sum(hashtext(x::text)), 0)::text as f from %I.%I x', tablename, schemaname, tablename), ' union all ')
       as sql from pg_tables where schemaname = 'public' and not (tablename = any($1))`,
    [ignored],
  );
  const statement = rows[0]!.sql;
  return async () => new Map((await pool.query<{ t: string; f: string }>(statement)).rows.map((row) => [row.t, row.f]));
}

/** The tables whose fingerprint differs. */
export const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after.keys()].filter((table) => before.get(table) !== after.get(table));
