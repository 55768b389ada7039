import { PAGE_SIZE, type TPostListQuery } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { expect, test } from 'vitest';
import * as schema from '../../db/schema.js';
import { searchTokens } from '../../lib/bigram.js';
import type { TRequestUser } from '../../plugins/access.js';
import { useTestApp } from '../../test/test-app.js';
import { maskUserNm } from '../member/index.js';
import { adjustPostCnts } from './board.repo.js';
import { post } from './board.table.js';
import { createBoard } from '../../test/board.test-helper.js';
import { insertPost, PINNED_MAX, type TPostRow } from './post.repo.js';
import { COUNT_CAP, listPosts } from './post.service.js';

const ctx = useTestApp();

const writer: TRequestUser = { userId: 'listwriter', userTypeCd: 'G', mbrTypeAuthrt: 'GN01' };
const member: TRequestUser = { userId: 'listreader', userTypeCd: 'G', mbrTypeAuthrt: 'GN01' };
const admin: TRequestUser = { userId: 'admin', userTypeCd: 'A', mbrTypeAuthrt: null };

type TSeed = { ttl: string; cn: string; ctgry?: string; notice?: boolean; secret?: boolean; hidden?: boolean; by?: string };

/** Posts straight into the board, oldest first, with their search tokens and the board's counter. */
async function seedPosts(boardId: string, seeds: TSeed[]) {
  await ctx.app.db.transaction(async (tx) => {
    let visible = 0;
    for (const s of seeds) {
      const by = s.by ?? writer.userId;
      const wrtrNm = by === writer.userId ? '김작가' : '이독자';
      const row = await insertPost(tx, {
        boardId,
        ctgryNm: s.ctgry ?? null,
        postTtl: s.ttl,
        postCn: `<p>${s.cn}</p>`,
        cnText: s.cn,
        noticeYn: s.notice ? 'Y' : 'N',
        secretYn: s.secret ? 'Y' : 'N',
        wrtrNm,
        regUserId: by,
        srchTkns: searchTokens({ ttl: s.ttl, cn: s.cn, wrtr: wrtrNm }),
      });
      if (s.hidden) await tx.update(post).set({ hideYn: 'Y' }).where(eq(post.postId, row.postId));
      else visible += 1;
    }
    await adjustPostCnts(tx, new Map([[boardId, visible]]));
  });
}

/** The list as the spec describes it, computed from every row of the board (what the former three statements answered). */
function expected(rows: TPostRow[], user: TRequestUser | null, query: TPostListQuery) {
  const mayOpen = (r: TPostRow) => r.secretYn === 'N' || user?.userTypeCd === 'A' || r.regUserId === user?.userId;
  // decision 019: these writers are no members, so only administrators and the writer see (and find) the name
  const fullName = (r: TPostRow) => user?.userTypeCd === 'A' || r.regUserId === user?.userId;
  const newest = rows.filter((r) => r.hideYn === 'N').sort((a, b) => b.postId - a.postId);
  const word = query.searchWrd;
  const has = (text: string) => !!word && text.includes(word);
  const matches = (r: TPostRow) =>
    (!word ||
      (query.searchCnd === 'TTL' && has(r.postTtl)) ||
      (query.searchCnd === 'CN' && has(r.cnText) && mayOpen(r)) ||
      (query.searchCnd === 'WRTR' && has(r.wrtrNm) && mayOpen(r) && fullName(r)) ||
      (query.searchCnd === 'ALL' && (has(r.postTtl) || (has(r.cnText) && mayOpen(r))))) &&
    (!query.ctgryNm || r.ctgryNm === query.ctgryNm);
  const listed = newest.filter((r) => r.noticeYn === 'N' && matches(r));
  const total = Math.min(listed.length, COUNT_CAP);
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(query.currentPage, lastPage);
  const nameOf = (r: TPostRow) => (fullName(r) ? r.wrtrNm : maskUserNm(r.wrtrNm));
  const view = (r: TPostRow) => ({ postId: r.postId, ctgryNm: r.ctgryNm, secretYn: r.secretYn, wrtrNm: mayOpen(r) ? nameOf(r) : null });
  return {
    pinned: newest
      .filter((r) => r.noticeYn === 'Y')
      .slice(0, PINNED_MAX)
      .map(view),
    list: listed.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(view),
    currentPage: page,
    countItem: total,
    countCappedYn: listed.length > COUNT_CAP ? 'Y' : 'N',
  };
}

const query = (over: Partial<TPostListQuery> = {}): TPostListQuery => ({ currentPage: 1, searchCnd: 'ALL', searchWrd: undefined, ctgryNm: undefined, ...over });

test('one statement answers what the spec lists: pinned notices first, pages, counts, secret posts, categories and search', async () => {
  const boardId = await createBoard(ctx.app.db, { secretYn: 'Y', ctgrys: ['행사', '안내'] });
  const seeds: TSeed[] = Array.from({ length: 26 }, (_, i) => ({
    ttl: i % 3 === 0 ? `진로 체험 안내 ${i}` : `학교 소식 ${i}`,
    cn: i % 4 === 0 ? `진로 상담 일정입니다 ${i}` : `본문 ${i}`,
    ctgry: i % 2 === 0 ? '행사' : '안내',
    notice: i === 3 || i === 17,
    secret: i % 5 === 1,
    hidden: i === 8 || i === 20,
    by: i % 7 === 0 ? member.userId : writer.userId,
  }));
  await seedPosts(boardId, seeds);
  const rows = await ctx.app.db.select().from(post).where(eq(post.boardId, boardId));

  const queries = [
    query(),
    query({ currentPage: 2 }),
    query({ currentPage: 3 }),
    query({ currentPage: 9 }),
    query({ ctgryNm: '행사' }),
    query({ ctgryNm: '행사', currentPage: 2 }),
    query({ ctgryNm: '없는분류' }),
    query({ searchWrd: '진로' }),
    query({ searchWrd: '진로', currentPage: 5 }),
    query({ searchWrd: '진로', searchCnd: 'TTL' }),
    query({ searchWrd: '상담', searchCnd: 'CN' }),
    query({ searchWrd: '김작가', searchCnd: 'WRTR' }),
    query({ searchWrd: '진로', ctgryNm: '안내' }),
  ];
  for (const user of [null, writer, member, admin]) {
    for (const q of queries) {
      const got = await listPosts(ctx.app.db, user, boardId, q);
      const view = (r: { postId: number; ctgryNm: string | null; secretYn: string; wrtrNm: string | null }) => ({
        postId: r.postId,
        ctgryNm: r.ctgryNm,
        secretYn: r.secretYn,
        wrtrNm: r.wrtrNm,
      });
      const want = expected(rows, user, q);
      const label = `${user?.userId ?? 'guest'} ${JSON.stringify(q)}`;
      expect(
        {
          pinned: got.pinned.map(view),
          list: got.list.map(view),
          currentPage: got.pagination.currentPage,
          countItem: got.pagination.countItem,
          countCappedYn: got.countCappedYn,
        },
        label,
      ).toEqual(want);
    }
  }
});

test('an empty board, and pinned notices beyond PINNED_MAX counted apart from the listed posts', async () => {
  const empty = await createBoard(ctx.app.db);
  expect(await listPosts(ctx.app.db, null, empty, query({ currentPage: 3 }))).toMatchObject({
    list: [],
    pinned: [],
    pagination: { currentPage: 1, countItem: 0 },
  });

  const boardId = await createBoard(ctx.app.db);
  await seedPosts(boardId, [
    ...Array.from({ length: PINNED_MAX + 2 }, (_, i) => ({ ttl: `공지 ${i}`, cn: '공지', notice: true })),
    ...Array.from({ length: 12 }, (_, i) => ({ ttl: `글 ${i}`, cn: '글' })),
  ]);
  const rows = await ctx.app.db.select().from(post).where(eq(post.boardId, boardId));
  for (const q of [query(), query({ currentPage: 2 }), query({ currentPage: 4 })]) {
    const got = await listPosts(ctx.app.db, null, boardId, q);
    const want = expected(rows, null, q);
    expect([got.pinned.map((r) => r.postId), got.list.map((r) => r.postId), got.pagination.countItem]).toEqual([
      want.pinned.map((r) => r.postId),
      want.list.map((r) => r.postId),
      want.countItem,
    ]);
  }
});

test('a list page is one database round trip once the board settings are cached', async () => {
  const boardId = await createBoard(ctx.app.db);
  await seedPosts(boardId, [{ ttl: '공지', cn: '공지', notice: true }, ...Array.from({ length: 15 }, (_, i) => ({ ttl: `진로 글 ${i}`, cn: '본문' }))]);
  const statements: string[] = [];
  // the app's pool with a logger: every statement the service sends, each a round trip
  const db = drizzle({ client: ctx.app.db.$client, schema, casing: 'snake_case', logger: { logQuery: (sql) => statements.push(sql) } });
  await listPosts(db, null, boardId, query());
  for (const q of [query(), query({ currentPage: 2 }), query({ searchWrd: '진로' }), query({ searchWrd: '진로', currentPage: 2 })]) {
    statements.length = 0;
    const got = await listPosts(db, null, boardId, q);
    expect(got.pinned.length + got.list.length).toBeGreaterThan(0);
    expect(statements, JSON.stringify(q)).toHaveLength(1);
  }
});
