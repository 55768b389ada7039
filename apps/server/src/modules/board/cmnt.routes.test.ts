import { BOARD_MESSAGES as M, postPath } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { setPointHandler, type TPointEarn } from '../../lib/point-hook.js';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { callAs, createBoard, memberAgent, postForm, type TMethod } from '../../test/board.test-helper.js';
import { post, postCmnt, postLike } from './board.table.js';

const ctx = useTestApp();
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);

afterEach(() => setPointHandler(undefined));

/** A board, a post in it by a member, and the post's URL. */
async function postIn(board: Parameters<typeof createBoard>[1], over: object = {}) {
  const boardId = await createBoard(ctx.app.db, board);
  const writer = await memberAgent(ctx.app, 'T', '글쓴교사');
  const res = await call(writer.agent, 'POST', `/icec/api/board/${boardId}/post`, postForm(over));
  const postId = res.json().postId as number;
  return { boardId, postId, writer, url: `/icec/api/board/${boardId}/post/${postId}` };
}
const cmntsOf = (postId: number) => ctx.database.db.select().from(postCmnt).where(eq(postCmnt.postId, postId));
const countsOf = async (postId: number) =>
  (await ctx.database.db.select({ cmntCnt: post.cmntCnt, likeCnt: post.likeCnt }).from(post).where(eq(post.postId, postId)))[0]!;

test('members comment, read 10 a page oldest first, delete their own; the count follows', async () => {
  const { postId, url, writer } = await postIn({ cmntYn: 'Y' });
  const student = await memberAgent(ctx.app, 'S', '댓글학생');
  const ids: number[] = [];
  for (let i = 1; i <= 12; i += 1) {
    const res = await call(student.agent, 'POST', `${url}/cmnt`, { cmntCn: `댓글 ${i}` });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(res.json().cmntId);
  }
  expect(await countsOf(postId)).toMatchObject({ cmntCnt: 12 });
  const guest = await anonymousAgent(ctx.app);
  const p1 = (await call(guest, 'GET', `${url}/cmnt`)).json();
  expect(p1.pagination).toMatchObject({ countItem: 12, countPage: 2 });
  expect(p1.list[0]).toEqual({ cmntId: ids[0], cmntCn: '댓글 1', wrtrNm: '댓**생', mineYn: 'N', regDt: expect.any(String) });
  expect((await call(student.agent, 'GET', `${url}/cmnt?currentPage=2`)).json().list.map((c: { mineYn: string }) => c.mineYn)).toEqual(['Y', 'Y']);

  const other = await call(writer.agent, 'DELETE', `${url}/cmnt/${ids[0]}`);
  expect(other.statusCode).toBe(403);
  expect(other.json().message).toBe(M.notOwner);
  expect((await call(guest, 'DELETE', `${url}/cmnt/${ids[0]}`)).statusCode).toBe(401);
  expect((await call(student.agent, 'DELETE', `${url}/cmnt/${ids[0]}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(student.agent, 'DELETE', `${url}/cmnt/${ids[0]}`)).statusCode).toBe(404);
  expect(await countsOf(postId)).toMatchObject({ cmntCnt: 11 });
  expect((await cmntsOf(postId)).length).toBe(11);
});

test('denied comments: guests, boards with comments off, users without the right, secret and hidden posts; nothing stored', async () => {
  const off = await postIn({ cmntYn: 'N' });
  const teachers = await postIn({ cmntYn: 'Y', cmntAuthrt: ['T'] });
  const secret = await postIn({ cmntYn: 'Y', secretYn: 'Y' }, { secretYn: 'Y' });
  const hidden = await postIn({ cmntYn: 'Y' });
  await ctx.database.db.update(post).set({ hideYn: 'Y' }).where(eq(post.postId, hidden.postId));
  const student = await memberAgent(ctx.app, 'S');
  const body = { cmntCn: '거부될 댓글' };

  const offRes = await call(student.agent, 'POST', `${off.url}/cmnt`, body);
  expect([offRes.statusCode, offRes.json().message]).toEqual([403, M.cmntOff]);
  expect((await call(student.agent, 'GET', `${off.url}/cmnt`)).json().list).toEqual([]);
  const rightRes = await call(student.agent, 'POST', `${teachers.url}/cmnt`, body);
  expect([rightRes.statusCode, rightRes.json().message]).toEqual([403, M.noCmntRight]);
  const secretRes = await call(student.agent, 'POST', `${secret.url}/cmnt`, body);
  expect([secretRes.statusCode, secretRes.json().message]).toEqual([403, M.secret]);
  expect((await call(student.agent, 'GET', `${secret.url}/cmnt`)).statusCode).toBe(403);
  expect((await call(student.agent, 'POST', `${hidden.url}/cmnt`, body)).statusCode).toBe(404);
  expect((await call(await anonymousAgent(ctx.app), 'POST', `${teachers.url}/cmnt`, body)).statusCode).toBe(401);
  expect((await call(await sessionFor(ctx.app, 'admin'), 'POST', `${teachers.url}/cmnt`, body)).statusCode).toBe(403);

  const checks: [string, RegExp][] = [
    ['바보 아니야?', /금지어\(바보\)/],
    ['제 번호는 010-9876-5432 입니다', /전화번호/],
    ['주민번호 0501014123456', /주민등록번호/],
  ];
  const teacher = await memberAgent(ctx.app, 'T');
  for (const [cmntCn, message] of checks) {
    const res = await call(teacher.agent, 'POST', `${teachers.url}/cmnt`, { cmntCn });
    expect(res.statusCode, cmntCn).toBe(400);
    expect(res.json().data.fieldErrors.cmntCn, cmntCn).toMatch(message);
  }
  for (const p of [off, teachers, secret, hidden]) {
    expect(await cmntsOf(p.postId)).toEqual([]);
    expect(await countsOf(p.postId)).toMatchObject({ cmntCnt: 0 });
  }
});

test('a comment earns CMNT points in its transaction: a failing credit stores no comment', async () => {
  const { boardId, postId, url } = await postIn({ cmntYn: 'Y' });
  const member = await memberAgent(ctx.app, 'G');
  const earned: TPointEarn[] = [];
  setPointHandler(async (tx, earn) => {
    // the comment is visible inside the caller's transaction
    const [row] = await tx
      .select()
      .from(postCmnt)
      .where(eq(postCmnt.cmntId, Number(earn.idntfId.split(':')[1])));
    expect(row?.cmntCn).toBe('포인트 댓글');
    earned.push(earn);
  });
  const ok = (await call(member.agent, 'POST', `${url}/cmnt`, { cmntCn: '포인트 댓글' })).json();
  expect(earned).toEqual([
    {
      userId: member.userId,
      pointTypeCd: 'CMNT',
      idntfId: `cmnt:${ok.cmntId}`,
      reason: '댓글 작성: 테스트 글',
      srcUrl: postPath('eduIntdcn', boardId, postId),
    },
  ]);

  setPointHandler(async () => {
    throw new Error('원장 기록 실패');
  });
  expect((await call(member.agent, 'POST', `${url}/cmnt`, { cmntCn: '롤백될 댓글' })).statusCode).toBe(500);
  expect((await cmntsOf(postId)).map((c) => c.cmntCn)).toEqual(['포인트 댓글']);
  expect(await countsOf(postId)).toMatchObject({ cmntCnt: 1 });
});

test('likes toggle; a like (not an unlike) earns LIKE points; concurrent clicks keep the count equal to the likes', async () => {
  const { boardId, postId, url } = await postIn({ likeYn: 'Y' }, { postTtl: '서른 글자를 넘는 아주 긴 게시글 제목은 포인트 내역에서 잘려 보입니다' });
  const member = await memberAgent(ctx.app, 'S');
  const earned: TPointEarn[] = [];
  setPointHandler(async (_tx, earn) => {
    earned.push(earn);
  });
  expect((await call(member.agent, 'POST', `${url}/like`)).json()).toEqual({ likedYn: 'Y', likeCnt: 1 });
  expect((await call(member.agent, 'GET', url)).json()).toMatchObject({ likedYn: 'Y', likeCnt: 1 });
  expect((await call(member.agent, 'POST', `${url}/like`)).json()).toEqual({ likedYn: 'N', likeCnt: 0 });
  expect(earned).toEqual([
    {
      userId: member.userId,
      pointTypeCd: 'LIKE',
      idntfId: `like:${postId}`,
      reason: '좋아요: 서른 글자를 넘는 아주 긴 게시글 제목은 포인트 내역에…',
      srcUrl: postPath('eduIntdcn', boardId, postId),
    },
  ]);

  const others = await Promise.all([1, 2, 3].map(() => memberAgent(ctx.app, 'G')));
  // a double click from each of three members, all at once
  await Promise.all(others.flatMap(({ agent }) => [call(agent, 'POST', `${url}/like`), call(agent, 'POST', `${url}/like`)]));
  const likes = await ctx.database.db.select().from(postLike).where(eq(postLike.postId, postId));
  expect(likes.length).toBe(0);
  expect(await countsOf(postId)).toMatchObject({ likeCnt: 0 });
  await Promise.all(others.map(({ agent }) => call(agent, 'POST', `${url}/like`)));
  expect(await countsOf(postId)).toMatchObject({ likeCnt: 3 });
  expect((await ctx.database.db.select().from(postLike).where(eq(postLike.postId, postId))).length).toBe(3);
});

test('denied likes: boards without likes, guests, administrators on the user API, unreadable posts', async () => {
  const off = await postIn({ likeYn: 'N' });
  const secret = await postIn({ likeYn: 'Y', secretYn: 'Y' }, { secretYn: 'Y' });
  const member = await memberAgent(ctx.app, 'S');
  const res = await call(member.agent, 'POST', `${off.url}/like`);
  expect([res.statusCode, res.json().message]).toEqual([403, M.likeOff]);
  expect((await call(member.agent, 'POST', `${secret.url}/like`)).statusCode).toBe(403);
  expect((await call(await anonymousAgent(ctx.app), 'POST', `${secret.url}/like`)).statusCode).toBe(401);
  expect((await call(await sessionFor(ctx.app, 'admin'), 'POST', `${secret.url}/like`)).statusCode).toBe(403);
  expect((await call(member.agent, 'POST', `/icec/api/board/${off.boardId}/post/99999999/like`)).statusCode).toBe(404);
  expect(await countsOf(off.postId)).toMatchObject({ likeCnt: 0 });
  expect(await countsOf(secret.postId)).toMatchObject({ likeCnt: 0 });
});
