import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { s3Storage } from './files.storage-s3.js';
import type { TFileStorage } from './files.storage.js';

// A real S3 wire protocol (s3rver, an S3-compatible server on disk) behind the driver, as MinIO or NCP would be.
const BUCKET = 'portal-files';
let server: S3rver;
let storage: TFileStorage;
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));

beforeAll(async () => {
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 'server'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  storage = await s3Storage({
    bucket: BUCKET,
    region: 'ap-northeast-2',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'portal/',
  });
});

afterAll(async () => {
  await server?.close();
});

test('the S3-compatible driver stores, serves, lists and removes by key under its prefix', async () => {
  const source = path.join(dir, 'source.pdf');
  writeFileSync(source, '%PDF-1.4 진로');
  const key = '0123456789abcdef0123456789abcdef';
  await storage.put(key, source, 'application/pdf');

  const body = await storage.open(key);
  expect(body && (await buffer(body)).toString()).toBe('%PDF-1.4 진로');
  const listed = [];
  for await (const item of storage.list()) listed.push(item);
  expect(listed.map((i) => i.key)).toEqual([key]);
  expect(listed[0]!.storedAt).toBeInstanceOf(Date);

  await storage.remove(key);
  expect(await storage.open(key)).toBeUndefined();
  await storage.remove(key);
  await expect(storage.put('../escape', source, 'application/pdf')).rejects.toThrow();
});
