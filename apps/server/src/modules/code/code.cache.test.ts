import { expect, test } from 'vitest';
import { CodeCache } from './code.cache.js';
import type { TReflectedCode } from './code.table.js';

const code = (comCd: string, sortSeq: number): TReflectedCode => ({ comCdId: `G.${comCd}`, upComCdId: 'G', comCd, comCdNm: comCd, cdExpln: null, sortSeq });

/** A database stand-in: a reflected version and its codes, counting the calls made to it. */
function fakeSource() {
  const source = {
    version: 1,
    codes: [code('A', 1)],
    versionChecks: 0,
    loads: 0,
    latestVersion: async () => {
      source.versionChecks += 1;
      return source.version;
    },
    load: async () => {
      source.loads += 1;
      return { rflctVer: source.version, codes: source.codes };
    },
  };
  return source;
}

test('asks for the version at most once per interval and reloads only when it changed', async () => {
  const source = fakeSource();
  let now = 0;
  const cache = new CodeCache(source, () => now, 3000);

  expect((await cache.get()).byParent.get('G')?.map((c) => c.comCd)).toEqual(['A']);
  expect([source.versionChecks, source.loads]).toEqual([1, 1]);

  // another process reflects: not seen before the interval has passed
  source.version = 2;
  source.codes = [code('B', 1), code('A', 2)];
  now = 2999;
  expect((await cache.get()).rflctVer).toBe(1);
  expect(source.versionChecks).toBe(1);

  now = 3000;
  const after = await cache.get();
  expect(after.rflctVer).toBe(2);
  expect(after.byParent.get('G')?.map((c) => c.comCd)).toEqual(['B', 'A']);
  expect([source.versionChecks, source.loads]).toEqual([2, 2]);

  // same version: a check, no reload
  now = 6000;
  await cache.get();
  expect([source.versionChecks, source.loads]).toEqual([3, 2]);
});

test('concurrent reads share one check', async () => {
  const source = fakeSource();
  const cache = new CodeCache(source, () => 0, 3000);
  await Promise.all([cache.get(), cache.get(), cache.get()]);
  expect([source.versionChecks, source.loads]).toEqual([1, 1]);
});

test('the reflecting process sees its version at once, and an older load does not replace it', async () => {
  const source = fakeSource();
  let now = 0;
  const cache = new CodeCache(source, () => now, 3000);
  await cache.get();

  cache.publish(5, [code('C', 1)]);
  expect((await cache.get()).byId.has('G.C')).toBe(true);
  expect(source.versionChecks).toBe(1);

  // an older version published late (a slow request) is ignored
  cache.publish(4, [code('D', 1)]);
  expect((await cache.get()).rflctVer).toBe(5);

  // a version read from the database that differs (here: a restored backup) is installed on the next check
  now = 3000;
  expect((await cache.get()).rflctVer).toBe(1);
});
