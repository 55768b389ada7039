import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { clearJoinDraft, readJoinDraft } from '../lib/join-draft';
import { JoinPage } from './join-page';
import { NiceCallbackPage } from './nice-callback-page';

const TERMS = [
  { trmsCd: 'SVC_USE', trmsVer: 1, trmsNm: '서비스 이용약관', cn: '제1조', requiredYn: 'Y', effectiveDate: '2026-11-01' },
  { trmsCd: 'PRIV_COLCT', trmsVer: 1, trmsNm: '개인정보 수집·이용 동의', cn: '1. 목적', requiredYn: 'Y', effectiveDate: '2026-11-01' },
];

const bodyOf = (calls: TFetchCall[], path: string) => JSON.parse(String(calls.find((c) => c.url.startsWith(path))?.init.body)) as Record<string, unknown>;

afterEach(() => {
  closeAllDialogs();
  clearJoinDraft();
});

describe('join', () => {
  it('needs a member type and every required terms before the verification starts, and keeps them', async () => {
    const { calls } = stubFetch((url) => {
      if (url.startsWith('/icec/api/mbrJoin/trms')) return json({ trmsList: TERMS });
      // the verification window itself is not opened in a component test
      return json({ code: 'TEST', message: '본인인증을 시작하지 않았습니다.' }, 400);
    });
    await renderWithProviders(<JoinPage />, { path: '/mbrJoin/join' });
    const steps = page.getByRole('list', { name: '회원가입 단계' });
    await expect.element(steps).toBeVisible();
    // the number circles are hidden from assistive technology; the text says the step
    expect(
      steps
        .getByRole('listitem')
        .elements()
        .map((li) => li.querySelector('.join-steps__label')?.textContent),
    ).toEqual(['1단계 약관 동의 (현재 단계)', '2단계 본인 확인', '3단계 정보 입력', '4단계 가입 완료']);
    expect(steps.element().querySelector('[aria-current="step"]')?.textContent).toContain('약관 동의');
    await expect.element(page.getByRole('link', { name: '서비스 이용약관 전문 보기' })).toHaveAttribute('href', '/mbrJoin/agreeDetail1');

    await page.getByRole('button', { name: '본인인증' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('회원 유형을 선택해 주세요.');
    await page.getByRole('button', { name: '확인' }).click();

    await page.getByRole('radio', { name: '학생(초·중학생)' }).click();
    await page.getByRole('checkbox', { name: '[필수] 서비스 이용약관' }).click();
    await page.getByRole('button', { name: '본인인증' }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('필수 약관에 모두 동의해 주세요.');
    await page.getByRole('button', { name: '확인' }).click();

    await page.getByRole('checkbox', { name: '전체 동의' }).click();
    await expect.element(page.getByRole('checkbox', { name: '[필수] 개인정보 수집·이용 동의' })).toBeChecked();
    await page.getByRole('button', { name: '본인인증' }).click();
    await expect.poll(() => calls.some((c) => c.url.startsWith('/icec/api/idntf/start'))).toBe(true);
    expect(bodyOf(calls, '/icec/api/idntf/start')).toEqual({ purposeCd: 'JOIN', returnPath: '/mbrJoin/mbrJoinWrite' });
    expect(readJoinDraft('MBR')).toMatchObject({
      mbrTypeAuthrt: 'ST01',
      agreements: [
        { trmsCd: 'SVC_USE', trmsVer: 1, agreYn: 'Y' },
        { trmsCd: 'PRIV_COLCT', trmsVer: 1, agreYn: 'Y' },
      ],
    });
  });
});

describe('niceCallback', () => {
  it("posts the provider's values and continues to the page that asked, with the verification id", async () => {
    const { calls } = stubFetch(() =>
      json({ vrfcId: 'v'.repeat(30), purposeCd: 'JOIN', returnPath: '/mbrJoin/mbrJoinWrite', userNm: '김인증', brdt: '2000-05-05' }),
    );
    const { router } = await renderWithProviders(null, {
      routes: [
        { path: '/mbrJoin/niceCallback', element: <NiceCallbackPage /> },
        { path: '/mbrJoin/mbrJoinWrite', element: <p>정보 입력</p> },
      ],
      path: '/mbrJoin/niceCallback?vrfcId=abc&result=r&sig=s&extra=1',
    });
    await expect.poll(() => `${router.state.location.pathname}${router.state.location.search}`).toBe(`/mbrJoin/mbrJoinWrite?vrfcId=${'v'.repeat(30)}`);
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls, '/icec/api/idntf/callback')).toEqual({ vrfcId: 'abc', result: 'r', sig: 's' });
  });
});
