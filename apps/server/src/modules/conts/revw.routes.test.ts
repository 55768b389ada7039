import { REVW_MESSAGES as M } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { callAs, memberAgent, type TMethod } from '../../test/board.test-helper.js';
import { addHall, addPrgrm, addSesn } from '../../test/fusn.test-helper.js';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { fusnAply, fusnAtndc } from '../fusn/fusn.table.js';
import { contsRevw } from './conts.table.js';
import { addConts, revwBody, revwPointsOf, revwsOf } from './revw.test-helper.js';

const ctx = useTestApp();
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);
const contsUrl = (contsId: number) => `/icec/api/revw/CONTS/${contsId}`;

test('a student writes a review of a published content, earns REVW once; the list shows it newest first with the average', async () => {
  const { contsId } = await addConts(ctx.app.db);
  const student = await memberAgent(ctx.app, 'S', '김민생');
  const member = await memberAgent(ctx.app, 'G', '이일반');
  const created = await call(student.agent, 'POST', contsUrl(contsId), revwBody({ rtng: 4 }));
  expect(created.statusCode, created.body).toBe(200);
  expect(created.json()).toMatchObject({ result: 'SUCCESS', pointEarned: 30, message: M.createdWithPoint(30) });
  const second = await call(member.agent, 'POST', contsUrl(contsId), revwBody({ rtng: 5, revwCn: '일반 회원도 후기를 남길 수 있습니다.' }));
  expect(second.json()).toMatchObject({ pointEarned: 0, message: M.created });
  expect(await revwPointsOf(ctx.app.db, member.userId)).toEqual([]);
  expect(await revwPointsOf(ctx.app.db, student.userId)).toEqual([{ points: 30, idntfKey: `REVW:revw:CONTS:${contsId}`, srcUrl: `/infoGd/conts/${contsId}` }]);

  const guest = await anonymousAgent(ctx.app);
  const list = (await call(guest, 'GET', contsUrl(contsId))).json();
  expect(list).toMatchObject({ avgRtng: 4.5, revwCnt: 2, myRevw: null, canWrite: 'N', cantWriteRsn: 'LOGIN', cantWriteMsg: M.cantWrite.LOGIN });
  expect(list.pagination).toMatchObject({ countItem: 2, currentPage: 1 });
  expect(list.list.map((r: { writerNm: string; mine: string }) => [r.writerNm, r.mine])).toEqual([
    ['이*반', 'N'],
    ['김*생', 'N'],
  ]);
  const own = (await call(student.agent, 'GET', contsUrl(contsId))).json();
  expect(own).toMatchObject({ canWrite: 'N', cantWriteRsn: 'WRITTEN', myRevw: { writerNm: '김민생', rtng: 4, mine: 'Y', hideYn: 'N', hideRsn: null } });
  expect(own.list[1]).toMatchObject({ writerNm: '김민생', mine: 'Y', ansCn: null, ansAt: null });
  const other = await memberAgent(ctx.app, 'S');
  expect((await call(other.agent, 'GET', contsUrl(contsId))).json()).toMatchObject({ canWrite: 'Y', cantWriteRsn: null, myRevw: null });
});

test('a second live review of the same target is refused (409); deleting and writing again earns no second credit', async () => {
  const { contsId } = await addConts(ctx.app.db);
  const student = await memberAgent(ctx.app, 'S');
  const first = await call(student.agent, 'POST', contsUrl(contsId), revwBody());
  expect(first.json().pointEarned).toBe(30);
  const again = await call(student.agent, 'POST', contsUrl(contsId), revwBody({ revwCn: '두 번째 후기를 남겨 봅니다.' }));
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ code: 'REVW_DUPLICATE', message: M.duplicate });
  expect(await revwsOf(ctx.app.db, student.userId)).toHaveLength(1);

  const removed = await call(student.agent, 'DELETE', `/icec/api/revw/${first.json().revwId}`);
  expect(removed.json()).toEqual({ result: 'SUCCESS', message: M.deleted });
  expect((await call(student.agent, 'DELETE', `/icec/api/revw/${first.json().revwId}`)).statusCode).toBe(404);
  const rewrite = await call(student.agent, 'POST', contsUrl(contsId), revwBody({ rtng: 3 }));
  expect(rewrite.statusCode, rewrite.body).toBe(200);
  expect(rewrite.json()).toMatchObject({ pointEarned: 0, message: M.created });
  expect(await revwPointsOf(ctx.app.db, student.userId)).toHaveLength(1);
  const list = (await call(student.agent, 'GET', contsUrl(contsId))).json();
  expect(list).toMatchObject({ revwCnt: 1, avgRtng: 3, myRevw: { revwId: rewrite.json().revwId } });
});

test('the owner edits; another member cannot edit or delete (403); a missing review is 404', async () => {
  const { contsId } = await addConts(ctx.app.db);
  const owner = await memberAgent(ctx.app, 'S');
  const revwId = (await call(owner.agent, 'POST', contsUrl(contsId), revwBody())).json().revwId as number;
  const other = await memberAgent(ctx.app, 'S');
  for (const [method, body] of [
    ['PUT', revwBody({ rtng: 1, revwCn: '다른 사람이 고치려는 후기입니다.' })],
    ['DELETE', undefined],
  ] as const) {
    const res = await call(other.agent, method, `/icec/api/revw/${revwId}`, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.forbidden);
  }
  expect(await revwsOf(ctx.app.db, owner.userId)).toMatchObject([{ rtng: 5, delYn: 'N' }]);
  const edited = await call(owner.agent, 'PUT', `/icec/api/revw/${revwId}`, revwBody({ rtng: 2, revwCn: '다시 보니 조금 어려웠습니다.' }));
  expect(edited.json()).toEqual({ result: 'SUCCESS', message: M.updated });
  expect(await revwsOf(ctx.app.db, owner.userId)).toMatchObject([{ rtng: 2, revwCn: '다시 보니 조금 어려웠습니다.', updatedBy: owner.userId }]);
  expect((await call(owner.agent, 'PUT', '/icec/api/revw/999999', revwBody())).statusCode).toBe(404);
});

test('guests get 401 on every write, an administrator session 403 (user realm); the form rules answer 400', async () => {
  const { contsId } = await addConts(ctx.app.db);
  const owner = await memberAgent(ctx.app, 'S');
  const revwId = (await call(owner.agent, 'POST', contsUrl(contsId), revwBody())).json().revwId as number;
  const guest = await anonymousAgent(ctx.app);
  const admin = await sessionFor(ctx.app, 'admin');
  for (const agent of [guest, admin]) {
    const status = agent === guest ? 401 : 403;
    expect((await call(agent, 'POST', contsUrl(contsId), revwBody())).statusCode).toBe(status);
    expect((await call(agent, 'PUT', `/icec/api/revw/${revwId}`, revwBody())).statusCode).toBe(status);
    expect((await call(agent, 'DELETE', `/icec/api/revw/${revwId}`)).statusCode).toBe(status);
  }
  const student = await memberAgent(ctx.app, 'S');
  const bad = async (body: object, message: string) => {
    const res = await call(student.agent, 'POST', contsUrl(contsId), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
  };
  await bad(revwBody({ rtng: 6 }), M.rtngRange);
  await bad(revwBody({ rtng: 0 }), M.rtngRange);
  await bad(revwBody({ revwCn: '짧아요' }), M.revwCnLength);
  await bad(revwBody({ revwCn: '가'.repeat(1001) }), '1000');
  expect(await revwsOf(ctx.app.db, student.userId)).toHaveLength(0);
});

test('prohibited words and personal information are refused; nothing is written and no points', async () => {
  const { contsId } = await addConts(ctx.app.db);
  const admin = await sessionFor(ctx.app, 'admin');
  expect((await call(admin, 'POST', '/api/prhbwdMng', { prhbwdNm: '후기금지어' })).statusCode).toBe(200);
  const student = await memberAgent(ctx.app, 'S');
  const word = await call(student.agent, 'POST', contsUrl(contsId), revwBody({ revwCn: '이 영상은 후기금지어 가득합니다.' }));
  expect(word.statusCode).toBe(400);
  expect(word.json().code).toBe('PROHIBITED_WORD');
  const phone = await call(student.agent, 'POST', contsUrl(contsId), revwBody({ revwCn: '궁금하면 010-1234-5678로 연락 주세요.' }));
  expect(phone.statusCode).toBe(400);
  expect(phone.json()).toMatchObject({ code: 'PERSONAL_INFO', message: M.personalInfo('전화번호') });
  expect(await revwsOf(ctx.app.db, student.userId)).toHaveLength(0);
  expect(await revwPointsOf(ctx.app.db, student.userId)).toHaveLength(0);
  // an edit is checked the same way
  const revwId = (await call(student.agent, 'POST', contsUrl(contsId), revwBody())).json().revwId as number;
  expect((await call(student.agent, 'PUT', `/icec/api/revw/${revwId}`, revwBody({ revwCn: '고쳐서 후기금지어 넣어 봅니다.' }))).statusCode).toBe(400);
  expect(await revwsOf(ctx.app.db, student.userId)).toMatchObject([{ revwCn: revwBody().revwCn }]);
});

test('a content users cannot see (draft, scheduled, archived, deleted, missing) answers 404 to every review call', async () => {
  const student = await memberAgent(ctx.app, 'S');
  const shown = await addConts(ctx.app.db);
  const revwId = (await call(student.agent, 'POST', contsUrl(shown.contsId), revwBody())).json().revwId as number;
  const hidden = [
    await addConts(ctx.app.db, { sttsCd: 'DRAFT', pblcDt: null }),
    await addConts(ctx.app.db, { pblcDt: new Date(Date.now() + 86_400_000) }),
    await addConts(ctx.app.db, { sttsCd: 'ARCHV' }),
    await addConts(ctx.app.db, { delYn: 'Y' }),
    { contsId: 999_999 },
  ];
  const guest = await anonymousAgent(ctx.app);
  for (const { contsId } of hidden) {
    expect((await call(guest, 'GET', contsUrl(contsId))).statusCode).toBe(404);
    const res = await call(student.agent, 'POST', contsUrl(contsId), revwBody());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.trgtNotFound);
  }
  // the reviewed content goes back to draft: its reviews can no longer be read, edited or deleted
  await ctx.app.db.execute(`update conts set stts_cd = 'DRAFT' where conts_id = ${shown.contsId}`);
  expect((await call(student.agent, 'GET', contsUrl(shown.contsId))).statusCode).toBe(404);
  expect((await call(student.agent, 'PUT', `/icec/api/revw/${revwId}`, revwBody())).statusCode).toBe(404);
  expect((await call(student.agent, 'DELETE', `/icec/api/revw/${revwId}`)).statusCode).toBe(404);
  expect(await revwsOf(ctx.app.db, student.userId)).toHaveLength(1);
  expect(await revwPointsOf(ctx.app.db, student.userId)).toHaveLength(1);
});

test('a fusion program is reviewed only by a student who attended it; REVW under revw:PRGRM; a draft program is 404', async () => {
  const hall = await addHall(ctx.app.db);
  const prgrm = await addPrgrm(ctx.app.db, [hall.bmnexhlId]);
  const sesn = await addSesn(ctx.app.db, prgrm);
  const attendee = await memberAgent(ctx.app, 'S', '박참여');
  const absent = await memberAgent(ctx.app, 'S');
  const teacher = await memberAgent(ctx.app, 'T');
  for (const [who, atndcCd] of [
    [attendee, 'PRSNT'],
    [absent, 'ABSNT'],
  ] as const) {
    const [aply] = await ctx.app.db.insert(fusnAply).values({ sesnId: sesn.sesnId, userId: who.userId, sttsCd: 'APLY' }).returning();
    await ctx.app.db.insert(fusnAtndc).values({ aplyId: aply!.aplyId, atndcCd, chkinSeCd: 'MNL' });
  }
  const url = `/icec/api/revw/PRGRM/${prgrm.prgrmId}`;
  for (const who of [absent, teacher]) {
    expect((await call(who.agent, 'GET', url)).json()).toMatchObject({ canWrite: 'N', cantWriteRsn: 'NOT_ATTENDED' });
    const res = await call(who.agent, 'POST', url, revwBody());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notAttended);
  }
  expect((await call(attendee.agent, 'GET', url)).json()).toMatchObject({ canWrite: 'Y' });
  const created = await call(attendee.agent, 'POST', url, revwBody());
  expect(created.statusCode, created.body).toBe(200);
  expect(await revwPointsOf(ctx.app.db, attendee.userId)).toEqual([
    { points: 30, idntfKey: `REVW:revw:PRGRM:${prgrm.prgrmId}`, srcUrl: `/crrFusion/prgrm/${prgrm.prgrmId}` },
  ]);
  const [row] = await ctx.app.db.select().from(contsRevw).where(eq(contsRevw.revwId, created.json().revwId));
  expect(row).toMatchObject({ trgtSeCd: 'PRGRM', prgrmId: prgrm.prgrmId, contsId: null });

  const draft = await addPrgrm(ctx.app.db, [hall.bmnexhlId], { prgrmSttsCd: 'DRAFT' });
  expect((await call(attendee.agent, 'GET', `/icec/api/revw/PRGRM/${draft.prgrmId}`)).statusCode).toBe(404);
  expect((await call(attendee.agent, 'POST', `/icec/api/revw/PRGRM/${draft.prgrmId}`, revwBody())).statusCode).toBe(404);
});

test('ten a page, newest first', async () => {
  const { contsId } = await addConts(ctx.app.db);
  const ids: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    const m = await memberAgent(ctx.app, 'G');
    ids.push((await call(m.agent, 'POST', contsUrl(contsId), revwBody({ rtng: (i % 5) + 1 }))).json().revwId);
  }
  const guest = await anonymousAgent(ctx.app);
  const p1 = (await call(guest, 'GET', contsUrl(contsId))).json();
  expect(p1.list.map((r: { revwId: number }) => r.revwId)).toEqual(ids.slice(2).reverse());
  expect(p1.pagination).toMatchObject({ countItem: 12, countPage: 2 });
  const p2 = (await call(guest, 'GET', `${contsUrl(contsId)}?currentPage=2`)).json();
  expect(p2.list.map((r: { revwId: number }) => r.revwId)).toEqual([ids[1], ids[0]]);
  expect(p2.avgRtng).toBe(2.8);
});

test('two reviews sent at once: the database keeps one, the other answers 409, the points are earned once', async () => {
  const { contsId } = await addConts(ctx.app.db);
  const student = await memberAgent(ctx.app, 'S');
  const answers = await Promise.all([0, 1, 2].map(() => call(student.agent, 'POST', contsUrl(contsId), revwBody())));
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  expect(await revwsOf(ctx.app.db, student.userId)).toHaveLength(1);
  expect(await revwPointsOf(ctx.app.db, student.userId)).toHaveLength(1);
});
