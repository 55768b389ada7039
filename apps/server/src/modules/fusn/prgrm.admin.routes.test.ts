import { deadlineOf, FUSN_PRGRM_MESSAGES as M, fusnPrgrmMngPaths } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { callAs, memberAgent } from '../../test/board.test-helper.js';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { anonymousAgent, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { srvy } from '../srvy/index.js';
import { fusnPrgrm, fusnPrgrmHall, fusnSchlRsvt, fusnSesn } from './fusn.table.js';
import { createHall, fusnAdmin, prgrmForm } from './prgrm.test-helper.js';

const ctx = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const admin = () => fusnAdmin(ctx.app);
const db = () => ctx.database.db;
const PATTERN = { bgngYmd: '2031-03-03', endYmd: '2031-03-09', weekdays: [2, 4], slots: [{ bgngTm: '10:00', endTm: '12:00', cpcty: 30 }] };

test('every administrator route answers 401 to a guest and 403 to a member, changing nothing', async () => {
  const guest = await anonymousAgent(ctx.app);
  const teacher = await memberAgent(ctx.app, 'T', '김교사');
  const before = (await db().select().from(fusnPrgrm)).length;
  for (const key of Object.values(fusnPrgrmMngPaths)) {
    const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const url = path.replace(':prgrmId', '1').replace(':sesnId', '1').replace(':clsrYmd', '2031-01-01');
    expect((await callAs(ctx.app, guest, method, url, method === 'GET' ? undefined : {})).statusCode, `${key} guest`).toBe(401);
    expect((await callAs(ctx.app, teacher.agent, method, url, method === 'GET' ? undefined : {})).statusCode, `${key} member`).toBe(403);
  }
  expect((await db().select().from(fusnPrgrm)).length).toBe(before);
});

test('a program with bad fields is refused field by field in Korean, and nothing is saved', async () => {
  const { call } = admin();
  const hall = await createHall(ctx.app);
  const before = (await db().select().from(fusnPrgrm)).length;
  const bad = await call('POST', '/api/fusn/prgrm', {
    ...prgrmForm([hall]),
    prgrmNm: '가',
    durMin: 5,
    ddlnDays: 99,
    halls: [],
    schlLvls: [],
    opnDt: '',
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().data.fieldErrors).toMatchObject({
    prgrmNm: '2자 이상 입력해 주세요.',
    durMin: '10 이상의 값을 입력해 주세요.',
    ddlnDays: '60 이하의 값을 입력해 주세요.',
    halls: M.halls,
    schlLvls: M.schlLvls,
    opnDt: M.opnDt,
  });
  const unknownHall = await call('POST', '/api/fusn/prgrm', prgrmForm([2_000_000_000]));
  expect(unknownHall.statusCode).toBe(400);
  expect(unknownHall.json().data.fieldErrors).toEqual({ halls: M.hallUnknown });
  const notCtx = await call('POST', '/api/fusn/prgrm', prgrmForm([hall], { bfrSrvyId: 2_000_000_000 }));
  expect(notCtx.json().data.fieldErrors).toEqual({ bfrSrvyId: M.srvyUnknown });
  expect((await db().select().from(fusnPrgrm)).length).toBe(before);
});

test('a new program is a draft with its halls, sanitised text and surveys opened from the templates', async () => {
  const { call } = admin();
  const [h1, h2] = [await createHall(ctx.app, '가상현실관'), await createHall(ctx.app, '로봇관')];
  const res = await call('POST', '/api/fusn/prgrm', prgrmForm([h1, h2, h1], { prgrmNm: '로봇과 함께', prgrmExpln: '<p>소개<script>alert(1)</script></p>' }));
  expect(res.statusCode).toBe(200);
  const prgrmId = res.json().prgrmId;
  const view = (await call('GET', `/api/fusn/prgrm/${prgrmId}`)).json();
  expect(view).toMatchObject({
    prgrmNm: '로봇과 함께',
    sttsCd: 'DRAFT',
    prgrmExpln: '<p>소개</p>',
    halls: [
      { bmnexhlId: h1, bmnexhlNm: '가상현실관' },
      { bmnexhlId: h2, bmnexhlNm: '로봇관' },
    ],
    bfrSrvyTtl: '로봇과 함께 사전 설문',
    dgstfnSrvyTtl: '로봇과 함께 만족도 조사',
    allSesnCnt: 0,
    rsvtCnt: 0,
    aplyCnt: 0,
    slctSeCd: 'FCFS',
  });
  const surveys = await db()
    .select()
    .from(srvy)
    .where(inArray(srvy.srvyId, [view.bfrSrvyId, view.dgstfnSrvyId]));
  expect(surveys.map((s) => [s.trgtSeCd, s.sttsCd, s.tmpltYn, s.pointTypeCd]).sort()).toEqual([
    ['CTX', 'OPEN', 'N', 'ASRV'],
    ['CTX', 'OPEN', 'N', 'BSRV'],
  ]);

  const options = (await call('GET', '/api/fusn/srvyOptions')).json().list;
  expect(
    options
      .filter((o: { tmpltYn: string }) => o.tmpltYn === 'Y')
      .map((o: { pointTypeCd: string }) => o.pointTypeCd)
      .sort(),
  ).toEqual(['ASRV', 'BSRV']);
  expect(options.map((o: { srvyId: number }) => o.srvyId)).toContain(view.bfrSrvyId);

  // a survey chosen is used as it is; a template chosen is copied
  const template = options.find((o: { tmpltYn: string; pointTypeCd: string }) => o.tmpltYn === 'Y' && o.pointTypeCd === 'BSRV');
  const again = await call('POST', '/api/fusn/prgrm', prgrmForm([h1], { bfrSrvyId: view.bfrSrvyId, dgstfnSrvyId: template.srvyId }));
  const second = (await call('GET', `/api/fusn/prgrm/${again.json().prgrmId}`)).json();
  expect(second.bfrSrvyId).toBe(view.bfrSrvyId);
  expect(second.dgstfnSrvyId).not.toBe(template.srvyId);

  const list = (await call('GET', '/api/fusn/prgrm?searchWrd=로봇과&sttsCd=DRAFT')).json();
  expect(list.list).toEqual([expect.objectContaining({ prgrmId, hallNms: ['가상현실관', '로봇관'], sesnCnt: 0 })]);
});

test('states: a draft opens only with a session; back to draft only without bookings', async () => {
  const a = admin();
  const prgrmId = await a.program();
  const refused = await a.call('POST', `/api/fusn/prgrm/${prgrmId}/stts`, { sttsCd: 'OPEN' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(M.openNeedsSesn);
  await a.call('POST', `/api/fusn/prgrm/${prgrmId}/sesn/generate`, PATTERN);
  expect((await a.call('POST', `/api/fusn/prgrm/${prgrmId}/stts`, { sttsCd: 'OPEN' })).statusCode).toBe(200);
  expect((await a.call('POST', `/api/fusn/prgrm/${prgrmId}/stts`, { sttsCd: 'OPEN' })).json().message).toBe(M.sttsSame);
  expect((await a.call('POST', `/api/fusn/prgrm/${prgrmId}/stts`, { sttsCd: 'CLOSED' })).statusCode).toBe(200);
  expect((await a.call('POST', `/api/fusn/prgrm/${prgrmId}/stts`, { sttsCd: 'DRAFT' })).statusCode).toBe(200);
  expect((await a.call('POST', `/api/fusn/prgrm/${prgrmId}/stts`, { sttsCd: 'X' })).statusCode).toBe(400);
  expect((await a.call('POST', `/api/fusn/prgrm/2000000000/stts`, { sttsCd: 'OPEN' })).statusCode).toBe(404);
});

test("a changed deadline rule moves the future sessions' deadlines; the kind stays once there are sessions", async () => {
  const a = admin();
  const hall = await createHall(ctx.app);
  const prgrmId = await a.program({ halls: [hall] }, { pattern: PATTERN });
  const ok = await a.call('PUT', `/api/fusn/prgrm/${prgrmId}`, prgrmForm([hall], { ddlnDays: 0, prgrmNm: '바뀐 이름' }));
  expect(ok.statusCode).toBe(200);
  const sesns = await db().select().from(fusnSesn).where(eq(fusnSesn.prgrmId, prgrmId));
  expect(sesns).toHaveLength(2);
  for (const s of sesns) expect(s.ddlnDt.toISOString()).toBe(deadlineOf(s.sesnYmd, s.bgngTm, 0).toISOString());
  await a.call('PUT', `/api/fusn/prgrm/${prgrmId}`, prgrmForm([hall], { ddlnDays: 7 }));
  for (const s of await db().select().from(fusnSesn).where(eq(fusnSesn.prgrmId, prgrmId)))
    expect(s.ddlnDt.toISOString()).toBe(deadlineOf(s.sesnYmd, s.bgngTm, 7).toISOString());

  const se = await a.call('PUT', `/api/fusn/prgrm/${prgrmId}`, prgrmForm([hall], { prgrmSeCd: 'INDV' }));
  expect(se.statusCode).toBe(409);
  expect(se.json().message).toBe(M.seChange);
  expect((await a.call('PUT', '/api/fusn/prgrm/2000000000', prgrmForm([hall]))).statusCode).toBe(404);
});

test('copy to the next term: a draft with the settings and halls, no sessions', async () => {
  const a = admin();
  const hall = await createHall(ctx.app);
  const prgrmId = await a.program({ halls: [hall], prgrmNm: '진로 탐험대', schlTermLmt: 2, autoCnfmYn: 'Y' }, { pattern: PATTERN, open: true });
  const res = await a.call('POST', `/api/fusn/prgrm/${prgrmId}/copy`);
  expect(res.statusCode).toBe(200);
  const copy = (await a.call('GET', `/api/fusn/prgrm/${res.json().prgrmId}`)).json();
  const orig = (await a.call('GET', `/api/fusn/prgrm/${prgrmId}`)).json();
  expect(copy).toMatchObject({
    prgrmNm: '진로 탐험대 (복사)',
    sttsCd: 'DRAFT',
    orgnPrgrmId: prgrmId,
    schlTermLmt: 2,
    autoCnfmYn: 'Y',
    halls: orig.halls,
    bfrSrvyId: orig.bfrSrvyId,
    allSesnCnt: 0,
  });
  expect(orig.allSesnCnt).toBe(2);
});

test('a program is removed only when nobody booked it', async () => {
  const a = admin();
  const free = await a.program({}, { pattern: PATTERN });
  expect((await a.call('DELETE', `/api/fusn/prgrm/${free}`)).statusCode).toBe(200);
  expect(await db().select().from(fusnPrgrmHall).where(eq(fusnPrgrmHall.prgrmId, free))).toEqual([]);
  expect((await a.call('GET', `/api/fusn/prgrm/${free}`)).statusCode).toBe(404);

  const booked = await a.program({}, { pattern: PATTERN, open: true });
  const [sesn] = await a.sesns(booked);
  const teacher = await memberAgent(ctx.app, 'T', '예약교사', { schlCd: '9990004' });
  await db()
    .insert(fusnSchlRsvt)
    .values({ sesnId: sesn!.sesnId, schlCd: '9990004', rsvtUserId: teacher.userId, stdntCnt: 10, schlYr: 2030, term: 1, sttsCd: 'CNCL' });
  const refused = await a.call('DELETE', `/api/fusn/prgrm/${booked}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(M.hasBookings);
  expect((await a.call('GET', `/api/fusn/prgrm/${booked}`)).json()).toMatchObject({ allSesnCnt: 2, rsvtCnt: 0 });
});

test("a program's image is the administrator's upload, seen by everyone once the program is no longer a draft", async () => {
  const a = admin();
  const uploaded = await upload(ctx.app, await sessionFor(ctx.app, 'admin'), { seqType: 'fusnPrgrm' }, 'program.png', SAMPLES.png);
  expect(uploaded.statusCode).toBe(200);
  const noAlt = await a.call('POST', '/api/fusn/prgrm', prgrmForm([await createHall(ctx.app)], { imageFileId: uploaded.json().fileId }));
  expect(noAlt.statusCode).toBe(400);
  const prgrmId = await a.program({ imageFileId: uploaded.json().fileId, imageAlt: '체험 모습' }, { pattern: PATTERN });
  const { imagePath, imageAlt } = (await a.call('GET', `/api/fusn/prgrm/${prgrmId}`)).json();
  expect(imagePath).toMatch(/^\/api\/common\/displayImage\?imagePath=fusnPrgrm/);
  expect(imageAlt).toBe('체험 모습');
  const guest = await anonymousAgent(ctx.app);
  expect((await callAs(ctx.app, guest, 'GET', imagePath)).statusCode).not.toBe(200);
  await a.call('POST', `/api/fusn/prgrm/${prgrmId}/stts`, { sttsCd: 'OPEN' });
  expect((await callAs(ctx.app, guest, 'GET', imagePath)).statusCode).toBe(200);
});
