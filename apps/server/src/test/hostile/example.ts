import { createRequire } from 'node:module';
import { z } from 'zod';
import { seoulDate } from '@portal/contract';
import { seededRandom } from './corpus.js';

/** npm `randexp`, a CommonJS module whose types describe an ES default export. */
const RandExp: typeof import('randexp').default = createRequire(import.meta.url)('randexp');

type TJsonSchema = {
  type?: string | string[];
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  items?: TJsonSchema;
  minItems?: number;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
};

const FORMATS: Record<string, string> = {
  email: 'hostile@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  date: '2026-03-02',
  'date-time': '2026-03-02T09:00:00.000Z',
  time: '09:00:00',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  ipv4: '192.168.0.1',
};

/** A value drawn for each request, for fields a table keeps unique (a new code, a school's NEIS code, an address). */
type TFresh = (random: () => number) => unknown;
const dayFromToday = (days: number) => seoulDate(new Date(Date.now() + days * 86_400_000));
const digits = (random: () => number, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

/**
 * Fields whose rule is a refinement the JSON schema cannot show (a parsed date, an address of this
 * site, a password rule, a range that depends on today): what a form would send. Keyed by field name,
 * as the contract names a field the same way on every route.
 */
const REFINED: Record<string, unknown> = {
  bgngDt: '2026-03-01 09:00',
  endDt: '2026-12-31 18:00',
  trgtPages: ['/main'],
  imageAlt: '안내 이미지',
  pageUrl: '/main',
  returnPath: '/main',
  ipAddr: ((random) => `10.${Number(digits(random, 2))}.${Number(digits(random, 2))}.${Number(digits(random, 2))}`) satisfies TFresh,
  brdt: '2000-01-01',
  pswd: 'Test!pass2026',
  pswdCnfm: 'Test!pass2026',
  newPswd: 'New!pass2027',
  newPswdCnfm: 'New!pass2027',
  pblcnYr: 2020,
  yyyymm: '202603',
  neisSchlCd: ((random) => digits(random, 7)) satisfies TFresh,
  code: 'hostile-oauth-code',
  cn: '<p>안내 내용</p>',
  // periods from today (campaigns, goods, banners) and a coupon day ahead (never in the past)
  bgngYmd: (() => dayFromToday(0)) satisfies TFresh,
  endYmd: (() => dayFromToday(60)) satisfies TFresh,
  drawYmd: (() => dayFromToday(30)) satisfies TFresh,
  // a fusion session's day and slot (the end after the start), a closure day far ahead where no session runs
  sesnYmd: (() => dayFromToday(21)) satisfies TFresh,
  bgngTm: '10:00',
  endTm: '12:00',
  clsrYmd: ((random) => dayFromToday(400 + Number(digits(random, 3)))) satisfies TFresh,
};

const newUserId: TFresh = (random) => `hostile${digits(random, 6)}`;
const newCode: TFresh = (random) => `HX${digits(random, 6)}`;
const newWord: TFresh = (random) => `금칙어${digits(random, 6)}`;

/** Rules one route has of its own (the member types a join path takes, a new member's id, a page whose extra fields the generator can fill): by `METHOD /url`. */
const ROUTE_REFINED: Record<string, Record<string, unknown>> = {
  'POST /icec/api/mbrJoin/join': { mbrTypeAuthrt: 'ST01', userId: newUserId },
  'POST /icec/api/mbrJoin/majuonJoin': { mbrTypeAuthrt: 'ST01', userId: newUserId },
  'POST /icec/api/mbrJoin/admJoin': { mbrTypeAuthrt: 'SF01', userId: newUserId },
  'POST /api/manager': { userId: newUserId, admRoleCd: 'SUPER' },
  'PUT /api/eduIntdcnMng/:pageCd': { pageCd: 'GRTS' },
  // a new board, code or institution code, not the stored one; a prohibited word of its own, not the examples' text
  'POST /api/boardMng': { boardId: newCode },
  'POST /api/manageCode': { comCd: newCode },
  'POST /api/instCode': { instCd: newCode },
  'POST /api/prhbwdMng': { prhbwdNm: newWord },
  'PUT /api/prhbwdMng/:prhbwdId': { prhbwdNm: newWord },
  'POST /api/common/removeFile/:type': { fileId: 1 },
};
/** Addresses entered by an administrator (siteUrl, linkUrl, hmpgUrl): http(s) only. */
const URL_FIELD = /Url$/;

/** What the generator knows beyond the schema: values stored in the database, by field name (see stored.ts). */
export type TExampleHints = { stored: ReadonlyMap<string, string> };
const NO_HINTS: TExampleHints = { stored: new Map() };

type TGenerator = { random: () => number; hints: TExampleHints; refined: Record<string, unknown>; avoid: ReadonlySet<string> };

/** A string of the pattern and length bounds, deterministic for the generator's seed; undefined when none fits in a few tries. */
function fromPattern(schema: TJsonSchema, random: () => number): string | undefined {
  let source: InstanceType<typeof RandExp>;
  try {
    source = new RandExp(schema.pattern!);
  } catch {
    return undefined;
  }
  source.max = 8;
  source.randInt = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  const regex = new RegExp(schema.pattern!, 'u');
  for (let i = 0; i < 20; i += 1) {
    const text = source.gen();
    if (text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity) && regex.test(text)) return text;
  }
  return undefined;
}

function stringOf(schema: TJsonSchema, random: () => number): string {
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]!;
  const patterned = schema.pattern ? fromPattern(schema, random) : undefined;
  if (patterned !== undefined) return patterned;
  const length = Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 8, 8));
  return `test${digits(random, 4)}`.padEnd(length, 'x').slice(0, Math.max(length, 1));
}

/** A value for a named field: a refined field's known value, a stored id or code, or none (the schema decides). */
function hintFor(key: string, schema: TJsonSchema, generator: TGenerator): unknown {
  if (generator.avoid.has(key)) return undefined;
  if (key in generator.refined) {
    const refined = generator.refined[key];
    return typeof refined === 'function' ? (refined as TFresh)(generator.random) : refined;
  }
  if (URL_FIELD.test(key)) return 'https://www.example.com/';
  const stored = generator.hints.stored.get(key);
  if (stored === undefined) return undefined;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type === 'integer' || type === 'number' ? Number(stored) : stored;
}

/** A plausible value of a JSON schema: what a form would send, so a hostile value in one field meets valid others. */
function exampleOf(schema: TJsonSchema, generator: TGenerator, key?: string): unknown {
  const hinted = key === undefined ? undefined : hintFor(key, schema, generator);
  if (hinted !== undefined) return hinted;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return exampleOf(choice.find((option) => option.type !== 'null') ?? choice[0]!, generator, key);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, generator)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema, generator.random);
    case 'number':
    case 'integer':
      return Math.min(schema.maximum ?? Infinity, Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}, generator));
    case 'object': {
      // a refined field goes in even when optional: a refinement across fields may ask for it (cn of a text popup, code of a callback)
      const refined = Object.keys(schema.properties ?? {}).filter((field) => field in generator.refined && !generator.avoid.has(field));
      const fields = [...new Set([...(schema.required ?? []), ...refined])];
      return Object.fromEntries(fields.map((field) => [field, exampleOf(schema.properties?.[field] ?? {}, generator, field)]));
    }
    default:
      return '1';
  }
}

const jsonSchemas = new WeakMap<z.ZodType, TJsonSchema>();
function toJson(schema: z.ZodType): TJsonSchema {
  let json = jsonSchemas.get(schema);
  if (!json) jsonSchemas.set(schema, (json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema));
  return json;
}

/** The top-level fields of a request part's schema (an object, or a union or pipe of objects), with their JSON schemas. */
function fieldSchemasOf(schema: z.ZodType | undefined): Map<string, TJsonSchema> {
  const fields = new Map<string, TJsonSchema>();
  if (!schema) return fields;
  const json = toJson(schema);
  for (const part of [json, ...(json.anyOf ?? []), ...(json.oneOf ?? []), ...(json.allOf ?? [])]) {
    for (const [field, fieldSchema] of Object.entries(part.properties ?? {})) if (!fields.has(field)) fields.set(field, fieldSchema);
  }
  return fields;
}

/** The top-level field names of a request part's schema. */
export const fieldsOf = (schema: z.ZodType | undefined): string[] => [...fieldSchemasOf(schema).keys()];

/**
 * Values at the field's own limits, which its schema lets through to the database: a text of exactly
 * maxLength Hangul syllables (a column narrower than the contract's limit refuses it), the maximum and
 * minimum of a number. A text with a pattern has no such value (the pattern refuses Hangul).
 */
function limitsOf(schema: TJsonSchema): { name: string; value: unknown }[] {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return choice.flatMap(limitsOf);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string' && schema.maxLength !== undefined && !schema.pattern && !schema.format && schema.maxLength <= 100_000)
    return [{ name: `${schema.maxLength} Hangul (the limit)`, value: '가'.repeat(schema.maxLength) }];
  if (type === 'integer' || type === 'number')
    return [schema.maximum, schema.minimum].filter((n) => n !== undefined).map((n) => ({ name: `${n} (the limit)`, value: n }));
  return [];
}

/** The fields inside the example's objects and arrays (`extra.addr`, `0.fileId`), with the values at their limits. */
export function nestedFieldsOf(
  schema: z.ZodType | undefined,
  example: unknown,
): Map<string, { path: (string | number)[]; limits: { name: string; value: unknown }[] }> {
  const fields = new Map<string, { path: (string | number)[]; limits: { name: string; value: unknown }[] }>();
  const walk = (json: TJsonSchema, value: unknown, path: (string | number)[]) => {
    const parts = [json, ...(json.anyOf ?? []), ...(json.oneOf ?? []), ...(json.allOf ?? [])];
    if (Array.isArray(value)) {
      const items = parts.find((part) => part.items)?.items;
      if (items && value.length) walk(items, value[0], [...path, 0]);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const key of Object.keys(value)) {
      const child = parts.find((part) => part.properties?.[key])?.properties?.[key];
      if (!child) continue;
      const childPath = [...path, key];
      if (childPath.length > 1) fields.set(childPath.join('.'), { path: childPath, limits: limitsOf(child) });
      walk(child, (value as Record<string, unknown>)[key], childPath);
    }
  };
  if (schema) walk(toJson(schema), example, []);
  return fields;
}

/** Each field of a request part with the values at its limits. */
export function fieldLimitsOf(schema: z.ZodType | undefined): Map<string, { name: string; value: unknown }[]> {
  return new Map([...fieldSchemasOf(schema)].map(([field, fieldSchema]) => [field, limitsOf(fieldSchema)]));
}

/**
 * A value of the schema that passes it when the generator can tell (valid: false when it cannot, e.g. a
 * refinement across fields). A stored or known value the schema refuses is dropped for the schema's own
 * example, field by field. The route is `METHOD /url`; each variant draws other texts and fresh values
 * (a new code, a new member's id), so a request is not refused as a duplicate of the one before it;
 * the same route and variant give the same example.
 */
export function validExample(schema: z.ZodType | undefined, route: string, hints: TExampleHints = NO_HINTS, variant = 0): { value: unknown; valid: boolean } {
  if (!schema) return { value: {}, valid: true };
  const json = toJson(schema);
  const refined = { ...REFINED, ...ROUTE_REFINED[route] };
  const avoid = new Set<string>();
  for (;;) {
    const value = exampleOf(json, { random: seededRandom(`${route} #${variant}`), hints, refined, avoid });
    const result = schema.safeParse(value);
    const refused = result.error?.issues.map((issue) => String(issue.path[0] ?? '')).filter((field) => field && !avoid.has(field)) ?? [];
    if (result.success || refused.length === 0) return { value, valid: result.success };
    for (const field of refused) avoid.add(field);
  }
}

/** The example as the record of its fields ({} when the part is not an object, e.g. an array body). */
export const recordOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
