import { CRR_BOOK_MESSAGES as M, maxPblcnYr, VALIDATION_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { crrBook } from './crr-book.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });

const admin = () => sessionFor(ctx.app, 'admin');
const book = (over: object = {}) => ({
  bookNm: '진로 탐색 안내서',
  authorNm: '홍길동',
  pblshrNm: '테스트출판',
  pblcnYr: 2024,
  isbn: '978-89-12345-67-9',
  coverAlt: '진로 탐색 안내서 표지',
  sumry: '첫 줄\n둘째 줄',
  relatedJobs: ['교사', '상담사', '교사'],
  trgtSchlTypeCds: ['MD01'],
  ...over,
});

test('an administrator lists, creates, reads, updates and deletes books', async () => {
  const agent = await admin();
  const created = await call(agent, 'POST', '/api/crrBookMng', book());
  expect(created.statusCode).toBe(200);
  const item = created.json();
  expect(item).toMatchObject({
    bookNm: '진로 탐색 안내서',
    coverPath: null,
    coverAlt: null,
    isbn: '9788912345679',
    relatedJobs: ['교사', '상담사'],
    useYn: 'Y',
    sortSeq: 0,
    registeredBy: 'admin',
  });

  const list = await call(agent, 'GET', '/api/crrBookMng/list?searchWrd=테스트출&schlTypeCd=MD01&useYn=Y');
  expect(list.json().pagination.countItem).toBe(1);
  expect(list.json().list[0].crrBookId).toBe(item.crrBookId);
  expect((await call(agent, 'GET', '/api/crrBookMng/list?searchWrd=테스트출&schlTypeCd=HI01')).json().pagination.countItem).toBe(0);

  expect((await call(agent, 'GET', `/api/crrBookMng/${item.crrBookId}`)).json().sumry).toBe('첫 줄\n둘째 줄');
  const updated = await call(agent, 'PUT', `/api/crrBookMng/${item.crrBookId}`, book({ bookNm: '고친 제목', isbn: '', useYn: 'N' }));
  expect(updated.json()).toMatchObject({ bookNm: '고친 제목', isbn: null, useYn: 'N' });

  expect((await call(agent, 'DELETE', `/api/crrBookMng/${item.crrBookId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `/api/crrBookMng/${item.crrBookId}`)).statusCode).toBe(404);
});

test('the demo books are seeded in order, their covers described (files.demo-images stores the pictures)', async () => {
  const { list, pagination } = (await call(await admin(), 'GET', '/api/crrBookMng/list?maxResults=20')).json();
  expect(pagination.countItem).toBeGreaterThanOrEqual(8);
  expect(list[0]).toMatchObject({ bookNm: '꿈을 찾는 열네 살의 진로 수업', coverAlt: '꿈을 찾는 열네 살의 진로 수업 표지' });
});

test('validation: ISBN check digit, year bounds, lengths; nothing written', async () => {
  const agent = await admin();
  const cases: [object, string, string][] = [
    [{ isbn: '978-89-12345-67-4' }, 'isbn', M.isbn],
    [{ isbn: '89-7914-206-5' }, 'isbn', M.isbn],
    [{ isbn: 'abc' }, 'isbn', M.isbn],
    [{ pblcnYr: 1899 }, 'pblcnYr', M.year(maxPblcnYr())],
    [{ pblcnYr: maxPblcnYr() + 1 }, 'pblcnYr', M.year(maxPblcnYr())],
    [{ pblcnYr: '이천' }, 'pblcnYr', VALIDATION_MESSAGES.num()],
    [{ bookNm: 'ㄱ'.repeat(201) }, 'bookNm', VALIDATION_MESSAGES.max(200)],
    [{ bookNm: ' ' }, 'bookNm', VALIDATION_MESSAGES.required()],
    [{ sumry: 'ㄱ'.repeat(2001) }, 'sumry', VALIDATION_MESSAGES.max(2000)],
    [{ relatedJobs: Array.from({ length: 11 }, (_, i) => `직업${i}`) }, 'relatedJobs', M.jobsMax],
    [{ relatedJobs: ['ㄱ'.repeat(31)] }, 'relatedJobs.0', M.jobMax],
    [{ trgtSchlTypeCds: ['UN01'] }, 'trgtSchlTypeCds.0', M.schlType],
  ];
  for (const [over, field, message] of cases) {
    const res = await call(agent, 'POST', '/api/crrBookMng', book({ bookNm: '검증용 도서', ...over }));
    expect(res.statusCode, JSON.stringify(over)).toBe(400);
    expect(res.json().data.fieldErrors[field], JSON.stringify(over)).toBe(message);
  }
  // an ISBN-10 with an X check digit and next year's book pass
  const ok = await call(agent, 'POST', '/api/crrBookMng', book({ bookNm: '검증용 도서', isbn: '0-8044-2957-X', pblcnYr: maxPblcnYr() }));
  expect(ok.json().isbn).toBe('080442957X');
  expect((await ctx.database.db.select().from(crrBook).where(eq(crrBook.bookNm, '검증용 도서'))).length).toBe(1);
});

test('the public list shows books in use, 10 a page, by keyword and school type; a switched-off book is 404', async () => {
  const agent = await admin();
  const off = (await call(agent, 'POST', '/api/crrBookMng', book({ bookNm: '꺼진 도서', useYn: 'N' }))).json();
  const guest = await anonymousAgent(ctx.app);

  const page = (await call(guest, 'GET', '/icec/api/crrBook/list')).json();
  expect(page.pagination).toMatchObject({ currentPage: 1, maxResults: 10 });
  expect(page.list.length).toBe(10);
  const byName = (await call(guest, 'GET', `/icec/api/crrBook/list?searchWrd=${encodeURIComponent('열네 살')}`)).json();
  expect(byName.list[0]).toEqual({
    crrBookId: expect.any(Number),
    bookNm: '꿈을 찾는 열네 살의 진로 수업',
    authorNm: '김하늘',
    pblshrNm: '푸른나무출판',
    pblcnYr: 2023,
    coverPath: null,
    coverAlt: '꿈을 찾는 열네 살의 진로 수업 표지',
    relatedJobs: ['진로상담사', '교사'],
    trgtSchlTypeCds: ['MD01'],
  });
  const all = (await call(guest, 'GET', '/icec/api/crrBook/list?searchWrd=도서')).json();
  expect(all.list.some((b: { bookNm: string }) => b.bookNm === '꺼진 도서')).toBe(false);
  const byAuthor = (await call(guest, 'GET', '/icec/api/crrBook/list?searchWrd=최민준')).json();
  expect(byAuthor.list.map((b: { bookNm: string }) => b.bookNm)).toEqual(['코딩으로 여는 내일']);
  const elementary = (await call(guest, 'GET', '/icec/api/crrBook/list?schlTypeCd=EL01')).json();
  expect(elementary.list.every((b: { trgtSchlTypeCds: string[] }) => b.trgtSchlTypeCds.includes('EL01'))).toBe(true);
  expect((await call(guest, 'GET', '/icec/api/crrBook/list?schlTypeCd=XX')).statusCode).toBe(400);

  const first = byName.list[0].crrBookId;
  const detail = await call(guest, 'GET', `/icec/api/crrBook/${first}`);
  expect(detail.json()).toMatchObject({ isbn: '9791190001014', sumry: expect.stringContaining('진로 수업') });
  expect(detail.json().registeredBy).toBeUndefined();
  expect((await call(guest, 'GET', `/icec/api/crrBook/${off.crrBookId}`)).statusCode).toBe(404);
  expect((await call(guest, 'GET', '/icec/api/crrBook/99999999')).statusCode).toBe(404);
  expect((await call(guest, 'GET', '/icec/api/crrBook/abc')).statusCode).toBe(400);
});

test('denied: a user session 403, a guest 401; nothing written', async () => {
  const user = await sessionFor(ctx.app, (await createMember(ctx.database.db)).userId);
  const guest = await anonymousAgent(ctx.app);
  for (const [method, url, payload] of [
    ['GET', '/api/crrBookMng/list'],
    ['GET', '/api/crrBookMng/1'],
    ['POST', '/api/crrBookMng', book({ bookNm: '거부될 도서' })],
    ['PUT', '/api/crrBookMng/1', book({ bookNm: '거부될 도서' })],
    ['DELETE', '/api/crrBookMng/1'],
  ] as [TMethod, string, object?][]) {
    expect((await call(user, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  }
  expect((await ctx.database.db.select().from(crrBook).where(eq(crrBook.bookNm, '거부될 도서'))).length).toBe(0);
  expect((await ctx.database.db.select().from(crrBook).where(eq(crrBook.crrBookId, 1)))[0]?.bookNm).toBe('꿈을 찾는 열네 살의 진로 수업');
});
