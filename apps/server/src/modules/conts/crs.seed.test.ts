import { expect, test } from 'vitest';
import { sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';

const ctx = useTestApp();

test('the demo (test databases are demo-seeded): a published 8-session class, teacher1’s assignment, student1’s two opened contents', async () => {
  const guest = await ctx.app.inject({ method: 'GET', url: '/icec/api/contsCrs?currentPage=1' });
  const crs = guest.json().list.find((c: { crsTtl: string }) => c.crsTtl === '중1 진로 탐색 8차시');
  expect(crs).toMatchObject({ sesnCnt: 8, schlLvls: ['MD01'] });
  const detail = (await ctx.app.inject({ method: 'GET', url: `/icec/api/contsCrs/${crs.crsId}` })).json();
  expect(detail.sesns.map((s: { conts: unknown[] }) => s.conts.length)).toEqual([1, 1, 2, 1, 1, 1, 2, 1]);

  const teacher1 = await sessionFor(ctx.app, 'teacher1');
  const asgns = (await ctx.app.inject({ method: 'GET', url: '/icec/api/contsCrs/asgn', headers: teacher1.headers })).json().list;
  expect(asgns).toHaveLength(1);
  const progress = (await ctx.app.inject({ method: 'GET', url: `/icec/api/contsCrs/asgn/${asgns[0].asgnId}`, headers: teacher1.headers })).json();
  const student1 = progress.students.find((s: { userId: string }) => s.userId === 'student1');
  expect(student1.opened).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
});
