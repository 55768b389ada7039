import { BOARD_MESSAGES as M, FILE_EXTENSIONS_DEFAULT } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { TRequestUser } from '../../plugins/access.js';
import { useTestApp } from '../../test/test-app.js';
import { boardFileOwner } from './board.files.js';
import { post } from './board.table.js';
import { callAs, createBoard, memberAgent, postForm } from '../../test/board.test-helper.js';

const ctx = useTestApp();

const as = (userId: string, userTypeCd: string): TRequestUser => ({ userId, userTypeCd, mbrTypeAuthrt: null });
const ADMIN = as('admin', 'A');

test("upload policy: the board's limits for whoever may write there", async () => {
  const db = ctx.app.db;
  const boardId = await createBoard(db, { writeAuthrt: ['T'], atchFileYn: 'Y', atchFileCnt: 3, atchFileSzMb: 5, atchFileExtns: ['pdf', 'hwp'] });
  const teacher = as('t1', 'T');
  expect(await boardFileOwner.uploadPolicy(db, teacher, boardId)).toEqual({ maxCount: 3, maxSizeMb: 5, extensions: ['pdf', 'hwp'] });
  expect(await boardFileOwner.uploadPolicy(db, ADMIN, boardId)).toMatchObject({ maxCount: 3 });
  await expect(boardFileOwner.uploadPolicy(db, as('s1', 'S'), boardId)).rejects.toMatchObject({ status: 403, message: M.noWriteRight });
  await expect(boardFileOwner.uploadPolicy(db, null, boardId)).rejects.toMatchObject({ status: 401 });
  await expect(boardFileOwner.uploadPolicy(db, teacher, 'noSuchBoard')).rejects.toMatchObject({ status: 404 });
  await expect(boardFileOwner.uploadPolicy(db, teacher, undefined)).rejects.toMatchObject({ status: 404 });

  const noFiles = await createBoard(db, { atchFileYn: 'N' });
  await expect(boardFileOwner.uploadPolicy(db, as('g1', 'G'), noFiles)).rejects.toMatchObject({ status: 403 });
  const defaults = await createBoard(db, { atchFileYn: 'Y', atchFileExtns: [] });
  expect((await boardFileOwner.uploadPolicy(db, as('g1', 'G'), defaults)).extensions).toEqual(FILE_EXTENSIONS_DEFAULT);
  const unused = await createBoard(db, { atchFileYn: 'Y', useYn: 'N' });
  await expect(boardFileOwner.uploadPolicy(db, as('g1', 'G'), unused)).rejects.toMatchObject({ status: 404 });
  expect(await boardFileOwner.uploadPolicy(db, ADMIN, unused)).toMatchObject({ maxCount: 1 });
});

test("reading and removing a post's files follow the post: secret, hidden, members-only, answered", async () => {
  const db = ctx.app.db;
  const boardId = await createBoard(db, { secretYn: 'Y', readAuthrt: ['G', 'T', 'S'], atchFileYn: 'Y' });
  const writer = await memberAgent(ctx.app, 'S');
  const other = await memberAgent(ctx.app, 'S');
  const write = async (over: object) =>
    (await callAs(ctx.app, writer.agent, 'POST', `/icec/api/board/${boardId}/post`, postForm(over))).json().postId as number;
  const open = String(await write({}));
  const secret = String(await write({ secretYn: 'Y' }));
  const me = as(writer.userId, 'S');
  const them = as(other.userId, 'S');

  expect(await boardFileOwner.canRead(db, them, open)).toBe(true);
  expect(await boardFileOwner.canRead(db, null, open)).toBe(false);
  expect(await boardFileOwner.canRead(db, them, secret)).toBe(false);
  expect(await boardFileOwner.canRead(db, me, secret)).toBe(true);
  expect(await boardFileOwner.canRead(db, ADMIN, secret)).toBe(true);
  for (const bad of ['0', '-1', 'abc', '1e3', '99999999999999999999', '99999999']) expect(await boardFileOwner.canRead(db, ADMIN, bad), bad).toBe(false);

  expect(await boardFileOwner.canRemove(db, me, open)).toBe(true);
  expect(await boardFileOwner.canRemove(db, them, open)).toBe(false);
  expect(await boardFileOwner.canRemove(db, null, open)).toBe(false);
  expect(await boardFileOwner.canRemove(db, ADMIN, open)).toBe(true);

  await db
    .update(post)
    .set({ ansCn: '<p>답</p>', ansDt: new Date() })
    .where(eq(post.postId, Number(open)));
  expect(await boardFileOwner.canRemove(db, me, open)).toBe(false);
  await db
    .update(post)
    .set({ hideYn: 'Y' })
    .where(eq(post.postId, Number(open)));
  expect(await boardFileOwner.canRead(db, me, open)).toBe(false);
  expect(await boardFileOwner.canRead(db, ADMIN, open)).toBe(true);
});
