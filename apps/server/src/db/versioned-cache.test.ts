import { expect, test } from 'vitest';
import { VersionedCache } from './versioned-cache.js';

/** A database stand-in: a version and its value, counting the calls made to it. */
function fakeSource() {
  const source = {
    version: 1,
    value: 'A',
    versionChecks: 0,
    loads: 0,
    latestVersion: async () => {
      source.versionChecks += 1;
      return source.version;
    },
    load: async () => {
      source.loads += 1;
      return { version: source.version, value: source.value };
    },
  };
  return source;
}

test('asks for the version at most once per interval and reloads only when it changed', async () => {
  const source = fakeSource();
  let now = 0;
  const cache = new VersionedCache(source, () => now, 3000);

  expect(await cache.get()).toBe('A');
  expect([source.versionChecks, source.loads]).toEqual([1, 1]);

  // another process changes it: not seen before the interval has passed
  source.version = 2;
  source.value = 'B';
  now = 2999;
  expect(await cache.get()).toBe('A');
  expect(source.versionChecks).toBe(1);

  now = 3000;
  expect(await cache.get()).toBe('B');
  expect([source.versionChecks, source.loads]).toEqual([2, 2]);

  // same version: a check, no reload
  now = 6000;
  await cache.get();
  expect([source.versionChecks, source.loads]).toEqual([3, 2]);
});

test('concurrent reads share one check', async () => {
  const source = fakeSource();
  const cache = new VersionedCache(source, () => 0, 3000);
  await Promise.all([cache.get(), cache.get(), cache.get()]);
  expect([source.versionChecks, source.loads]).toEqual([1, 1]);
});

test('the changing process sees its version at once, and an older one does not replace it', async () => {
  const source = fakeSource();
  let now = 0;
  const cache = new VersionedCache(source, () => now, 3000);
  await cache.get();

  cache.publish(5, 'C');
  expect(await cache.get()).toBe('C');
  expect(source.versionChecks).toBe(1);

  // an older version published late (a slow request) is ignored
  cache.publish(4, 'D');
  expect(await cache.get()).toBe('C');

  // a version read from the database that differs (here: a restored backup) is installed on the next check
  now = 3000;
  expect(await cache.get()).toBe('A');
});
