import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { commitOf, drawWinners } from './cpn-draw.js';

const sha256Hex = async (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** the browser's way (crypto.subtle), as the verification page does it */
const subtleSha256Hex = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, '0')).join('');

const seed = 'a'.repeat(64);
const tenOnePerStudent = Array.from({ length: 10 }, (_, i) => ({ entryNo: i + 1, entrantNo: i + 1 }));

// vectors checked against an independent implementation (Python hashlib, int(hex, 16) % n)
test('fixed vectors: the commitment and the winners in order', async () => {
  expect(await commitOf(seed, sha256Hex)).toBe('ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb');
  expect(await drawWinners(seed, tenOnePerStudent, 3, sha256Hex)).toEqual([7, 8, 4]);
  const shared = [1, 1, 1, 2, 2, 3, 1, 4].map((entrantNo, i) => ({ entryNo: i + 1, entrantNo }));
  expect(await drawWinners('0123456789abcdef'.repeat(4), shared, 4, sha256Hex)).toEqual([4, 7, 6, 8]);
});

test('the browser hash gives the same result, and the order the entries come in does not matter', async () => {
  const shuffled = [...tenOnePerStudent].reverse();
  expect(await drawWinners(seed, shuffled, 3, subtleSha256Hex)).toEqual([7, 8, 4]);
  expect(await commitOf(seed, subtleSha256Hex)).toBe(await commitOf(seed, sha256Hex));
});

test('one prize per student: a student with many entries wins once, and the draw stops when no one is left', async () => {
  for (const s of ['1', '2', '3', '4', '5', '6', '7', '8']) {
    const entries = [1, 1, 1, 1, 1, 2, 1, 1, 3].map((entrantNo, i) => ({ entryNo: i + 1, entrantNo }));
    const winners = await drawWinners(s.repeat(64), entries, 5, sha256Hex);
    expect(winners).toHaveLength(3);
    const entrants = winners.map((no) => entries[no - 1]!.entrantNo);
    expect(new Set(entrants).size).toBe(3);
  }
});

test('fewer entries than winners: everyone wins once; no entries: no winners', async () => {
  const two = [
    { entryNo: 1, entrantNo: 1 },
    { entryNo: 2, entrantNo: 2 },
  ];
  expect([...(await drawWinners(seed, two, 3, sha256Hex))].sort()).toEqual([1, 2]);
  expect(await drawWinners(seed, [], 3, sha256Hex)).toEqual([]);
});

test('another seed draws otherwise (the seed decides)', async () => {
  const results = new Set<string>();
  for (const s of ['b', 'c', 'd', 'e', 'f']) results.add((await drawWinners(s.repeat(64), tenOnePerStudent, 3, sha256Hex)).join());
  expect(results.size).toBeGreaterThan(1);
});
