import { CRR_INFO_MESSAGES as M, VALIDATION_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { memberAgent } from '../../test/board.test-helper.js';
import { anonymousAgent, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { upsertSeedJobs } from './crr-info.repo.js';
import { job } from './crr-info.table.js';
import { callAs, jobForm } from './crr-info.test-helper.js';

const ctx = useTestApp();
const admin = () => sessionFor(ctx.app, 'admin');

test('an administrator creates, lists, reads, updates and switches off a job', async () => {
  const agent = await admin();
  const call = (...args: Parameters<typeof callAs> extends [unknown, unknown, ...infer R] ? R : never) => callAs(ctx.app, agent, ...args);
  expect((await call('POST', '/api/crrInfoMng', jobForm({ jobCd: 'T9101', jobNm: '관련 직업' }))).statusCode).toBe(200);
  const created = await call(
    'POST',
    '/api/crrInfoMng',
    jobForm({ jobCd: 'T9102', jobNm: '수중 촬영 감독', aliases: ['심해 렌즈꾼', '심해 렌즈꾼'], hollandCd: 'ari', relJobCds: ['T9101', 'T9101'] }),
  );
  expect(created.statusCode).toBe(200);
  expect(created.json()).toMatchObject({ jobCd: 'T9102', aliases: ['심해 렌즈꾼'], hollandCd: 'ARI', relJobCds: ['T9101'], registeredBy: 'admin' });

  const listed = (await call('GET', '/api/crrInfoMng/list?srchWrd=렌즈꾼&jobFmlyCd=HLT')).json();
  expect(listed.list.map((j: { jobCd: string }) => j.jobCd)).toEqual(['T9102']);
  expect((await call('GET', '/api/crrInfoMng/T9102')).json().srcNote).toBe('시험 자료');

  const updated = await call('PUT', '/api/crrInfoMng/T9102', jobForm({ jobCd: 'T9102', jobNm: '수중 영상 감독', srcNote: '' }));
  expect(updated.json()).toMatchObject({ jobNm: '수중 영상 감독', srcNote: null, aliases: [] });
  // the tokens follow the name: the old alias no longer finds it
  expect((await call('GET', '/api/crrInfoMng/list?srchWrd=렌즈꾼')).json().pagination.countItem).toBe(0);
  expect((await call('GET', '/api/crrInfoMng/list?srchWrd=수중 영상')).json().pagination.countItem).toBeGreaterThanOrEqual(1);

  expect((await call('DELETE', '/api/crrInfoMng/T9102')).json()).toEqual({ result: 'SUCCESS' });
  expect((await call('GET', '/api/crrInfoMng/T9102')).json().useYn).toBe('N');
  expect((await callAs(ctx.app, await anonymousAgent(ctx.app), 'GET', '/icec/api/crrInfo/detail/T9102')).statusCode).toBe(404);
  expect((await call('DELETE', '/api/crrInfoMng/T9999')).statusCode).toBe(404);
  expect((await call('PUT', '/api/crrInfoMng/T9999', jobForm({ jobCd: 'T9999' }))).statusCode).toBe(404);
});

test('validation: codes of the code tree, Holland code, related jobs, a fixed job code; nothing written', async () => {
  const agent = await admin();
  await callAs(ctx.app, agent, 'POST', '/api/crrInfoMng', jobForm({ jobCd: 'T9201' }));
  const cases: [object, string, string][] = [
    [{ jobCd: 'j1' }, 'jobCd', M.jobCd],
    [{ jobFmlyCd: 'NONE' }, 'jobFmlyCd', M.jobFmlyCd],
    [{ hollandCd: 'SS' }, 'hollandCd', M.hollandCd],
    [{ hollandCd: 'SIAR' }, 'hollandCd', M.hollandCd],
    [{ hollandCd: 'X' }, 'hollandCd', M.hollandCd],
    [{ valueCds: ['SRVC', 'NONE'] }, 'valueCds', M.valueCds],
    [{ relJobCds: ['T9299'] }, 'relJobCds', M.relJobCds],
    [{ relJobCds: ['T9202'] }, 'relJobCds', M.relJobSelf],
    [{ jobCd: 'T9201' }, 'jobCd', M.jobCdTaken],
    [{ jobNm: ' ' }, 'jobNm', VALIDATION_MESSAGES.required()],
    [{ aliases: Array.from({ length: 11 }, (_, i) => `별칭${i}`) }, 'aliases', M.listMax(10)],
    [{ jobExpln: 'ㄱ'.repeat(2001) }, 'jobExpln', VALIDATION_MESSAGES.max(2000)],
  ];
  for (const [over, field, message] of cases) {
    const res = await callAs(ctx.app, agent, 'POST', '/api/crrInfoMng', jobForm({ jobCd: 'T9202', jobNm: '검증용 직업', ...over }));
    expect(res.statusCode, field).toBe(400);
    expect(res.json().data.fieldErrors[field], field).toBe(message);
  }
  expect(await ctx.database.db.select().from(job).where(eq(job.jobNm, '검증용 직업'))).toEqual([]);
  const renamed = await callAs(ctx.app, agent, 'PUT', '/api/crrInfoMng/T9201', jobForm({ jobCd: 'T9203' }));
  expect(renamed.json().data.fieldErrors.jobCd).toBe(M.jobCdFixed);
});

test('denied: a guest gets 401 and a member 403 on every admin call', async () => {
  const guest = await anonymousAgent(ctx.app);
  const student = (await memberAgent(ctx.app, 'S')).agent;
  const teacher = (await memberAgent(ctx.app, 'T')).agent;
  const calls: [Parameters<typeof callAs>[2], string, object?][] = [
    ['GET', '/api/crrInfoMng/list'],
    ['GET', '/api/crrInfoMng/T9001'],
    ['POST', '/api/crrInfoMng', jobForm({ jobCd: 'T9301' })],
    ['PUT', '/api/crrInfoMng/T9001', jobForm()],
    ['DELETE', '/api/crrInfoMng/T9001'],
  ];
  for (const [method, url, body] of calls) {
    expect((await callAs(ctx.app, guest, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    expect((await callAs(ctx.app, student, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    expect((await callAs(ctx.app, teacher, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
  }
  expect(await ctx.database.db.select().from(job).where(eq(job.jobCd, 'T9301'))).toEqual([]);
});

test('the seed inserts missing jobs, refreshes its own rows and keeps an administrator’s edits', async () => {
  const seed = (jobNm: string) => ({ ...jobForm({ jobCd: 'T9401', jobNm }), valueCds: ['SRVC'], aliases: [], srcNote: null, useYn: 'Y' as const, sortSeq: 0 });
  const { db } = ctx.database;
  await db.transaction((tx) => upsertSeedJobs(tx, [seed('처음 이름')]));
  await db.transaction((tx) => upsertSeedJobs(tx, [seed('고친 이름')]));
  const [first] = await db.select().from(job).where(eq(job.jobCd, 'T9401'));
  expect(first).toMatchObject({ jobNm: '고친 이름', registeredBy: 'system', updatedBy: 'system' });
  expect(first!.srchTkns).toEqual(expect.arrayContaining(['고친', '이름']));

  await callAs(ctx.app, await admin(), 'PUT', '/api/crrInfoMng/T9401', jobForm({ jobCd: 'T9401', jobNm: '관리자 이름' }));
  await db.transaction((tx) => upsertSeedJobs(tx, [seed('새 자료 이름')]));
  const [kept] = await db.select().from(job).where(eq(job.jobCd, 'T9401'));
  expect(kept).toMatchObject({ jobNm: '관리자 이름', updatedBy: 'admin' });
});
