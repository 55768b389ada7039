import { expect, test } from 'vitest';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { callAs, createBoard, memberAgent, postForm } from '../../test/board.test-helper.js';

const ctx = useTestApp();

/*
 * Issue 14, decision 019: the public board answers (list, post, comments) carry a member's name
 * masked for everyone but the member, the teachers of a student's school and administrators.
 */

const SCHOOL = { schlCd: '7010001' };
const OTHER_SCHOOL = { schlCd: '7010002' };

async function scene() {
  const boardId = await createBoard(ctx.app.db, { cmntYn: 'Y', writeAuthrt: ['S', 'T', 'G'], cmntAuthrt: ['S', 'T', 'G'] });
  const student = await memberAgent(ctx.app, 'S', '김학생', SCHOOL);
  const url = `/icec/api/board/${boardId}/post`;
  const created = await callAs(ctx.app, student.agent, 'POST', url, postForm({ postTtl: '진로 체험 후기' }));
  expect(created.statusCode, created.body).toBe(200);
  const postUrl = `${url}/${created.json().postId as number}`;
  expect((await callAs(ctx.app, student.agent, 'POST', `${postUrl}/cmnt`, { cmntCn: '함께 가요' })).statusCode).toBe(200);
  return { boardId, student, listUrl: `/icec/api/board/${boardId}/post`, postUrl };
}

/** The writer's name in the list, the post and its comments, as `agent` receives them. */
async function namesSeenBy(agent: TAgent, s: Awaited<ReturnType<typeof scene>>) {
  const list = (await callAs(ctx.app, agent, 'GET', s.listUrl)).json();
  const detail = (await callAs(ctx.app, agent, 'GET', s.postUrl)).json();
  const cmnts = (await callAs(ctx.app, agent, 'GET', `${s.postUrl}/cmnt`)).json();
  return [list.list[0].wrtrNm, detail.wrtrNm, cmnts.list[0].wrtrNm];
}

test("a guest, another student, a general member and another school's teacher see the student's name masked", async () => {
  const s = await scene();
  const viewers = [
    await anonymousAgent(ctx.app),
    (await memberAgent(ctx.app, 'S', '이학생', SCHOOL)).agent,
    (await memberAgent(ctx.app, 'G', '최회원')).agent,
    (await memberAgent(ctx.app, 'T', '남교사', OTHER_SCHOOL)).agent,
    (await memberAgent(ctx.app, 'T', '무소속교사')).agent,
  ];
  for (const viewer of viewers) expect(await namesSeenBy(viewer, s)).toEqual(['김*생', '김*생', '김*생']);
  const bodies = await Promise.all([s.listUrl, s.postUrl, `${s.postUrl}/cmnt`].map(async (url) => (await callAs(ctx.app, viewers[0]!, 'GET', url)).body));
  for (const body of bodies) expect(body).not.toContain('김학생');
});

test("the student, the teachers of the student's school and administrators see the full name", async () => {
  const s = await scene();
  expect(await namesSeenBy(s.student.agent, s)).toEqual(['김학생', '김학생', '김학생']);
  expect(await namesSeenBy((await memberAgent(ctx.app, 'T', '박교사', SCHOOL)).agent, s)).toEqual(['김학생', '김학생', '김학생']);
  const admin = await sessionFor(ctx.app, 'admin');
  const adminList = (await callAs(ctx.app, admin, 'GET', `/api/postMng/list?boardId=${s.boardId}`)).json();
  expect(adminList.list[0].wrtrNm).toBe('김학생');
});

test("a teacher's name is masked for others too; an administrator's notice shows its writer", async () => {
  const boardId = await createBoard(ctx.app.db, { writeAuthrt: ['T'] });
  const teacher = await memberAgent(ctx.app, 'T', '박교사', SCHOOL);
  expect((await callAs(ctx.app, teacher.agent, 'POST', `/icec/api/board/${boardId}/post`, postForm())).statusCode).toBe(200);
  const guest = await anonymousAgent(ctx.app);
  const list = (await callAs(ctx.app, guest, 'GET', `/icec/api/board/${boardId}/post`)).json();
  expect(list.list[0].wrtrNm).toBe('박*사');
  const notice = await callAs(ctx.app, await sessionFor(ctx.app, 'admin'), 'POST', '/api/postMng', { ...postForm(), boardId });
  expect(notice.statusCode, notice.body).toBe(200);
  const after = (await callAs(ctx.app, guest, 'GET', `/icec/api/board/${boardId}/post`)).json();
  expect(after.list.map((p: { wrtrNm: string }) => p.wrtrNm)).toEqual(['관리자', '박*사']);
});

test("a search by a student's full name finds the post only for those who see the name in full", async () => {
  const s = await scene();
  const byName = `${s.listUrl}?searchCnd=WRTR&searchWrd=${encodeURIComponent('김학생')}`;
  const hits = async (agent: TAgent) => {
    const res = await callAs(ctx.app, agent, 'GET', byName);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().list.length;
  };
  expect(await hits(await anonymousAgent(ctx.app))).toBe(0);
  expect(await hits((await memberAgent(ctx.app, 'T', '남교사', OTHER_SCHOOL)).agent)).toBe(0);
  expect(await hits((await memberAgent(ctx.app, 'T', '박교사', SCHOOL)).agent)).toBe(1);
  expect(await hits(s.student.agent)).toBe(1);
});
