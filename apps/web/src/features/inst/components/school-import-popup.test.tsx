import { SCHOOL_IMPORT_MESSAGES, SCHOOL_IMPORT_TYPES, SCHOOL_MESSAGES } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { SchoolImportPopup } from './school-import-popup';

let calls: TFetchCall[];
let answer: Response;

beforeEach(() => {
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch(() => answer));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

const csv = new File(['\uFEFF학교명,학교급,시도,NEIS 학교코드\n가온중학교,중학교,서울,12345\n'], 'schools.csv', { type: 'text/csv' });

describe('school import popup', () => {
  it('sends the file as the body with its type and lists the row errors of a refused file', async () => {
    answer = json(
      {
        code: 'IMPORT_INVALID',
        message: SCHOOL_IMPORT_MESSAGES.invalid,
        data: { rowErrors: [{ row: 2, column: 'NEIS 학교코드', message: SCHOOL_MESSAGES.neisSchlCd }], errorCount: 1 },
      },
      400,
    );
    await renderWithProviders(<SchoolImportPopup onClose={() => undefined} />);
    await page.getByLabelText(/^파일/).upload(csv);
    await page.getByRole('button', { name: '가져오기', exact: true }).click();
    // spec §7: the server's message is shown in a dialog first
    await expect.element(page.getByText(SCHOOL_IMPORT_MESSAGES.invalid)).toBeVisible();
    await page.getByRole('button', { name: '확인' }).click();

    await expect.element(page.getByRole('heading', { name: '오류 1건' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /NEIS 학교코드는 숫자 7자리/ })).toHaveTextContent(`2NEIS 학교코드${SCHOOL_MESSAGES.neisSchlCd}`);
    const sent = calls.at(-1)!;
    expect(sent.url).toBe('/api/schlInfoMng/import');
    expect(new Headers(sent.init.headers).get('content-type')).toBe(SCHOOL_IMPORT_TYPES.csv);
    expect(sent.init.body).toBeInstanceOf(File);
  });

  it('says how many were added and updated', async () => {
    answer = json({ inserted: 3, updated: 1 });
    const onClose = vi.fn();
    await renderWithProviders(<SchoolImportPopup onClose={onClose} />);
    await page.getByLabelText(/^파일/).upload(csv);
    await page.getByRole('button', { name: '가져오기', exact: true }).click();
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('가져오기를 마쳤습니다. 새로 등록 3건, 수정 1건');
    expect(onClose).toHaveBeenCalled();
  });

  it('checks the file type before sending', async () => {
    await renderWithProviders(<SchoolImportPopup onClose={() => undefined} />);
    await page.getByLabelText(/^파일/).upload(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    await page.getByRole('button', { name: '가져오기', exact: true }).click();
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('엑셀(xlsx) 또는 CSV 파일만 가져올 수 있습니다.');
    expect(calls).toHaveLength(0);
  });
});
