import { SCHOOL_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { sessionFor } from '../../test/identity.js';
import { buildTestApp, useTestApp } from '../../test/test-app.js';
import { schl } from './school.table.js';

const ctx = useTestApp();
const search = (query: string, headers?: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/icec/api/schl/search?${query}`, headers });
const namesOf = (body: { list: { schlNm: string }[] }) => body.list.map((s) => s.schlNm);

test('a guest finds schools by a two-character part of the name, with their NEIS code, type and region', async () => {
  const res = await search(`searchWrd=${encodeURIComponent('진로')}`);
  expect(res.statusCode).toBe(200);
  expect(namesOf(res.json())).toEqual(['진로고등학교', '진로중학교', '진로초등학교']);
  expect(res.json().list[1]).toEqual({ schlCd: '9990004', schlNm: '진로중학교', schlTypeCd: 'MD01', regionCd: 'B10', addr: '서울특별시 진로구 동부로 21' });
  expect(res.json().pagination).toMatchObject({ currentPage: 1, countItem: 3 });

  const middle = await search(`searchWrd=${encodeURIComponent('학교')}&schlTypeCd=MD01`);
  expect(namesOf(middle.json())).toEqual(['미래중학교', '진로중학교']);
  const elsewhere = await search(`searchWrd=${encodeURIComponent('진로')}&regionCd=E10`);
  expect(elsewhere.json().list).toEqual([]);
  // a member searches the same way
  const student = await sessionFor(ctx.app, 'student1');
  expect((await search(`searchWrd=${encodeURIComponent('희망')}`, student.headers)).json().list).toHaveLength(1);
});

test('denied: one character, an over-long word or no word is a 400 in Korean; a school out of use is not offered', async () => {
  for (const query of [`searchWrd=${encodeURIComponent('진')}`, 'searchWrd=%20%20', '']) {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fieldErrors.searchWrd).toBe(SCHOOL_MESSAGES.searchWrdMin);
  }
  const long = await search(`searchWrd=${encodeURIComponent('가'.repeat(51))}`);
  expect(long.statusCode).toBe(400);
  expect(long.json().data.fieldErrors.searchWrd).toBe(VALIDATION_MESSAGES.max(50));
  const db = ctx.database.db;
  await db.update(schl).set({ useYn: 'N' }).where(eq(schl.neisSchlCd, '9990008'));
  try {
    expect((await search(`searchWrd=${encodeURIComponent('나래')}`)).json().list).toEqual([]);
  } finally {
    await db.update(schl).set({ useYn: 'Y' }).where(eq(schl.neisSchlCd, '9990008'));
  }
});

test('the search has its own per-address limit, a fifth of RATE_LIMIT_PER_MINUTE', async () => {
  const app = await buildTestApp(ctx.database, { RATE_LIMIT_PER_MINUTE: '20' });
  try {
    const send = () => app.inject({ method: 'GET', url: `/icec/api/schl/search?searchWrd=${encodeURIComponent('진로')}`, remoteAddress: '192.0.2.78' });
    for (let i = 0; i < 4; i += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/[가-힣]/);
  } finally {
    await app.close();
  }
});
