import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addDays, ADMIN_ROUTES, mondayOf, PUBLIC_ROUTES, seoulDate, smnexhlIntdcnPath } from '@portal/contract';
import { loginAdmin, loginAs } from './support/identity.js';
import { expect, test } from './support/fixture.js';

const SITE = '진로교육포털';
const NOT_FOUND_HEADING = '요청하신 페이지를 찾을 수 없습니다.';
/** KWCAG 2.2 (issue 14): "page | ... | site", never the site alone. */
const USER_TITLE = /^(?!페이지를 찾을 수 없습니다 )[^|]+ \| (?:[^|]+ \| )*진로교육포털$/;
const ADMIN_TITLE = /^(?!페이지를 찾을 수 없습니다 )[^|]+ \| (?:[^|]+ \| )*진로교육포털 관리자$/;
/**
 * The title follows the menu list, which arrives after the page on a busy machine: a busy CI pair
 * once saw an admin page (the admin kit loaded anew by each visit) take more than 15 s.
 */
const TITLE_WAIT = { timeout: 30_000 };

type TRole = 'guest' | 'member' | 'student' | 'entrant';
type TIds = Record<string, string>;

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), url).toBe(true);
  return (await res.json()) as T;
}

/** Demo records of the seed, asked of the public API (their ids depend on the order of seeding). */
async function demoIds(request: APIRequestContext) {
  const { list: books } = await getJson<{ list: { crrBookId: number }[] }>(request, '/icec/api/crrBook/list');
  const { list: halls } = await getJson<{ list: { bmnexhlId: number; bmnexhlNm: string; smnexhlList: { smnexhlNo: number }[] }[] }>(
    request,
    '/icec/api/mnexhl/bmnexhl/list',
  );
  const { list: notices } = await getJson<{ list: { postId: number }[] }>(request, '/icec/api/board/notice/post');
  const { list: draws } = await getJson<{ list: { cpnId: number }[] }>(request, '/icec/api/dayBsdCpn/result/list');
  const { list: contents } = await getJson<{ list: { contsId: number }[] }>(request, '/icec/api/conts');
  const hall = halls.find((h) => h.smnexhlList.length > 0)!;
  return {
    crrBookId: books[0]!.crrBookId,
    hall,
    smnexhlNo: hall.smnexhlList[0]!.smnexhlNo,
    noticeId: notices[0]!.postId,
    cpnId: draws[0]!.cpnId,
    contsId: contents[0]!.contsId,
  };
}

/** Each pattern of the route table as an address of a demo record, and who visits it. */
function fill(pattern: string, ids: TIds): string {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = ids[name];
    if (value === undefined) throw new Error(`no demo value for :${name} in ${pattern}`);
    return value;
  });
}

const MEMBER_PATTERNS = new Set([
  '/myPage/myInfo',
  '/:section/board/:boardId/write',
  '/:section/board/:boardId/:postId/update',
  '/myPage/crrSpcltCrt',
  // the teachers' school pages (issue 18): teacher1, the demo school's career teacher
  '/myPage/schlInfo',
  '/myPage/tchrDsgn',
  '/myPage/clsInfo',
  '/myPage/stdntEblcUld',
  // contents classes (issue 20): teacher1's assignments
  '/myPage/contsCrsAsgn',
  '/mbrMng',
  // the teacher's fusion pages (issue 19): teacher1 reserved the demo reservation of 진로중학교
  '/myPage/fusionActvMng',
  '/myPage/fusionActvRsvtView/:schlRsvtId',
  '/myPage/fusionActvStdntAplyList',
  '/myPage/fusionActvStdntNotAplyList',
  '/myPage/fusionActvAtndc/:schlRsvtId',
]);
/** student1's own portfolio pages (issue 18); the history is a teacher's too, but a teacher first picks a student. */
const PORTFLO_PATTERNS = new Set(['/myPage/portflo/:userId?', '/myPage/portfloMng', '/myPage/fusionActv/list/:userId', '/myPage/stdntCrrHstry']);
/** The student's fusion pages (issue 19): student1 (the surveys and the check-in ask for a login). */
const FUSN_STUDENT_PATTERNS = new Set([
  '/crrFusion/bfrSrvy',
  '/crrFusion/dgstfnSrvy',
  '/crrFusion/chkin',
  '/myPage/fusionActvSbmsnView/:schlRsvtId/:aplyUnitCd',
  '/myPage/fusionActvMyAply',
]);
/** Only students see points (spec §6). */
const isStudentPattern = (pattern: string) => pattern.startsWith('/myPage/cmpnPoint/') || PORTFLO_PATTERNS.has(pattern) || FUSN_STUDENT_PATTERNS.has(pattern);
/** A contest's entry form and the entries page: student2, whose demo entry the edit form opens. */
const isEntrantPattern = (pattern: string) => pattern.startsWith('/cntst/:cntstId/write') || pattern === '/myPage/cntstAply';
/** Career activities (issue 18): student1's own pages; teacher1 (the member) reads student1's through the student's address. */
const isCrrActvPattern = (pattern: string) => pattern.startsWith('/crrActv/');
const isStdntReaderPattern = (pattern: string) => pattern === '/myPage/list/:userId' || pattern === '/myPage/view/:userId/:crrActvId';

async function visitTitled(page: Page, path: string, title: RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING }), path).toHaveCount(0);
  await expect(page, path).toHaveTitle(title, TITLE_WAIT);
}

async function memberPage(browser: Browser, baseURL: string | undefined, userId = 'teacher1'): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await loginAs(page, userId);
  await expect(page).toHaveURL(/\/main$/);
  return page;
}

test('every page of the route table has its own title: "page | section | site"', async ({ page, browser, baseURL }) => {
  // some 180 page patterns (the fusion pages added 31), each loaded and waited for, several for more than one visitor
  test.setTimeout(600_000);
  const demo = await demoIds(page.request);
  const member = await memberPage(browser, baseURL);
  const student = await memberPage(browser, baseURL, 'student1');
  const entrant = await memberPage(browser, baseURL, 'student2');
  const { list: entries } = await getJson<{ list: { cntstId: number; entryId: number; phase: string }[] }>(entrant.request, '/icec/api/cntst/myEntry/list');
  const openEntry = entries.find((entry) => entry.phase === 'APLY')!;
  const { list: qna } = await getJson<{ list: { postId: number; postTtl: string }[] }>(member.request, '/icec/api/board/qna/post');
  const ownQuestion = qna.find((p) => p.postTtl === '학급 단위 방문 문의')!;
  // the demo survey is for students: a guest's list does not show it
  const { list: srvys } = await getJson<{ list: { srvyId: number }[] }>(student.request, '/icec/api/srvy/list');
  const { list: actvs } = await getJson<{ list: { crrActvId: number }[] }>(student.request, '/icec/api/crrActv/list?actvSeCd=STDNT');
  // fusion (issue 19): next week's individual sessions (the seeded lottery among them), student1's school reservation
  const nextWeek = mondayOf(addDays(seoulDate(new Date()), 7));
  const { sesns } = await getJson<{ sesns: { sesnId: number; prgrmId: number; slctSeCd: string }[] }>(
    page.request,
    `/icec/api/fusn/calendar?startDay=${nextWeek}&prgrmSeCd=INDV`,
  );
  const { list: schlRsvts } = await getJson<{ list: { schlRsvtId: number; units: { aplyUnitCd: string }[] }[] }>(student.request, '/icec/api/fusn/rsvt/mine');
  // contents classes (issue 20): the demo class
  const { list: crss } = await getJson<{ list: { crsId: number }[] }>(page.request, '/icec/api/contsCrs');
  const ids: TIds = {
    crsId: String(crss[0]!.crsId),
    crrBookId: String(demo.crrBookId),
    jobCd: 'J0001',
    bmnexhlId: String(demo.hall.bmnexhlId),
    bmnexhlNm: encodeURIComponent(demo.hall.bmnexhlNm),
    bmnexhlNo: String(demo.smnexhlNo),
    section: 'eduIntdcn',
    boardId: 'notice',
    postId: String(demo.noticeId),
    cpnId: String(demo.cpnId),
    contsId: String(demo.contsId),
    inspName: 'riasec',
    srvyId: String(srvys[0]!.srvyId),
    cntstId: String(openEntry.cntstId),
    entryId: String(openEntry.entryId),
    crrActvId: String(actvs[0]!.crrActvId),
    userId: 'student1',
    startDay: nextWeek,
    prgrmId: String(sesns[0]!.prgrmId),
    sesnId: String((sesns.find((sesn) => sesn.slctSeCd === 'LTRY') ?? sesns[0]!).sesnId),
    certNo: 'FUSN-2026-AAAA2222',
    schlRsvtId: String(schlRsvts[0]!.schlRsvtId),
    aplyUnitCd: schlRsvts[0]!.units[0]!.aplyUnitCd,
  };
  const crrActvIds: TIds = { ...ids, upSection: 'stdnt', section: 'actv' };
  const visitors: Record<TRole, Page> = { guest: page, member, student, entrant };
  for (const pattern of PUBLIC_ROUTES) {
    if (pattern === '/' || pattern === '/main') continue;
    const role: TRole =
      isStudentPattern(pattern) || isCrrActvPattern(pattern)
        ? 'student'
        : isEntrantPattern(pattern)
          ? 'entrant'
          : MEMBER_PATTERNS.has(pattern) || isStdntReaderPattern(pattern)
            ? 'member'
            : 'guest';
    const path =
      role === 'member' && pattern.includes(':boardId')
        ? fill(pattern, { ...ids, boardId: 'qna', postId: String(ownQuestion.postId) })
        : fill(pattern, isCrrActvPattern(pattern) ? crrActvIds : ids);
    await visitTitled(visitors[role], path, USER_TITLE);
  }
  // the home page is the site itself
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: SITE })).toBeVisible();
  await expect(page).toHaveTitle(SITE);
  await member.context().close();
  await student.context().close();
  await entrant.context().close();

  await loginAdmin(page);
  const { list: smalls } = await getJson<{ list: { smnexhlId: number }[] }>(page.request, `/api/mnexhlMng/smnexhl/list?bmnexhlId=${demo.hall.bmnexhlId}`);
  const { list: insps } = await getJson<{ list: { inspId: number }[] }>(page.request, '/api/langDgns/list');
  const { list: admSrvys } = await getJson<{ list: { srvyId: number }[] }>(page.request, '/api/srvy/list');
  const { list: contests } = await getJson<{ list: { cntstId: number }[] }>(page.request, '/api/contest/list');
  // fusion activities (issue 19): a program, a school reservation and a session of the demo data
  const { list: fusnPrgrms } = await getJson<{ list: { prgrmId: number }[] }>(page.request, '/api/fusn/prgrm?prgrmSeCd=GRP');
  const { list: fusnRsvts } = await getJson<{ list: { schlRsvtId: number }[] }>(page.request, '/api/fusn/rsvt');
  const { list: fusnSesns } = await getJson<{ list: { sesnId: number }[] }>(page.request, '/api/fusn/indv/sesn');
  const adminIds: TIds = {
    acntTypeCd: 'S',
    bmnexhlId: String(demo.hall.bmnexhlId),
    smnexhlId: String(smalls[0]!.smnexhlId),
    cpnId: String(demo.cpnId),
    contsId: String(demo.contsId),
    inspId: String(insps[0]!.inspId),
    srvyId: String(admSrvys[0]!.srvyId),
    cntstId: String(contests[0]!.cntstId),
    // a student's portfolio (issue 18)
    userId: 'student1',
    prgrmId: String(fusnPrgrms[0]!.prgrmId),
    schlRsvtId: String(fusnRsvts[0]!.schlRsvtId),
    sesnId: String(fusnSesns[0]!.sesnId),
    crsId: ids.crsId!,
  };
  for (const pattern of ADMIN_ROUTES) {
    // a judge's score sheets: the demo administrator judges no contest (cntst-judge.spec.ts checks the page's title as judge1)
    if (pattern === '/admin/contestJudge/:cntstId') continue;
    // the login pages of a logged-in administrator lead on to the dashboard: titled as well
    await page.goto(fill(pattern, adminIds));
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toHaveCount(0);
    await expect(page, pattern).toHaveTitle(ADMIN_TITLE, TITLE_WAIT);
  }
  await page.goto('/admin/menu');
  await expect(page).toHaveTitle(`메뉴 관리 | 누리집 관리 | ${SITE} 관리자`, TITLE_WAIT);
});

test('a record page names itself and shows where it is: 홈 > 교육원 소개 > 주제관 소개 > the hall', async ({ page }) => {
  const { hall, smnexhlNo } = await demoIds(page.request);
  await page.goto(`/eduIntdcn/bmnexhlIntdcnView/${hall.bmnexhlId}`);
  const crumbs = page.getByRole('navigation', { name: '현재 경로' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['홈', '교육원 소개', '주제관 소개', hall.bmnexhlNm]);
  await expect(page).toHaveTitle(`${hall.bmnexhlNm} | 주제관 소개 | 교육원 소개 | ${SITE}`, TITLE_WAIT);
  // the top menu marks the section; the side menu lists its pages, 주제관 소개 as the current one
  await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('button', { name: '교육원 소개' })).toHaveAttribute('aria-current', 'true');
  const side = page.getByRole('navigation', { name: '교육원 소개 메뉴' });
  await expect(side.getByRole('link', { name: '주제관 소개' })).toHaveAttribute('aria-current', 'page');
  await expect(side.getByRole('link', { name: '공지사항' })).toBeVisible();

  await page.goto(smnexhlIntdcnPath(hall.bmnexhlId, hall.bmnexhlNm, smnexhlNo));
  await expect(crumbs).toHaveCount(4);
  await expect(page).toHaveTitle(/^[^|]+ \| 주제관 소개 \| 교육원 소개 \| 진로교육포털$/);
});

test('missing records show the not-found page, with no dialog first', async ({ page }) => {
  for (const path of [
    '/eduIntdcn/board/notice/999',
    '/infoGd/crrBook/999',
    '/infoGd/conts/999',
    '/eduIntdcn/bmnexhlIntdcnView/99',
    '/crrInsp/crrInsp/noSuchTest',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
    await expect(page).toHaveTitle(`페이지를 찾을 수 없습니다 | ${SITE}`);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '현재 경로' })).toHaveCount(0);
  }
});

/** The in-app addresses of the links inside a locator (hidden panels included). */
const linksIn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((navs) => navs.flatMap((nav) => [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '')));

test('a guest sees no menu link that leads to a not-found page (GNB, drawer, side menus)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1, name: SITE })).toBeVisible();
  const hrefs = new Set(await linksIn(page, 'nav[aria-label="주 메뉴"]'));
  expect(hrefs.size).toBeGreaterThan(5);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: '전체 메뉴' }).click();
  await expect(page.getByRole('dialog').getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
  const drawerLinks = await linksIn(page, '[role="dialog"] nav[aria-label="주 메뉴"]');
  expect(new Set(drawerLinks)).toEqual(hrefs);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });

  const internal = [...hrefs].filter((href) => href.startsWith('/'));
  for (const href of internal) {
    const res = await page.goto(href);
    expect(res?.status(), href).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING }), href).toHaveCount(0);
    for (const side of await linksIn(page, '.side-nav')) expect(hrefs, `side menu of ${href}`).toContain(side);
  }
});

test('a guest opening a login-only menu is offered the login, then comes back to it', async ({ page }) => {
  await page.goto('/main');
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  await nav.getByRole('button', { name: '마이페이지' }).click();
  await nav.getByRole('link', { name: '내 정보' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('로그인이 필요한 메뉴입니다. 로그인하시겠습니까?');
  await confirm.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2FmyPage%2FmyInfo$/);
});
