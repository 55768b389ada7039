import { BOARD_MESSAGES as M } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { callAs, createBoard, memberAgent, postCntOf, postForm, visiblePosts, type TMethod } from '../../test/board.test-helper.js';
import { post, postCmnt } from './board.table.js';

const ctx = useTestApp();
const admin = () => sessionFor(ctx.app, 'admin');
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);
const adminWrite = async (agent: TAgent, boardId: string, over: object = {}) => {
  const res = await call(agent, 'POST', '/api/postMng', { ...postForm(over), boardId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().postId as number;
};
const bulk = (agent: TAgent, body: object) => call(agent, 'POST', '/api/postMng/bulk', body);
const counted = async (boardId: string) => {
  const cnt = await postCntOf(ctx.app.db, boardId);
  expect(cnt, `post_cnt of ${boardId}`).toBe(await visiblePosts(ctx.app.db, boardId));
  return cnt;
};

test("the administrator writes anywhere, pinned, with the centre's phone number; prohibited words are still refused", async () => {
  const agent = await admin();
  const boardId = await createBoard(ctx.app.db, { writeAuthrt: [], noticeYn: 'Y' });
  const postId = await adminWrite(agent, boardId, { postTtl: '상담 전화 안내', postCn: '<p>문의: 02-123-4567</p>', noticeYn: 'Y' });
  const detail = (await call(agent, 'GET', `/api/postMng/${postId}`)).json();
  expect(detail).toMatchObject({
    postId,
    noticeYn: 'Y',
    wrtrNm: '관리자',
    regUserId: 'admin',
    hideYn: 'N',
    boardNm: '테스트 게시판',
    boardTypeCd: 'GENERAL',
    mineYn: 'Y',
  });
  expect(await counted(boardId)).toBe(1);
  const refused = await call(agent, 'POST', '/api/postMng', { ...postForm({ postTtl: '토토사이트 안내' }), boardId });
  expect(refused.statusCode).toBe(400);
  expect((await call(agent, 'POST', '/api/postMng', { ...postForm(), boardId: 'noSuchBoard' })).statusCode).toBe(404);
  expect(await counted(boardId)).toBe(1);
});

test('list across boards: board, hidden, answered filters and the bigram search, secret and hidden posts included', async () => {
  const agent = await admin();
  const boardId = await createBoard(ctx.app.db, { secretYn: 'Y' });
  const writer = await memberAgent(ctx.app, 'S', '한진로');
  const secretId = (
    await call(writer.agent, 'POST', `/icec/api/board/${boardId}/post`, postForm({ postTtl: '비밀 상담', postCn: '<p>진로 고민이 있어요</p>', secretYn: 'Y' }))
  ).json().postId;
  const hiddenId = await adminWrite(agent, boardId, { postTtl: '숨길 글' });
  await bulk(agent, { postIds: [hiddenId], action: 'HIDE' });

  const list = async (query: string) => (await call(agent, 'GET', `/api/postMng/list?${query}`)).json();
  const all = await list(`boardId=${boardId}`);
  expect(all.list.map((p: { postId: number }) => p.postId)).toEqual([hiddenId, secretId]);
  expect(all.list[1]).toMatchObject({ wrtrNm: '한진로', secretYn: 'Y', regUserId: writer.userId, hideYn: 'N', ansYn: 'N' });
  expect(all.countCappedYn).toBe('N');
  expect((await list(`boardId=${boardId}&hideYn=Y`)).list.map((p: { postId: number }) => p.postId)).toEqual([hiddenId]);
  expect((await list(`boardId=${boardId}&searchCnd=CN&searchWrd=${encodeURIComponent('진로')}`)).list.map((p: { postId: number }) => p.postId)).toEqual([
    secretId,
  ]);
  expect((await list(`searchCnd=WRTR&searchWrd=${encodeURIComponent('한진로')}`)).list.map((p: { postId: number }) => p.postId)).toEqual([secretId]);
  expect((await list('boardId=qna&ansYn=Y')).list.map((p: { postTtl: string }) => p.postTtl)).toEqual(['주제관은 학년 제한이 있나요?']);
  const hidden = (await call(agent, 'GET', `/api/postMng/${hiddenId}`)).json();
  expect(hidden).toMatchObject({ hideYn: 'Y', postTtl: '숨길 글' });
  expect((await call(agent, 'GET', `/api/postMng/${secretId}`)).json().postCn).toBe('<p>진로 고민이 있어요</p>');
  expect((await call(agent, 'GET', '/api/postMng/99999999')).statusCode).toBe(404);
});

test("bulk hide, show, pin, unpin, move and delete: one transaction, each board's counter right after", async () => {
  const agent = await admin();
  const from = await createBoard(ctx.app.db, { ctgrys: ['행사', '안내'], noticeYn: 'Y' });
  const to = await createBoard(ctx.app.db, { ctgrys: ['행사'] });
  const ids = [
    await adminWrite(agent, from, { ctgryNm: '행사' }),
    await adminWrite(agent, from, { ctgryNm: '안내' }),
    await adminWrite(agent, from, { ctgryNm: '행사' }),
  ];
  expect(await counted(from)).toBe(3);

  expect((await bulk(agent, { postIds: [ids[0], ids[0], 99999999], action: 'HIDE' })).json()).toEqual({ result: 'SUCCESS' });
  expect(await counted(from)).toBe(2);
  await bulk(agent, { postIds: [ids[0], ids[1]], action: 'HIDE' });
  expect(await counted(from)).toBe(1);
  await bulk(agent, { postIds: [ids[1]], action: 'SHOW' });
  expect(await counted(from)).toBe(2);

  await bulk(agent, { postIds: [ids[2]], action: 'PIN' });
  const guest = await anonymousAgent(ctx.app);
  expect((await call(guest, 'GET', `/icec/api/board/${from}/post`)).json().pinned.map((p: { postId: number }) => p.postId)).toEqual([ids[2]]);
  await bulk(agent, { postIds: [ids[2]], action: 'UNPIN' });
  expect((await call(guest, 'GET', `/icec/api/board/${from}/post`)).json().pinned).toEqual([]);
  // a board without pinned notices takes none, by bulk or by the form
  const plain = await adminWrite(agent, to, { ctgryNm: '행사' });
  const refused = await bulk(agent, { postIds: [ids[2], plain], action: 'PIN' });
  expect([refused.statusCode, refused.json().message]).toEqual([400, M.pinOff]);
  expect((await call(agent, 'PUT', `/api/postMng/${plain}`, postForm({ ctgryNm: '행사', noticeYn: 'Y' }))).json().data.fieldErrors.noticeYn).toBe(M.pinOff);
  expect((await call(guest, 'GET', `/icec/api/board/${from}/post`)).json().pinned).toEqual([]);
  await call(agent, 'DELETE', `/api/postMng/${plain}`);

  // ids[0] is hidden: it moves without counting; ids[1]'s category is not in the target
  await bulk(agent, { postIds: ids, action: 'MOVE', trgtBoardId: to });
  expect([await counted(from), await counted(to)]).toEqual([0, 2]);
  const moved = await ctx.database.db.select({ postId: post.postId, boardId: post.boardId, ctgryNm: post.ctgryNm }).from(post).where(eq(post.boardId, to));
  expect(moved.sort((a, b) => a.postId - b.postId).map((r) => r.ctgryNm)).toEqual(['행사', null, '행사']);
  const noTarget = await bulk(agent, { postIds: ids, action: 'MOVE' });
  expect(noTarget.json().data.fieldErrors.trgtBoardId).toBe(M.moveTarget);
  expect((await bulk(agent, { postIds: ids, action: 'MOVE', trgtBoardId: 'noSuchBoard' })).json().message).toBe(M.moveTarget);

  await bulk(agent, { postIds: [ids[0], ids[1]], action: 'DELETE' });
  expect(await counted(to)).toBe(1);
  expect((await call(agent, 'DELETE', `/api/postMng/${ids[2]}`)).json()).toEqual({ result: 'SUCCESS' });
  expect(await counted(to)).toBe(0);
  expect((await call(agent, 'DELETE', `/api/postMng/${ids[2]}`)).statusCode).toBe(404);
  expect((await bulk(agent, { postIds: [], action: 'HIDE' })).statusCode).toBe(400);
});

test('answers: Q&A only, sanitised; an answered question is locked for its writer until the answer is withdrawn', async () => {
  const agent = await admin();
  const qna = await createBoard(ctx.app.db, { boardTypeCd: 'QNA', noticeYn: 'Y' });
  const writer = await memberAgent(ctx.app, 'S');
  const postId = (await call(writer.agent, 'POST', `/icec/api/board/${qna}/post`, postForm({ postTtl: '질문' }))).json().postId;
  const res = await call(agent, 'PUT', `/api/postMng/${postId}/answer`, { ansCn: '<p onclick="x()">답변<script>alert(1)</script></p>' });
  expect(res.json()).toEqual({ result: 'SUCCESS' });
  const detail = (await call(writer.agent, 'GET', `/icec/api/board/${qna}/post/${postId}`)).json();
  expect(detail).toMatchObject({ ansCn: '<p>답변</p>', ansYn: 'Y' });
  expect(detail.ansDt).toEqual(expect.any(String));
  // refused with the way back to the board (spec §6 403 returnUrl), not to /main
  expect((await call(writer.agent, 'PUT', `/icec/api/board/${qna}/post/${postId}`, postForm())).json()).toEqual({
    code: 'FORBIDDEN',
    message: M.answered,
    data: { returnUrl: `/eduIntdcn/board/${qna}` },
  });

  // the administrator still edits it, pinned included
  expect((await call(agent, 'PUT', `/api/postMng/${postId}`, postForm({ postTtl: '관리자가 고친 질문', noticeYn: 'Y' }))).statusCode).toBe(200);
  expect((await call(agent, 'GET', `/api/postMng/${postId}`)).json()).toMatchObject({
    postTtl: '관리자가 고친 질문',
    noticeYn: 'Y',
    wrtrNm: '테스트회원',
    regUserId: writer.userId,
  });

  await call(agent, 'PUT', `/api/postMng/${postId}/answer`, { ansCn: '<p> </p>' });
  expect((await call(writer.agent, 'GET', `/icec/api/board/${qna}/post/${postId}`)).json()).toMatchObject({ ansCn: null, ansDt: null, ansYn: 'N' });
  expect((await call(writer.agent, 'PUT', `/icec/api/board/${qna}/post/${postId}`, postForm())).statusCode).toBe(200);

  const general = await adminWrite(agent, await createBoard(ctx.app.db));
  const notQna = await call(agent, 'PUT', `/api/postMng/${general}/answer`, { ansCn: '<p>답변</p>' });
  expect(notQna.statusCode).toBe(400);
  expect(notQna.json().message).toBe(M.notQna);
});

test('the administrator lists and deletes any comment', async () => {
  const agent = await admin();
  const boardId = await createBoard(ctx.app.db, { cmntYn: 'Y' });
  const member = await memberAgent(ctx.app, 'T', '댓글교사');
  const postId = await adminWrite(agent, boardId);
  const cmnt = (await call(member.agent, 'POST', `/icec/api/board/${boardId}/post/${postId}/cmnt`, { cmntCn: '좋은 글이네요' })).json();
  const list = (await call(agent, 'GET', `/api/postMng/${postId}/cmnt`)).json();
  expect(list.list).toEqual([
    { cmntId: cmnt.cmntId, cmntCn: '좋은 글이네요', wrtrNm: '댓글교사', mineYn: 'N', regUserId: member.userId, regDt: expect.any(String) },
  ]);
  // the public list does not name accounts
  expect((await call(member.agent, 'GET', `/icec/api/board/${boardId}/post/${postId}/cmnt`)).json().list[0].regUserId).toBeUndefined();
  expect((await call(agent, 'DELETE', `/api/postMng/${postId}/cmnt/${cmnt.cmntId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'DELETE', `/api/postMng/${postId}/cmnt/${cmnt.cmntId}`)).statusCode).toBe(404);
  expect((await call(agent, 'GET', `/api/postMng/${postId}`)).json().cmntCnt).toBe(0);
});

test('denied: members 403, guests 401 on every post administration call; nothing changed', async () => {
  const agent = await admin();
  const boardId = await createBoard(ctx.app.db, { cmntYn: 'Y', boardTypeCd: 'QNA' });
  const postId = await adminWrite(agent, boardId, { postTtl: '지켜질 글' });
  const { agent: member } = await memberAgent(ctx.app, 'T');
  await call(member, 'POST', `/icec/api/board/${boardId}/post/${postId}/cmnt`, { cmntCn: '지켜질 댓글' });
  const [cmnt] = await ctx.database.db.select().from(postCmnt).where(eq(postCmnt.postId, postId));
  const guest = await anonymousAgent(ctx.app);
  for (const [method, url, payload] of [
    ['GET', '/api/postMng/list'],
    ['GET', `/api/postMng/${postId}`],
    ['POST', '/api/postMng', { ...postForm({ postTtl: '가로챈 글' }), boardId }],
    ['PUT', `/api/postMng/${postId}`, postForm({ postTtl: '가로챈 글' })],
    ['DELETE', `/api/postMng/${postId}`],
    ['POST', '/api/postMng/bulk', { postIds: [postId], action: 'DELETE' }],
    ['PUT', `/api/postMng/${postId}/answer`, { ansCn: '<p>가로챈 답</p>' }],
    ['GET', `/api/postMng/${postId}/cmnt`],
    ['DELETE', `/api/postMng/${postId}/cmnt/${cmnt!.cmntId}`],
  ] as [TMethod, string, object?][]) {
    expect((await call(member, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  }
  const [row] = await ctx.database.db.select().from(post).where(eq(post.postId, postId));
  expect(row).toMatchObject({ postTtl: '지켜질 글', ansCn: null, hideYn: 'N', cmntCnt: 1 });
  expect(await ctx.database.db.select().from(post).where(eq(post.postTtl, '가로챈 글'))).toEqual([]);
});
