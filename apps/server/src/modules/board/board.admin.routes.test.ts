import { BOARD_MESSAGES as M } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { boardForm, callAs, memberAgent, newBoardId, postForm, type TMethod } from '../../test/board.test-helper.js';
import { board, post } from './board.table.js';

const ctx = useTestApp();
const admin = () => sessionFor(ctx.app, 'admin');
const call = (agent: Parameters<typeof callAs>[1], method: TMethod, url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);

test('the demo boards are seeded with their rights and posts', async () => {
  const agent = await admin();
  const { list } = (await call(agent, 'GET', '/api/boardMng/list?section=eduIntdcn&maxResults=50')).json();
  const byId = Object.fromEntries(list.map((b: { boardId: string }) => [b.boardId, b]));
  expect(byId.notice).toMatchObject({ boardTypeCd: 'NOTICE', readAuthrt: ['GUEST', 'G', 'T', 'S'], writeAuthrt: [], noticeYn: 'Y', postCnt: 4 });
  expect(byId.faq).toMatchObject({ boardTypeCd: 'FAQ', writeAuthrt: [], postCnt: 4 });
  expect(byId.qna).toMatchObject({
    boardTypeCd: 'QNA',
    writeAuthrt: ['G', 'T', 'S'],
    cmntYn: 'Y',
    secretYn: 'Y',
    ctgrys: ['이용 문의', '프로그램 문의', '기타'],
  });
  expect(byId.gallery).toMatchObject({ boardTypeCd: 'GALLERY', likeYn: 'Y', atchFileCnt: 1, atchFileExtns: ['gif', 'png', 'jpg', 'jpeg'] });
  expect(byId.dataroom).toMatchObject({ boardTypeCd: 'DATA', atchFileYn: 'Y', atchFileCnt: 5 });

  const guest = await anonymousAgent(ctx.app);
  const notices = (await call(guest, 'GET', '/icec/api/board/notice/post')).json();
  expect(notices.pinned.map((p: { postTtl: string }) => p.postTtl)).toEqual(['[필독] 개인정보 보호를 위한 게시판 이용 수칙']);
  expect(notices.list.length).toBe(3);
  const qna = (await call(guest, 'GET', '/icec/api/board/qna/post')).json().list;
  expect(qna.map((p: { ansYn: string; secretYn: string; wrtrNm: string | null }) => [p.ansYn, p.secretYn, p.wrtrNm])).toEqual([
    ['N', 'Y', null],
    ['Y', 'N', '김*생'],
  ]);
});

test('the demo seed runs again without changing anything', async () => {
  const { seedDatabase } = await import('../../db/seed.js');
  const before = await ctx.database.db.select({ postId: post.postId, boardId: post.boardId }).from(post);
  const boards = await ctx.database.db.select().from(board);
  await seedDatabase(ctx.database.db, { demo: true, secret: 'unused' });
  expect(await ctx.database.db.select({ postId: post.postId, boardId: post.boardId }).from(post)).toEqual(before);
  expect(await ctx.database.db.select().from(board)).toEqual(boards);
});

test('an administrator creates, reads, updates and deletes a board; the id is unique and fixed', async () => {
  const agent = await admin();
  const form = boardForm({ boardNm: '진로 소식', ctgrys: ['행사', '행사', '안내'], readAuthrt: ['G', 'G'], atchFileExtns: ['pdf', 'hwp'] });
  const created = await call(agent, 'POST', '/api/boardMng', form);
  expect(created.statusCode, created.body).toBe(200);
  expect(created.json()).toMatchObject({
    boardId: form.boardId,
    ctgrys: ['행사', '안내'],
    readAuthrt: ['G'],
    postCnt: 0,
    boardExpln: null,
    registeredBy: 'admin',
  });

  const taken = await call(agent, 'POST', '/api/boardMng', { ...form, boardNm: '다른 이름' });
  expect(taken.statusCode).toBe(400);
  expect(taken.json().data.fieldErrors.boardId).toBe(M.boardIdTaken);

  const updated = await call(agent, 'PUT', `/api/boardMng/${form.boardId}`, { ...form, boardId: 'ignoredId', boardNm: '고친 이름', useYn: 'N' });
  expect(updated.json()).toMatchObject({ boardId: form.boardId, boardNm: '고친 이름', useYn: 'N' });
  expect((await call(agent, 'GET', `/api/boardMng/${form.boardId}`)).json().boardNm).toBe('고친 이름');
  expect((await call(agent, 'GET', '/api/boardMng/ignoredId')).statusCode).toBe(404);

  const options = (await call(agent, 'GET', '/api/boardMng/options')).json().list;
  expect(options).toContainEqual({ boardId: form.boardId, boardNm: '고친 이름', boardTypeCd: 'GENERAL', section: 'eduIntdcn' });
  const searched = (await call(agent, 'GET', `/api/boardMng/list?searchWrd=${encodeURIComponent('고친')}&useYn=N`)).json();
  expect(searched.list.map((b: { boardId: string }) => b.boardId)).toEqual([form.boardId]);

  expect((await call(agent, 'DELETE', `/api/boardMng/${form.boardId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `/api/boardMng/${form.boardId}`)).statusCode).toBe(404);
  expect((await call(agent, 'DELETE', `/api/boardMng/${form.boardId}`)).statusCode).toBe(404);
});

test('validation: id form, extensions outside the defaults, counts; nothing written', async () => {
  const agent = await admin();
  const cases: [object, string][] = [
    [{ boardId: '1abc' }, 'boardId'],
    [{ boardId: 'a' }, 'boardId'],
    [{ boardId: 'bad-id!' }, 'boardId'],
    [{ atchFileExtns: ['exe'] }, 'atchFileExtns.0'],
    [{ atchFileCnt: 11 }, 'atchFileCnt'],
    [{ atchFileSzMb: 101 }, 'atchFileSzMb'],
    [{ readAuthrt: ['A'] }, 'readAuthrt.0'],
    [{ writeAuthrt: ['GUEST'] }, 'writeAuthrt.0'],
    [{ boardTypeCd: 'BLOG' }, 'boardTypeCd'],
    [{ section: 'admin' }, 'section'],
  ];
  for (const [over, field] of cases) {
    const res = await call(agent, 'POST', '/api/boardMng', boardForm({ boardNm: '검증용', ...over }));
    expect(res.statusCode, JSON.stringify(over)).toBe(400);
    expect(res.json().data.fieldErrors[field], JSON.stringify(over)).toBeDefined();
  }
  expect(
    (await call(agent, 'POST', '/api/boardMng', { ...boardForm({ boardNm: '검증용' }), atchFileExtns: ['exe'] })).json().data.fieldErrors['atchFileExtns.0'],
  ).toBe(M.extensions);
  expect(await ctx.database.db.select().from(board).where(eq(board.boardNm, '검증용'))).toEqual([]);
});

test('a board with posts (hidden ones too) is not deleted', async () => {
  const agent = await admin();
  const form = boardForm();
  await call(agent, 'POST', '/api/boardMng', form);
  const postId = (await call(agent, 'POST', '/api/postMng', { ...postForm(), boardId: form.boardId })).json().postId;
  await call(agent, 'POST', '/api/postMng/bulk', { postIds: [postId], action: 'HIDE' });
  const res = await call(agent, 'DELETE', `/api/boardMng/${form.boardId}`);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(M.boardHasPosts);
  expect((await call(agent, 'GET', `/api/boardMng/${form.boardId}`)).statusCode).toBe(200);
});

test('denied: members 403, guests 401 on every board administration call; nothing written', async () => {
  const { agent: member } = await memberAgent(ctx.app, 'T');
  const guest = await anonymousAgent(ctx.app);
  const form = boardForm({ boardId: newBoardId('denied') });
  for (const [method, url, payload] of [
    ['GET', '/api/boardMng/list'],
    ['GET', '/api/boardMng/options'],
    ['GET', '/api/boardMng/notice'],
    ['POST', '/api/boardMng', form],
    ['PUT', '/api/boardMng/notice', { ...form, boardId: 'notice', boardNm: '가로챈 이름' }],
    ['DELETE', '/api/boardMng/gallery'],
  ] as [TMethod, string, object?][]) {
    expect((await call(member, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  }
  const rows = await ctx.database.db.select({ boardId: board.boardId, boardNm: board.boardNm }).from(board);
  expect(rows.find((r) => r.boardId === form.boardId)).toBeUndefined();
  expect(rows.find((r) => r.boardId === 'notice')?.boardNm).toBe('공지사항');
  expect(rows.find((r) => r.boardId === 'gallery')).toBeDefined();
});
