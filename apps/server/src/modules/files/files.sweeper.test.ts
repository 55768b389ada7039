import { mkdirSync, mkdtempSync, existsSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { ADVISORY_LOCK_NAMESPACE, FILE_SWEEP_LOCK } from '../../db/advisory-locks.js';
import { anonymousAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { callAs, createBoard, memberAgent, postForm } from '../../test/board.test-helper.js';
import { localStorage } from './files.storage.js';
import { sweepFiles } from './files.sweeper.js';
import { atchFile } from './files.table.js';
import { SAMPLES, upload } from '../../test/files.test-helper.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-sweep-'));
const ctx = useTestApp({ PORTAL_DATA_DIR: dataDir, FILE_SWEEP_MINUTES: '0' });
const objects = path.join(dataDir, 'files', 'objects');
const tmpDir = path.join(dataDir, 'files', 'tmp');
const deps = () => ({ db: ctx.app.db, storage: localStorage(objects), tmpDir });
const objectPath = (key: string) => path.join(objects, key.slice(0, 2), key.slice(2, 4), key);
const rowOf = async (fileId: number) => (await ctx.app.db.select().from(atchFile).where(eq(atchFile.fileId, fileId)))[0];
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 3600_000);

test("editor images become the post's when its body shows them, public with it, and go with it", async () => {
  const boardId = await createBoard(ctx.app.db);
  const writer = await memberAgent(ctx.app, 'T');
  const other = await memberAgent(ctx.app, 'T');
  const mine = (await upload(ctx.app, writer.agent, { seqType: 'editor' }, '그림.png', SAMPLES.png)).json();
  const theirs = (await upload(ctx.app, other.agent, { seqType: 'editor' }, '남.png', SAMPLES.png)).json();
  const guest = await anonymousAgent(ctx.app);
  expect((await ctx.app.inject({ method: 'GET', url: mine.uploadPath, headers: guest.headers })).statusCode).toBe(404);

  const body = `<p>본문</p><p><img src="${mine.uploadPath}" alt="그림"></p><p><img src="${theirs.uploadPath}" alt="남"></p>`;
  const saved = await callAs(ctx.app, writer.agent, 'POST', `/icec/api/board/${boardId}/post`, postForm({ postCn: body }));
  expect(saved.statusCode, saved.body).toBe(200);
  const postId = saved.json().postId;
  expect(await rowOf(mine.fileId)).toMatchObject({ sttsCd: 'ACTIVE', seqId: `board:${postId}` });
  expect(await rowOf(theirs.fileId)).toMatchObject({ sttsCd: 'TEMP', seqId: null });
  expect((await ctx.app.inject({ method: 'GET', url: mine.uploadPath, headers: guest.headers })).statusCode).toBe(200);
  expect((await ctx.app.inject({ method: 'GET', url: theirs.uploadPath, headers: guest.headers })).statusCode).toBe(404);

  await callAs(ctx.app, writer.agent, 'DELETE', `/icec/api/board/${boardId}/post/${postId}`);
  expect(await rowOf(mine.fileId)).toMatchObject({ sttsCd: 'DELETED' });
  expect((await ctx.app.inject({ method: 'GET', url: mine.uploadPath, headers: guest.headers })).statusCode).toBe(404);
});

test('a sweep removes removed files, stale unsaved uploads, objects without a row and stale temp files; saved files stay', async () => {
  const boardId = await createBoard(ctx.app.db, { atchFileYn: 'Y', atchFileCnt: 3 });
  const writer = await memberAgent(ctx.app, 'G');
  const up = async (name: string, fileModuleId?: string) =>
    (await upload(ctx.app, writer.agent, { seqType: 'board', seqId: boardId, fileModuleId }, name, SAMPLES.pdf)).json();
  const kept = await up('저장.pdf');
  await callAs(ctx.app, writer.agent, 'POST', `/icec/api/board/${boardId}/post`, postForm({ atchFileModuleId: kept.fileModuleId }));
  const fresh = await up('방금.pdf');
  const stale = await up('어제.pdf');
  await ctx.app.db
    .update(atchFile)
    .set({ registeredAt: sql`now() - interval '25 hours'` })
    .where(eq(atchFile.fileId, stale.fileId));
  const removed = await up('지움.pdf');
  await ctx.app.db.update(atchFile).set({ sttsCd: 'DELETED' }).where(eq(atchFile.fileId, removed.fileId));
  const keyOf = async (fileId: number) => (await rowOf(fileId))!.storageKey;
  const [keptKey, freshKey, staleKey, removedKey] = [
    await keyOf(kept.fileId),
    await keyOf(fresh.fileId),
    await keyOf(stale.fileId),
    await keyOf(removed.fileId),
  ];

  // a crash between storing and inserting: bytes nobody recorded, old and new
  const orphan = 'ab'.repeat(16);
  const youngOrphan = 'cd'.repeat(16);
  for (const key of [orphan, youngOrphan]) {
    mkdirSync(path.dirname(objectPath(key)), { recursive: true });
    writeFileSync(objectPath(key), 'x');
  }
  utimesSync(objectPath(orphan), TWO_HOURS_AGO, TWO_HOURS_AGO);
  mkdirSync(tmpDir, { recursive: true });
  writeFileSync(path.join(tmpDir, 'leftover'), 'x');
  utimesSync(path.join(tmpDir, 'leftover'), TWO_HOURS_AGO, TWO_HOURS_AGO);

  // another process sweeping: this one stands back
  const holder = await ctx.app.db.$client.connect();
  await holder.query('select pg_advisory_lock($1, $2)', [ADVISORY_LOCK_NAMESPACE, FILE_SWEEP_LOCK]);
  expect(await sweepFiles(deps(), { tempHours: 24 })).toBeNull();
  await holder.query('select pg_advisory_unlock($1, $2)', [ADVISORY_LOCK_NAMESPACE, FILE_SWEEP_LOCK]);
  holder.release();

  const swept = await sweepFiles(deps(), { tempHours: 24 });
  expect(swept).toMatchObject({ orphans: 1, temps: 1 });
  expect(swept!.rows).toBeGreaterThanOrEqual(2);
  expect(existsSync(objectPath(keptKey))).toBe(true);
  expect(existsSync(objectPath(freshKey))).toBe(true);
  expect(existsSync(objectPath(staleKey))).toBe(false);
  expect(existsSync(objectPath(removedKey))).toBe(false);
  expect(existsSync(objectPath(orphan))).toBe(false);
  expect(existsSync(objectPath(youngOrphan))).toBe(true);
  expect(existsSync(path.join(tmpDir, 'leftover'))).toBe(false);
  expect(await rowOf(stale.fileId)).toBeUndefined();
  expect(await rowOf(removed.fileId)).toBeUndefined();
  expect(await rowOf(kept.fileId)).toMatchObject({ sttsCd: 'ACTIVE' });
});
