import { BOARD_MESSAGES as M, VALIDATION_MESSAGES } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { anonymousAgent, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { callAs, createBoard, memberAgent, postCntOf, postForm, visiblePosts, type TMethod } from '../../test/board.test-helper.js';
import { post } from './board.table.js';

const ctx = useTestApp();
const call = (agent: Parameters<typeof callAs>[1], method: TMethod, url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);
const write = async (agent: Parameters<typeof callAs>[1], boardId: string, over: object = {}) => {
  const res = await call(agent, 'POST', `/icec/api/board/${boardId}/post`, postForm(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().postId as number;
};
const postsTitled = (title: string) => ctx.database.db.select().from(post).where(eq(post.postTtl, title));

describe('board info and rights', () => {
  test('a public board: anyone reads, members may write; unknown and unused boards are 404', async () => {
    const boardId = await createBoard(ctx.app.db, { writeAuthrt: ['T'] });
    const guest = await anonymousAgent(ctx.app);
    const info = (await call(guest, 'GET', `/icec/api/board/${boardId}`)).json();
    expect(info).toMatchObject({ boardId, boardTypeCd: 'GENERAL', section: 'eduIntdcn', canWrite: false, canCmnt: false, loginToWrite: true });
    const adminOnly = await createBoard(ctx.app.db, { writeAuthrt: [] });
    expect((await call(guest, 'GET', `/icec/api/board/${adminOnly}`)).json().loginToWrite).toBe(false);
    const teacher = await memberAgent(ctx.app, 'T');
    expect((await call(teacher.agent, 'GET', `/icec/api/board/${boardId}`)).json().loginToWrite).toBe(false);
    const student = await memberAgent(ctx.app, 'S');
    expect((await call(teacher.agent, 'GET', `/icec/api/board/${boardId}`)).json().canWrite).toBe(true);
    expect((await call(student.agent, 'GET', `/icec/api/board/${boardId}`)).json().canWrite).toBe(false);
    expect((await call(await sessionFor(ctx.app, 'admin'), 'GET', `/icec/api/board/${boardId}`)).json().canWrite).toBe(true);

    expect((await call(guest, 'GET', '/icec/api/board/nosuchboard')).statusCode).toBe(404);
    const unused = await createBoard(ctx.app.db, { useYn: 'N' });
    expect((await call(guest, 'GET', `/icec/api/board/${unused}`)).statusCode).toBe(404);
    expect((await call(guest, 'GET', `/icec/api/board/${unused}/post`)).statusCode).toBe(404);
    expect((await call(guest, 'GET', '/icec/api/board/..%2Fetc')).statusCode).toBe(400);
  });

  test('denied: a guest on a members-only board 401, a student on a teachers-only board 403', async () => {
    const membersOnly = await createBoard(ctx.app.db, { readAuthrt: ['G', 'T', 'S'] });
    const teachersOnly = await createBoard(ctx.app.db, { readAuthrt: ['T'], writeAuthrt: ['T'] });
    const guest = await anonymousAgent(ctx.app);
    const student = await memberAgent(ctx.app, 'S');
    const teacher = await memberAgent(ctx.app, 'T');
    const postId = await write(teacher.agent, teachersOnly);
    for (const url of [`/icec/api/board/${membersOnly}`, `/icec/api/board/${membersOnly}/post`]) {
      expect((await call(guest, 'GET', url)).statusCode, url).toBe(401);
      expect((await call(student.agent, 'GET', url)).statusCode, url).toBe(200);
    }
    for (const [method, url] of [
      ['GET', `/icec/api/board/${teachersOnly}`],
      ['GET', `/icec/api/board/${teachersOnly}/post`],
      ['GET', `/icec/api/board/${teachersOnly}/post/${postId}`],
      ['POST', `/icec/api/board/${teachersOnly}/post/${postId}/inqCnt`],
    ] as [TMethod, string][]) {
      const res = await call(student.agent, method, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(M.noReadRight);
      expect((await call(guest, method, url)).statusCode, url).toBe(401);
    }
  });

  test('denied writes: guests 401, a student on a teachers-only write board 403, an admin session on the user API 403; nothing stored', async () => {
    const boardId = await createBoard(ctx.app.db, { writeAuthrt: ['T'] });
    const student = await memberAgent(ctx.app, 'S');
    const res = await call(student.agent, 'POST', `/icec/api/board/${boardId}/post`, postForm({ postTtl: '거부될 글' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.noWriteRight);
    expect((await call(await anonymousAgent(ctx.app), 'POST', `/icec/api/board/${boardId}/post`, postForm({ postTtl: '거부될 글' }))).statusCode).toBe(401);
    expect((await call(await sessionFor(ctx.app, 'admin'), 'POST', `/icec/api/board/${boardId}/post`, postForm({ postTtl: '거부될 글' }))).statusCode).toBe(
      403,
    );
    // the demo notice board: administrators only
    expect((await call(student.agent, 'POST', '/icec/api/board/notice/post', postForm({ postTtl: '거부될 글' }))).statusCode).toBe(403);
    expect(await postsTitled('거부될 글')).toEqual([]);
  });
});

describe('writing', () => {
  test('the body is stored sanitised with its text; users cannot pin; secret only where allowed', async () => {
    const boardId = await createBoard(ctx.app.db, { noticeYn: 'Y' });
    const { agent } = await memberAgent(ctx.app, 'G', '홍길동');
    const postId = await write(agent, boardId, {
      postTtl: 'XSS 시험',
      postCn: '<p onclick="alert(1)">안녕<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">링크</a></p>',
      noticeYn: 'Y',
      secretYn: 'Y',
    });
    const [row] = await ctx.database.db.select().from(post).where(eq(post.postId, postId));
    expect(row).toMatchObject({ postCn: '<p>안녕링크</p>', cnText: '안녕링크', noticeYn: 'N', secretYn: 'N', wrtrNm: '홍길동', hideYn: 'N' });
    expect(row!.srchTkns).toEqual(expect.arrayContaining(['t:시험', 'c:안녕', 'w:홍길']));
    const detail = (await call(agent, 'GET', `/icec/api/board/${boardId}/post/${postId}`)).json();
    expect(detail).toMatchObject({ postCn: '<p>안녕링크</p>', mineYn: 'Y', likedYn: 'N', files: [], wrtrNm: '홍길동' });
  });

  test("categories: required where the board has them, one of the board's", async () => {
    const boardId = await createBoard(ctx.app.db, { ctgrys: ['이용 문의', '기타'] });
    const { agent } = await memberAgent(ctx.app);
    for (const [over, message] of [
      [{}, M.ctgryRequired],
      [{ ctgryNm: '없는 분류' }, M.ctgryUnknown],
    ] as const) {
      const res = await call(agent, 'POST', `/icec/api/board/${boardId}/post`, postForm({ postTtl: '분류 시험', ...over }));
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fieldErrors.ctgryNm).toBe(message);
    }
    expect(
      (await call(agent, 'POST', `/icec/api/board/${boardId}/post`, postForm({ postTtl: '빈 본문', ctgryNm: '기타', postCn: '<p> </p>' }))).json().data
        .fieldErrors.postCn,
    ).toBe(VALIDATION_MESSAGES.required());
    await write(agent, boardId, { postTtl: '분류 시험', ctgryNm: '기타' });
    expect((await postsTitled('분류 시험')).map((r) => r.ctgryNm)).toEqual(['기타']);
  });

  test('prohibited words and personal information are refused with nothing stored', async () => {
    const boardId = await createBoard(ctx.app.db);
    const { agent } = await memberAgent(ctx.app);
    const cases: [object, string, RegExp][] = [
      [{ postTtl: '카지노 홍보' }, 'postTtl', /금지어\(카지노\)/],
      [{ postCn: '<p>바보 같은 글</p>' }, 'postCn', /금지어\(바보\)/],
      [{ postCn: '<p>연락은 010-1234-5678로</p>' }, 'postCn', /전화번호/],
      [{ postTtl: '제 번호 01012345678' }, 'postTtl', /전화번호/],
      [{ postCn: '<p>주민번호 900101-1234567</p>' }, 'postCn', /주민등록번호/],
    ];
    for (const [over, field, message] of cases) {
      const res = await call(agent, 'POST', `/icec/api/board/${boardId}/post`, postForm({ postTtl: '거부 시험', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toMatch(message);
      expect(res.json().data.fieldErrors[field], JSON.stringify(over)).toMatch(message);
    }
    expect((await call(agent, 'POST', `/icec/api/board/${boardId}/post`, postForm({ postCn: '<p>010-1234-5678, 900101-1234567</p>' }))).json().message).toBe(
      M.personalInfo('주민등록번호, 전화번호'),
    );
    expect(await visiblePosts(ctx.app.db, boardId)).toBe(0);
    expect(await postCntOf(ctx.app.db, boardId)).toBe(0);
  });

  test('only the writer edits and deletes; an answered question stays; the counter follows', async () => {
    const boardId = await createBoard(ctx.app.db);
    const writer = await memberAgent(ctx.app, 'S', '김진로');
    const other = await memberAgent(ctx.app, 'S');
    const postId = await write(writer.agent, boardId, { postTtl: '원래 제목' });
    expect(await postCntOf(ctx.app.db, boardId)).toBe(1);
    const url = `/icec/api/board/${boardId}/post/${postId}`;

    for (const [method, payload] of [['PUT', postForm({ postTtl: '남의 수정' })], ['DELETE']] as [TMethod, object?][]) {
      const res = await call(other.agent, method, url, payload);
      expect(res.statusCode, method).toBe(403);
      expect(res.json().message).toBe(M.notOwner);
      expect((await call(await anonymousAgent(ctx.app), method, url, payload)).statusCode).toBe(401);
    }
    // the post must belong to the board of the path
    const elsewhere = await createBoard(ctx.app.db);
    expect((await call(writer.agent, 'PUT', `/icec/api/board/${elsewhere}/post/${postId}`, postForm())).statusCode).toBe(404);

    expect((await call(writer.agent, 'PUT', url, postForm({ postTtl: '고친 진로 제목' }))).json()).toEqual({ postId });
    const found = (await call(writer.agent, 'GET', `/icec/api/board/${boardId}/post?searchCnd=TTL&searchWrd=${encodeURIComponent('진로')}`)).json();
    expect(found.list.map((p: { postId: number }) => p.postId)).toEqual([postId]);
    expect((await call(writer.agent, 'GET', `/icec/api/board/${boardId}/post?searchCnd=TTL&searchWrd=${encodeURIComponent('원래')}`)).json().list).toEqual([]);

    await ctx.database.db.update(post).set({ ansCn: '<p>답변</p>', ansDt: new Date() }).where(eq(post.postId, postId));
    for (const [method, payload] of [['PUT', postForm()], ['DELETE']] as [TMethod, object?][]) {
      const res = await call(writer.agent, method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.answered);
    }
    await ctx.database.db.update(post).set({ ansCn: null, ansDt: null }).where(eq(post.postId, postId));
    expect((await call(writer.agent, 'DELETE', url)).json()).toEqual({ result: 'SUCCESS' });
    expect((await call(writer.agent, 'GET', url)).statusCode).toBe(404);
    expect(await postCntOf(ctx.app.db, boardId)).toBe(0);
  });
});

describe('reading', () => {
  test('secret posts: listed with a lock and no writer, opened only by their writer and administrators', async () => {
    const boardId = await createBoard(ctx.app.db, { secretYn: 'Y' });
    const writer = await memberAgent(ctx.app, 'S', '비밀작성자');
    const other = await memberAgent(ctx.app, 'S');
    const postId = await write(writer.agent, boardId, { postTtl: '비밀 질문', postCn: '<p>비밀 진로 고민</p>', secretYn: 'Y' });
    const listed = (await call(other.agent, 'GET', `/icec/api/board/${boardId}/post`)).json().list[0];
    expect(listed).toMatchObject({ postId, postTtl: '비밀 질문', secretYn: 'Y', wrtrNm: null });
    expect((await call(writer.agent, 'GET', `/icec/api/board/${boardId}/post`)).json().list[0].wrtrNm).toBe('비밀작성자');

    const url = `/icec/api/board/${boardId}/post/${postId}`;
    const denied = await call(other.agent, 'GET', url);
    expect(denied.statusCode).toBe(403);
    // back to the board's list after the message (spec §6 403), guests included
    expect(denied.json()).toEqual({ code: 'FORBIDDEN', message: M.secret, data: { returnUrl: `/eduIntdcn/board/${boardId}` } });
    expect(denied.body).not.toContain('비밀 진로 고민');
    expect((await call(await anonymousAgent(ctx.app), 'GET', url)).statusCode).toBe(403);
    expect((await call(other.agent, 'POST', `${url}/inqCnt`)).statusCode).toBe(403);
    expect((await call(writer.agent, 'GET', url)).json().postCn).toBe('<p>비밀 진로 고민</p>');
    expect((await call(await sessionFor(ctx.app, 'admin'), 'GET', url)).json().wrtrNm).toBe('비밀작성자');

    // nobody else finds it by its body or its writer
    for (const q of ['searchCnd=CN&searchWrd=고민', 'searchCnd=WRTR&searchWrd=비밀작성자', 'searchCnd=ALL&searchWrd=고민']) {
      expect((await call(other.agent, 'GET', `/icec/api/board/${boardId}/post?${encodeURI(q)}`)).json().list, q).toEqual([]);
      expect((await call(writer.agent, 'GET', `/icec/api/board/${boardId}/post?${encodeURI(q)}`)).json().list.length, q).toBe(1);
    }
  });

  test('hidden posts are 404 and not listed; the view count goes up once per call', async () => {
    const boardId = await createBoard(ctx.app.db);
    const { agent } = await memberAgent(ctx.app);
    const postId = await write(agent, boardId, { postTtl: '조회수 시험' });
    const guest = await anonymousAgent(ctx.app);
    const url = `/icec/api/board/${boardId}/post/${postId}`;
    expect((await call(guest, 'GET', url)).json().inqCnt).toBe(0);
    const counts = await Promise.all([1, 2, 3].map(() => call(guest, 'POST', `${url}/inqCnt`)));
    expect(counts.map((r) => r.json().inqCnt).sort()).toEqual([1, 2, 3]);
    expect((await call(guest, 'GET', url)).json().inqCnt).toBe(3);

    await ctx.database.db.update(post).set({ hideYn: 'Y' }).where(eq(post.postId, postId));
    expect((await call(agent, 'GET', url)).statusCode).toBe(404);
    expect((await call(agent, 'POST', `${url}/inqCnt`)).statusCode).toBe(404);
    expect((await call(agent, 'PUT', url, postForm())).statusCode).toBe(404);
    expect((await call(agent, 'GET', `/icec/api/board/${boardId}/post`)).json().list).toEqual([]);
    expect((await call(guest, 'GET', `/icec/api/board/${boardId}/post/99999999`)).statusCode).toBe(404);
    expect((await call(guest, 'GET', `/icec/api/board/${boardId}/post/abc`)).statusCode).toBe(400);
  });

  test('pinned notices on every page, 10 a page, a page past the end answers the last page, prev and next skip hidden posts', async () => {
    const boardId = await createBoard(ctx.app.db, { noticeYn: 'Y' });
    const { agent } = await memberAgent(ctx.app);
    const ids: number[] = [];
    for (let i = 1; i <= 23; i += 1) ids.push(await write(agent, boardId, { postTtl: `글 ${i}` }));
    await ctx.database.db
      .update(post)
      .set({ noticeYn: 'Y' })
      .where(inArray(post.postId, [ids[0]!, ids[1]!]));
    // the counter counts pinned posts too; pinned ones are shown above the pages, not on them
    const guest = await anonymousAgent(ctx.app);
    const page = async (n: number) => (await call(guest, 'GET', `/icec/api/board/${boardId}/post?currentPage=${n}`)).json();
    const [p1, p2, p3, p9] = [await page(1), await page(2), await page(3), await page(9)];
    for (const p of [p1, p2, p3]) expect(p.pinned.map((x: { postId: number }) => x.postId)).toEqual([ids[1], ids[0]]);
    expect(p1.pagination).toMatchObject({ currentPage: 1, countItem: 21, countPage: 3 });
    expect(p1.list.map((x: { postId: number }) => x.postId)).toEqual(ids.slice(2).reverse().slice(0, 10));
    expect(p3.list.length).toBe(1);
    expect(p9.pagination.currentPage).toBe(3);
    expect(p9.list).toEqual(p3.list);
    expect(p1.countCappedYn).toBe('N');

    await ctx.database.db.update(post).set({ hideYn: 'Y' }).where(eq(post.postId, ids[11]!));
    const mid = (await call(guest, 'GET', `/icec/api/board/${boardId}/post/${ids[12]}`)).json();
    expect(mid.prev).toEqual({ postId: ids[10], postTtl: '글 11' });
    expect(mid.next).toEqual({ postId: ids[13], postTtl: '글 14' });
    const oldest = (await call(guest, 'GET', `/icec/api/board/${boardId}/post/${ids[0]}`)).json();
    expect(oldest.prev).toBeNull();
    expect(oldest.next).toEqual({ postId: ids[1], postTtl: '글 2' });
  });
});
