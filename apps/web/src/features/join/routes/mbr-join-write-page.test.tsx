import { computePagination, PASSWORD_MESSAGES, SCHOOL_MESSAGES } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import type { TDaumPostcode } from '../../../components/postcode/daum-postcode';
import { clearJoinDraft, saveJoinDraft } from '../lib/join-draft';
import { MbrJoinWritePage } from './mbr-join-write-page';

const VERIFIED = { vrfcId: 'a'.repeat(30), purposeCd: 'JOIN', userNm: '김인증', brdt: '2000-05-05' };
const GOOD_PSWD = 'Career!Path26';

/** Stands in for the Daum script: embedding 'finds' one address at once. */
const FakePostcode = function (this: unknown, options: { oncomplete: (data: { zonecode: string; address: string }) => void }) {
  return { embed: () => options.oncomplete({ zonecode: '06234', address: '서울특별시 강남구 테헤란로 1' }) };
} as unknown as TDaumPostcode;

const SCHOOLS = [
  { schlCd: '9990004', schlNm: '진로중학교', schlTypeCd: 'MD01', regionCd: 'B10', addr: '서울특별시 진로구 동부로 21' },
  { schlCd: '9990001', schlNm: '진로초등학교', schlTypeCd: 'EL01', regionCd: 'B10', addr: '서울특별시 진로구 동부로 11' },
];

const GUARDIAN = { vrfcId: 'b'.repeat(30), purposeCd: 'GUARDIAN', userNm: '이보호', brdt: '1980-01-01' };

function stubJoinApi(person = VERIFIED) {
  return stubFetch((url, init) => {
    if (url.startsWith('/icec/api/idntf/result')) {
      const { vrfcId } = JSON.parse(String(init.body)) as { vrfcId: string };
      return json(vrfcId === GUARDIAN.vrfcId ? GUARDIAN : person);
    }
    if (url.startsWith('/icec/api/mbrJoin/checkId')) {
      const { userId } = JSON.parse(String(init.body)) as { userId: string };
      return json({ usableYn: userId === 'taken1' ? 'N' : 'Y' });
    }
    if (url.startsWith('/icec/api/mbrJoin/join')) return json({ userId: 'newbie1' });
    if (url.startsWith('/icec/api/schl/search')) return json({ list: SCHOOLS, pagination: computePagination(SCHOOLS.length, 1) });
    if (url.startsWith('/icec/api/manageCode/list')) return json({ codeList: [{ comCd: 'B10', comCdNm: '서울' }] });
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  });
}

const bodyOf = (calls: TFetchCall[], path: string) => JSON.parse(String(calls.find((c) => c.url.startsWith(path))?.init.body)) as Record<string, unknown>;

async function renderPage() {
  const routes = [
    { path: '/mbrJoin/mbrJoinWrite', element: <MbrJoinWritePage /> },
    { path: '/mbrJoin/mbrJoinCmptnView', element: <p>가입 완료 화면</p> },
  ];
  return renderWithProviders(null, { routes, path: `/mbrJoin/mbrJoinWrite?vrfcId=${VERIFIED.vrfcId}` });
}

describe('mbrJoinWrite', () => {
  beforeEach(() => {
    window.daum = { Postcode: FakePostcode };
    saveJoinDraft({ flow: 'MBR', mbrTypeAuthrt: 'GN01', agreements: [{ trmsCd: 'SVC_USE', trmsVer: 1, agreYn: 'Y' }] });
  });
  afterEach(() => {
    closeAllDialogs();
    clearJoinDraft();
    delete window.daum;
  });

  it('shows the step, the verified name and birth date as text, and the password rule as the user types', async () => {
    stubJoinApi();
    await renderPage();
    await expect.element(page.getByRole('listitem').filter({ hasText: '정보 입력' })).toHaveAttribute('aria-current', 'step');
    await expect.element(page.getByRole('definition').filter({ hasText: '김인증' })).toBeVisible();
    await expect.element(page.getByRole('definition').filter({ hasText: '2000-05-05' })).toBeVisible();
    expect(page.getByRole('textbox', { name: '이름' }).elements()).toHaveLength(0);
    expect(page.getByRole('textbox', { name: '생년월일' }).elements()).toHaveLength(0);

    const pswd = page.getByLabelText('비밀번호', { exact: false }).first();
    await expect.element(page.getByText(PASSWORD_MESSAGES.rule)).toBeVisible();
    await pswd.fill('Ab!20000505z');
    await expect.element(page.getByText(PASSWORD_MESSAGES.containsBrdt)).toBeVisible();
    await pswd.fill(GOOD_PSWD);
    await expect.element(page.getByText('사용할 수 있는 비밀번호입니다.')).toBeVisible();
    await page.getByLabelText('비밀번호 확인', { exact: false }).fill(`${GOOD_PSWD}x`);
    await expect.element(page.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
  });

  it('asks for the id check, tells a taken id, then joins with the checked id and the verification', async () => {
    const { calls } = stubJoinApi();
    const { router } = await renderPage();
    const userId = page.getByRole('textbox', { name: '아이디 필수' });
    await userId.fill('taken1');
    await page.getByLabelText('비밀번호', { exact: false }).first().fill(GOOD_PSWD);
    await page.getByLabelText('비밀번호 확인', { exact: false }).fill(GOOD_PSWD);
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect.element(page.getByText('아이디 중복확인을 해 주세요.')).toBeVisible();
    await expect.element(userId).toHaveFocus();

    await page.getByRole('button', { name: '중복확인' }).click();
    await expect.element(page.getByText('이미 사용 중이거나 사용할 수 없는 아이디입니다.')).toBeVisible();
    await userId.fill('newbie1');
    await page.getByRole('button', { name: '중복확인' }).click();
    await expect.element(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();

    await page.getByRole('button', { name: '우편번호 찾기' }).click();
    await expect.element(page.getByRole('textbox', { name: '우편번호' })).toHaveValue('06234');
    await expect.element(page.getByRole('textbox', { name: '상세주소' })).toHaveFocus();

    await page.getByRole('button', { name: '가입하기' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/mbrJoin/mbrJoinCmptnView');
    const body = bodyOf(calls, '/icec/api/mbrJoin/join');
    expect(body).toMatchObject({ mbrTypeAuthrt: 'GN01', userId: 'newbie1', pswd: GOOD_PSWD, vrfcId: VERIFIED.vrfcId, zip: '06234' });
    expect(body.agreements).toEqual([{ trmsCd: 'SVC_USE', trmsVer: 1, agreYn: 'Y' }]);
    expect(body).not.toHaveProperty('userNm');
    expect(sessionStorage.getItem('join.draft')).toBeNull();
  });

  it('asks a child for the guardian\u2019s relation and consent', async () => {
    stubJoinApi({ ...VERIFIED, brdt: `${new Date().getFullYear() - 10}-01-01` });
    await renderPage();
    await expect.element(page.getByRole('heading', { name: '법정대리인 동의' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '법정대리인 본인인증' })).toBeVisible();
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect.element(page.getByText('가입자와의 관계를 선택해 주세요.')).toBeVisible();
    await expect.element(page.getByText('법정대리인 동의에 체크해 주세요.')).toBeVisible();
  });

  it('comes back from the guardian verification with the kept entries and the guardian named', async () => {
    saveJoinDraft({
      flow: 'MBR',
      mbrTypeAuthrt: 'ST01',
      agreements: [{ trmsCd: 'SVC_USE', trmsVer: 1, agreYn: 'Y' }],
      vrfcId: VERIFIED.vrfcId,
      form: { userId: 'littleone', schlCd: '9990001', schlNm: '진로초등학교', schlTypeCd: 'EL01' },
      checkedUserId: 'littleone',
    });
    stubJoinApi({ ...VERIFIED, brdt: `${new Date().getFullYear() - 10}-01-01` });
    await renderWithProviders(null, {
      routes: [{ path: '/mbrJoin/mbrJoinWrite', element: <MbrJoinWritePage /> }],
      path: `/mbrJoin/mbrJoinWrite?vrfcId=${GUARDIAN.vrfcId}`,
    });
    await expect.element(page.getByText('법정대리인 본인인증 완료: 이보호')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: '아이디 필수' })).toHaveValue('littleone');
    await expect.element(page.getByText('사용할 수 있는 아이디입니다.')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: '학교 필수' })).toHaveValue('진로초등학교');
    // an elementary school has six grades
    expect(page.getByRole('combobox', { name: '학년 필수' }).element().querySelectorAll('option[value]:not([value=""])')).toHaveLength(6);
    await expect.element(page.getByRole('definition').filter({ hasText: '김인증' })).toBeVisible();
  });

  it('a student picks the school from the list; the grade follows its type; only the code is sent', async () => {
    saveJoinDraft({ flow: 'MBR', mbrTypeAuthrt: 'ST01', agreements: [{ trmsCd: 'SVC_USE', trmsVer: 1, agreYn: 'Y' }] });
    const { calls } = stubJoinApi();
    const { router } = await renderPage();
    await page.getByRole('textbox', { name: '아이디 필수' }).fill('newbie1');
    await page.getByRole('button', { name: '중복확인' }).click();
    await page.getByLabelText('비밀번호', { exact: false }).first().fill(GOOD_PSWD);
    await page.getByLabelText('비밀번호 확인', { exact: false }).fill(GOOD_PSWD);
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect.element(page.getByText(SCHOOL_MESSAGES.schlRequired)).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: '학교 필수' })).toHaveFocus();

    await page.getByRole('button', { name: '학교 찾기' }).click();
    const dialog = page.getByRole('dialog', { name: '학교 찾기' });
    await expect.element(dialog.getByRole('searchbox', { name: '학교 이름' })).toHaveFocus();
    await dialog.getByRole('searchbox', { name: '학교 이름' }).fill('진');
    await dialog.getByRole('button', { name: '검색' }).click();
    await expect.element(dialog.getByText(SCHOOL_MESSAGES.searchWrdMin)).toBeVisible();
    expect(calls.some((c) => c.url.startsWith('/icec/api/schl/search'))).toBe(false);
    await dialog.getByRole('searchbox', { name: '학교 이름' }).fill('진로');
    await dialog.getByRole('button', { name: '검색' }).click();
    await expect.element(dialog.getByText('검색 결과 2건')).toBeVisible();
    expect(calls.find((c) => c.url.startsWith('/icec/api/schl/search'))?.url).toContain(`searchWrd=${encodeURIComponent('진로')}`);
    await dialog.getByRole('button', { name: '진로중학교 선택' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: '학교 필수' })).toHaveValue('진로중학교');
    const grd = page.getByRole('combobox', { name: '학년 필수' });
    expect(grd.element().querySelectorAll('option[value]:not([value=""])')).toHaveLength(3);
    await grd.selectOptions('2');

    await page.getByRole('button', { name: '가입하기' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/mbrJoin/mbrJoinCmptnView');
    const body = bodyOf(calls, '/icec/api/mbrJoin/join');
    expect(body).toMatchObject({ mbrTypeAuthrt: 'ST01', schlCd: '9990004', grd: '2' });
    expect(body).not.toHaveProperty('schlNm');
  });
});
