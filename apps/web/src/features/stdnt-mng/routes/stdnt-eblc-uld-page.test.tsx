import { STDNT_EBLC_MESSAGES, STDNT_EBLC_TYPES, type TStdntEblcCheckResponse } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { CLASSES } from '../stdnt-mng.test-helper';
import { StdntEblcUldPage } from './stdnt-eblc-uld-page';

const ROWS: TStdntEblcCheckResponse['rows'] = [
  { rowNo: 2, userNm: '가나다', stdntNo: 1, brdt: '2012-03-01' },
  { rowNo: 3, userNm: '라', stdntNo: 2, brdt: '2012-13-01' },
];
const BAD: TStdntEblcCheckResponse = {
  rows: ROWS,
  errors: [
    { rowNo: 3, field: 'userNm', message: STDNT_EBLC_MESSAGES.nameRule },
    { rowNo: 3, field: 'brdt', message: STDNT_EBLC_MESSAGES.brdtFormat },
  ],
};
const GOOD: TStdntEblcCheckResponse = { rows: [ROWS[0]!], errors: [] };

let calls: TFetchCall[];
let checkAnswer: TStdntEblcCheckResponse;
let registerAnswer: () => Response;
const sheet = (name = 'class.csv') => new File(['이름,번호,생년월일\n가나다,1,2012-03-01\n'], name, { type: '' });

beforeEach(() => {
  setLoginUser({ userId: 'teacher1', userNm: '박교사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
  checkAnswer = BAD;
  registerAnswer = () => json({ code: 'STDNT_EBLC_INVALID', message: STDNT_EBLC_MESSAGES.invalid, data: { errors: BAD.errors } }, 400);
  ({ calls } = stubFetch((url) => {
    if (url === '/icec/api/mbrMng/classes') return json(CLASSES);
    if (url === '/icec/api/stdntEblcUld/5/check') return json(checkAnswer);
    if (url === '/icec/api/stdntEblcUld/5/register') return registerAnswer();
    return json({ message: '없음' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

const answerDialog = async (message: RegExp) => {
  await expect.poll(() => getDialogs().at(-1)?.message).toMatch(message);
  getDialogs().at(-1)!.resolve(true);
};

async function pickAndCheck(file = sheet()) {
  await renderWithProviders(<StdntEblcUldPage />);
  await page.getByRole('combobox', { name: /등록할 학급/ }).selectOptions('5');
  await userEvent.upload(page.getByLabelText(/학생 명단 파일/), file);
  await page.getByRole('button', { name: '확인', exact: true }).click();
}

describe('/myPage/stdntEblcUld', () => {
  it('asks for the class first and focuses it; nothing is sent', async () => {
    await renderWithProviders(<StdntEblcUldPage />);
    await page.getByRole('button', { name: '확인', exact: true }).click();
    const select = page.getByRole('combobox', { name: /등록할 학급/ });
    await expect.element(select).toHaveAccessibleDescription('등록할 학급을 선택해 주세요.');
    await expect.element(select).toHaveFocus();
    expect(calls.filter((c) => c.url.includes('stdntEblcUld'))).toHaveLength(0);
  });

  it('refuses a file that is neither .xlsx nor .csv at the field', async () => {
    await pickAndCheck(new File(['x'], 'class.hwp'));
    await expect.element(page.getByLabelText(/학생 명단 파일/)).toHaveAccessibleDescription(new RegExp(STDNT_EBLC_MESSAGES.fileType.replace(/[()]/g, '\\$&')));
    expect(calls.filter((c) => c.url.includes('stdntEblcUld'))).toHaveLength(0);
  });

  it('sends the sheet typed by its name, lists every row error with a link to its row, and keeps 등록 off', async () => {
    await pickAndCheck();
    const check = calls.find((c) => c.url === '/icec/api/stdntEblcUld/5/check')!;
    expect(new Headers(check.init.headers).get('Content-Type')).toBe(STDNT_EBLC_TYPES.csv);
    await expect.element(page.getByRole('heading', { name: '검사 결과' })).toHaveFocus();
    await expect.element(page.getByText('오류 2건이 있어 등록할 수 없습니다.', { exact: false })).toBeVisible();
    const link = page.getByRole('link', { name: `3행 생년월일: ${STDNT_EBLC_MESSAGES.brdtFormat}` });
    await link.click();
    await expect.element(page.getByRole('row', { name: /라/ })).toHaveFocus();
    await expect.element(page.getByRole('button', { name: '등록', exact: true })).toBeDisabled();
  });

  it('registers a clean sheet after a confirm and says the file cannot be downloaded again', async () => {
    checkAnswer = GOOD;
    registerAnswer = () => new Response(new Blob(['xlsx']), { status: 200, headers: { 'content-type': STDNT_EBLC_TYPES.xlsx } });
    await pickAndCheck();
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerDialog(/^2학년 3반에 학생 1명의 계정을 만듭니다\./);
    await expect.element(page.getByRole('heading', { name: '등록을 마쳤습니다' })).toHaveFocus();
    await expect.element(page.getByText('이 파일은 다시 내려받을 수 없습니다.', { exact: false })).toBeVisible();
    await expect.element(page.getByText('처음 로그인할 때 임시 비밀번호를 새 비밀번호로 바꿔야', { exact: false })).toBeVisible();
  });

  it('shows the row errors the register answers (nothing written) instead of finishing', async () => {
    checkAnswer = GOOD;
    await pickAndCheck();
    await page.getByRole('button', { name: '등록', exact: true }).click();
    await answerDialog(/등록하시겠습니까\?$/);
    await expect.element(page.getByText('오류 2건이 있어 등록할 수 없습니다.', { exact: false })).toBeVisible();
    expect(page.getByRole('heading', { name: '등록을 마쳤습니다' }).elements()).toHaveLength(0);
  });
});
