import { desc, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { searchTokens } from '../../lib/bigram.js';
import { anonymousAgent, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { callAs, createBoard, memberAgent, postForm } from '../../test/board.test-helper.js';
import { post } from './board.table.js';
import { boardListWhere, searchWhere } from './post.repo.js';

const ctx = useTestApp();

let boardId: string;
let guest: TAgent;
const ids: Record<string, number> = {};
const agents: Record<string, TAgent> = {};

beforeAll(async () => {
  boardId = await createBoard(ctx.app.db, { ctgrys: ['행사', '상담'] });
  guest = await anonymousAgent(ctx.app);
  const posts: [string, 'G' | 'T' | 'S', string, object][] = [
    ['title', 'G', '김철수', { postTtl: '2026 진로 박람회', postCn: '<p>행사 안내입니다.</p>', ctgryNm: '행사' }],
    ['body', 'T', '이영희', { postTtl: '상담 안내', postCn: '<p>학생 여러분, <strong>진로</strong> 상담을 받아 보세요.</p>', ctgryNm: '상담' }],
    ['writer', 'S', '박진로', { postTtl: '질문 있습니다', postCn: '<p>궁금한 점이 있어요.</p>', ctgryNm: '상담' }],
    ['scattered', 'G', '최가나', { postTtl: '가나 나다 순서', postCn: '<p>흩어진 글자</p>', ctgryNm: '행사' }],
    ['near', 'G', '정도윤', { postTtl: '진도 로봇', postCn: '<p>꿈 이야기 100%_달성</p>', ctgryNm: '행사' }],
  ];
  for (const [key, type, name, form] of posts) {
    const { agent } = await memberAgent(ctx.app, type, name);
    agents[key] = agent;
    const res = await callAs(ctx.app, agent, 'POST', `/icec/api/board/${boardId}/post`, postForm(form));
    ids[key] = res.json().postId;
  }
});

const search = async (query: string, agent = guest) => {
  const res = await callAs(ctx.app, agent, 'GET', `/icec/api/board/${boardId}/post?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const found = async (query: string, agent = guest) => (await search(query, agent)).list.map((p: { postId: number }) => p.postId).sort();
const q = (cnd: string, wrd: string) => `searchCnd=${cnd}&searchWrd=${encodeURIComponent(wrd)}`;

test('a two-syllable word is found in titles, bodies and writers, each by its own condition', async () => {
  expect(await found(q('ALL', '진로'))).toEqual([ids.title, ids.body].sort());
  expect(await found(q('TTL', '진로'))).toEqual([ids.title]);
  expect(await found(q('CN', '진로'))).toEqual([ids.body]);
  // decision 019: a writer's name finds posts only for those who see it in full (here the writer)
  expect(await found(q('WRTR', '진로'), agents.writer)).toEqual([ids.writer]);
  expect(await found(q('WRTR', '박진로'), agents.writer)).toEqual([ids.writer]);
  expect(await found(q('WRTR', '박진로'))).toEqual([]);
  // no condition given: title or body
  expect(await found(`searchWrd=${encodeURIComponent('박람회')}`)).toEqual([ids.title]);
  expect((await search(q('ALL', '진로'))).pagination.countItem).toBe(2);
});

test('the word must appear as written: bigrams found apart do not match; one-character words match whole', async () => {
  expect(await found(q('TTL', '가나다'))).toEqual([]);
  expect(await found(q('TTL', '가나'))).toEqual([ids.scattered]);
  expect(await found(q('TTL', '진도 로봇'))).toEqual([ids.near]);
  expect(await found(q('CN', '꿈'))).toEqual([ids.near]);
  expect(await found(q('CN', '100%_달성'))).toEqual([ids.near]);
  expect(await found(q('CN', '%'))).toEqual([]);
  expect(await found(q('ALL', '진로상담'))).toEqual([]);
  expect((await callAs(ctx.app, guest, 'GET', `/icec/api/board/${boardId}/post?searchCnd=XX&searchWrd=a`)).statusCode).toBe(400);
  expect((await callAs(ctx.app, guest, 'GET', `/icec/api/board/${boardId}/post?${q('ALL', '가'.repeat(51))}`)).statusCode).toBe(400);
});

test('the category filter, alone and with a word', async () => {
  expect(await found('ctgryNm=' + encodeURIComponent('상담'))).toEqual([ids.body, ids.writer].sort());
  expect(await found(`ctgryNm=${encodeURIComponent('행사')}&${q('ALL', '진로')}`)).toEqual([ids.title]);
  expect((await search('ctgryNm=' + encodeURIComponent('상담'))).pagination.countItem).toBe(2);
});

describe('a board of 3,000 posts', () => {
  let big: string;
  beforeAll(async () => {
    big = await createBoard(ctx.app.db);
    const rows = Array.from({ length: 3000 }, (_, i) => {
      const postTtl = i % 100 === 0 ? `진로 박람회 ${i}` : `학교 소식 ${i}`;
      const cnText = i % 100 === 50 ? `상담 일정 ${i}` : `일반 내용 ${i}`;
      return {
        boardId: big,
        postTtl,
        postCn: `<p>${cnText}</p>`,
        cnText,
        wrtrNm: '작성자',
        srchTkns: searchTokens({ ttl: postTtl, cn: cnText, wrtr: '작성자' }),
      };
    });
    for (let i = 0; i < rows.length; i += 1000) await ctx.database.db.insert(post).values(rows.slice(i, i + 1000));
    // as autovacuum would: the new rows leave the GIN index's pending list, the statistics count them
    await ctx.database.pool.query('vacuum analyze post');
  });

  test('a search matching more than 1,000 posts counts to 1,000 and says so', async () => {
    const res = (await callAs(ctx.app, guest, 'GET', `/icec/api/board/${big}/post?${q('TTL', '학교')}&currentPage=150`)).json();
    expect(res.countCappedYn).toBe('Y');
    expect(res.pagination).toMatchObject({ countItem: 1000, countPage: 100, currentPage: 100 });
    expect(res.list.length).toBe(10);
    const few = (await callAs(ctx.app, guest, 'GET', `/icec/api/board/${big}/post?${q('ALL', '진로')}`)).json();
    expect(few.countCappedYn).toBe('N');
    expect(few.pagination.countItem).toBe(30);
  });

  test('EXPLAIN: a two-syllable word is looked up in the GIN index of the search tokens, not read off the board', async () => {
    const plan = async (where: SQL | undefined) => {
      const query = ctx.database.db.select({ postId: post.postId }).from(post).where(where).orderBy(desc(post.postId)).limit(10).toSQL();
      const { rows } = await ctx.database.pool.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    const searcher = { admin: false, userId: null, teacherSchlCd: null };
    for (const where of [
      boardListWhere(big, searchWhere('TTL', '진로', searcher)),
      boardListWhere(big, searchWhere('ALL', '박람', searcher)),
      boardListWhere(big, searchWhere('CN', '상담', searcher)),
      searchWhere('TTL', '박람', searcher),
    ]) {
      const text = await plan(where);
      expect(text, text).toContain('post_srch_tkns_idx');
      expect(text, text).not.toContain('Seq Scan');
    }
    // an unfiltered page walks an index newest-first and stops at the page: no sort, no count (the
    // planner takes the primary key when, as here, nearly every post is the board's)
    const page = await plan(boardListWhere(big));
    expect(page, page).toMatch(/Index (Only )?Scan Backward using (post_list_idx|post_pkey)/);
    expect(page, page).not.toContain('Sort');
  });
});
