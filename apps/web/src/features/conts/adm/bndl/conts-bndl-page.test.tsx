import { CONTS_BNDL_MESSAGES as M, type TContsBndlCheckResponse } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { getDialogs } from '../../../../components/modal/modal-store';
import { setLoginUser } from '../../../../lib/auth-storage';
import { admContsBndlRoutes } from './bndl-routes';

const routes: RouteObject[] = [adminTestRoute(admContsBndlRoutes)];
const GROUP = '33333333-3333-4333-8333-333333333333';
const sheetFile = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], '콘텐츠.xlsx');
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const CLEAN: TContsBndlCheckResponse = {
  rows: [
    { rowNo: 2, contsTtl: '흥미 알아보기', contsId: null },
    { rowNo: 3, contsTtl: '직업 탐색', contsId: 7 },
  ],
  rowErrors: [],
  errorCount: 0,
  files: [
    { fileId: 101, fileModuleId: GROUP, fileNo: 1, fileNm: '흥미.pdf', fileSz: 2048, rowNo: 2 },
    { fileId: 102, fileModuleId: GROUP, fileNo: 2, fileNm: '추가.pdf', fileSz: 1024, rowNo: null },
  ],
};
const BAD: TContsBndlCheckResponse = {
  rows: [],
  rowErrors: [
    { row: 11, column: '분류 코드', message: '이미 추가된 분류입니다.' },
    { row: 51, column: '제목', message: M.required },
  ],
  errorCount: 2,
  files: [],
};

let calls: TFetchCall[];
let checkAnswer: TContsBndlCheckResponse;
let uploads = 0;
const pathOf = (url: string) => new URL(url, window.location.origin).pathname;
const posts = (path: string) => calls.filter((c) => c.init.method === 'POST' && pathOf(c.url) === path);
const lastDialog = () => getDialogs().at(-1);

beforeEach(async () => {
  await page.viewport(1366, 768);
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  uploads = 0;
  checkAnswer = CLEAN;
  ({ calls } = stubFetch((url) => {
    const path = pathOf(url);
    if (path === '/api/common/fileUpload') {
      uploads += 1;
      return json({
        fileId: 100 + uploads,
        fileModuleId: GROUP,
        fileNo: uploads,
        seqType: 'contents',
        orgFileNm: `f${uploads}.pdf`,
        fileSz: 8,
        fileExtn: 'pdf',
        regUserId: 'admin',
        regDt: '2026-11-26T00:00:00.000Z',
        downloadPath: '/x',
      });
    }
    if (path === '/api/contentsBundle/check') return json(checkAnswer);
    if (path === '/api/contentsBundle/import')
      return json({
        result: 'SUCCESS',
        results: [
          { rowNo: 2, contsTtl: '흥미 알아보기', action: 'CREATED', contsId: 31, verNo: 1, fileCnt: 1 },
          { rowNo: 3, contsTtl: '직업 탐색', action: 'UPDATED', contsId: 7, verNo: 4, fileCnt: 1 },
        ],
      });
    return json({ code: 'NOT_FOUND', message: '찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/admin/contentsBundle (issue 20)', () => {
  it('uploads the attachments into one group, checks the sheet, asks one content per unnamed file, confirms spec §8 and reports the result', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contentsBundle' });
    await expect.element(page.getByRole('heading', { level: 1, name: '콘텐츠 일괄 등록' })).toBeVisible();
    await userEvent.upload(page.getByLabelText('엑셀 파일(.xlsx, 2MB 이하)'), sheetFile());
    await userEvent.upload(page.getByLabelText('첨부 파일(여러 개 선택 가능)'), [pdf('흥미.pdf'), pdf('추가.pdf')]);
    await userEvent.click(page.getByRole('button', { name: '확인' }));

    await expect.element(page.getByText('모든 행에 오류가 없습니다. 새로 등록 1건, 수정 1건입니다.')).toBeVisible();
    expect(posts('/api/common/fileUpload')).toHaveLength(2);
    // the second upload joins the first one's group
    expect(new Headers(posts('/api/common/fileUpload')[1]!.init.headers).get('fileModuleId')).toBe(GROUP);
    const checkBody = JSON.parse(String(posts('/api/contentsBundle/check')[0]!.init.body));
    expect(checkBody).toMatchObject({ atchFileModuleIds: [GROUP], sheet: btoa(String.fromCharCode(0x50, 0x4b, 0x03, 0x04, 1, 2, 3)) });
    await expect.element(page.getByText('2/2').first()).toBeVisible();

    // an unnamed file must be given a content first
    await userEvent.click(page.getByRole('button', { name: '등록' }));
    await expect.poll(() => lastDialog()?.message).toBe('연결할 콘텐츠를 고르지 않은 첨부 파일이 있습니다.');
    lastDialog()!.resolve(true);
    expect(posts('/api/contentsBundle/import')).toHaveLength(0);

    await userEvent.selectOptions(page.getByLabelText('추가.pdf 연결할 콘텐츠'), '3');
    await userEvent.click(page.getByRole('button', { name: '등록' }));
    await expect.poll(() => lastDialog()?.message).toBe(M.confirm);
    lastDialog()!.resolve(true);
    await expect.poll(() => posts('/api/contentsBundle/import').length).toBe(1);
    expect(JSON.parse(String(posts('/api/contentsBundle/import')[0]!.init.body))).toMatchObject({
      atchFileModuleIds: [GROUP],
      mapping: [{ fileId: 102, rowNo: 3 }],
    });
    await expect.poll(() => lastDialog()?.message).toBe('2건을 등록했습니다.');
    lastDialog()!.resolve(true);
    const table = page.getByRole('table', { name: '등록 결과' });
    await expect.element(table.getByRole('row').filter({ hasText: '직업 탐색' })).toHaveTextContent('3수정7직업 탐색41');
    await expect.element(page.getByRole('button', { name: '결과 내려받기(.csv)' })).toBeVisible();
  });

  it('lists the rows errors and offers no import; "no" at the confirm sends nothing', async () => {
    checkAnswer = BAD;
    await renderWithProviders(null, { routes, path: '/admin/contentsBundle' });
    await userEvent.upload(page.getByLabelText('엑셀 파일(.xlsx, 2MB 이하)'), sheetFile());
    await userEvent.click(page.getByRole('button', { name: '확인' }));
    const table = page.getByRole('table', { name: '행별 오류 목록' });
    await expect.element(table.getByRole('row').filter({ hasText: '51' })).toHaveTextContent(`51제목${M.required}`);
    await expect.element(table.getByRole('row').filter({ hasText: '11' })).toHaveTextContent('11분류 코드이미 추가된 분류입니다.');
    expect(page.getByRole('button', { name: '등록' }).elements()).toHaveLength(0);
    expect(posts('/api/common/fileUpload')).toHaveLength(0);

    checkAnswer = { ...CLEAN, files: [CLEAN.files[0]!] };
    await userEvent.click(page.getByRole('button', { name: '확인' }));
    await userEvent.click(page.getByRole('button', { name: '등록' }));
    await expect.poll(() => lastDialog()?.message).toBe(M.confirm);
    lastDialog()!.resolve(false);
    expect(posts('/api/contentsBundle/import')).toHaveLength(0);
  });

  it('refuses a file that is not an .xlsx before sending anything', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contentsBundle' });
    await userEvent.click(page.getByRole('button', { name: '확인' }));
    await expect.poll(() => lastDialog()?.message).toBe('엑셀 파일을 선택해 주세요.');
    lastDialog()!.resolve(true);
    await userEvent.upload(page.getByLabelText('엑셀 파일(.xlsx, 2MB 이하)'), new File(['a,b'], 'x.csv'));
    await userEvent.click(page.getByRole('button', { name: '확인' }));
    await expect.poll(() => lastDialog()?.message).toBe('엑셀(.xlsx) 파일만 올릴 수 있습니다.');
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });
});
