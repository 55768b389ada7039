import { computePagination, type TAtchFile, type TBmnexhlDetail, type TSmnexhlDetail } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { confirmSave, closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { formatRegisteredAt } from '../../../components/attachment';
import { getDialogs } from '../../../components/modal/modal-store';
import { admMnexhlRoutes } from '../mnexhl-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admMnexhlRoutes)];

const AT = '2026-11-01T00:00:00.000Z';
const audit = { registeredBy: 'admin', registeredAt: AT, updatedBy: 'admin', updatedAt: AT };
const GROUP = '0b7c2a4e-3f1d-4c5b-9a8e-6d2f1e0c9b7a';
const NEW_GROUP = '7f3e9d2c-1b4a-4e6f-8a9b-0c1d2e3f4a5b';

const atch = (seqType: 'bmnexhl' | 'smnexhl', fileModuleId: string, fileNo: number, orgFileNm: string, fileSz = 1229): TAtchFile => ({
  fileId: fileNo,
  fileModuleId,
  fileNo,
  seqType,
  orgFileNm,
  fileSz,
  fileExtn: orgFileNm.split('.').pop()!,
  regUserId: 'admin',
  regDt: '2026-11-02T03:04:05.000Z',
  downloadPath: `/api/common/downloadFile/${seqType}/${fileModuleId}/${fileNo}`,
  imagePath: null,
});

const HALL: TBmnexhlDetail = {
  bmnexhlId: 1,
  bmnexhlNm: '미래기술관',
  bmnexhlExpln: null,
  flrNm: null,
  plcNm: null,
  imageFileId: null,
  imagePath: null,
  imageAlt: null,
  linkUrl: null,
  bmnexhlAtchFileId: GROUP,
  sortSeq: 1,
  useYn: 'Y',
  smnexhlCnt: 0,
  ...audit,
  files: [atch('bmnexhl', GROUP, 1, '미래기술관 안내.pdf')],
};
const SMALL: TSmnexhlDetail = {
  smnexhlId: 9,
  bmnexhlId: 1,
  bmnexhlNm: '미래기술관',
  smnexhlNo: 4,
  smnexhlNm: '우주',
  smnexhlExpln: null,
  dutyCrs: [],
  actvCn: null,
  imageFileId: null,
  imagePath: null,
  imageAlt: null,
  linkUrl: null,
  smnexhlAtchFileId: GROUP,
  sortSeq: 0,
  useYn: 'Y',
  ...audit,
  files: ['활동지1.pdf', '활동지2.pdf', '활동지3.pdf', '활동지4.pdf'].map((name, i) => atch('smnexhl', GROUP, i + 1, name)),
};

let calls: TFetchCall[];
const pathOf = (c: TFetchCall) => new URL(c.url, window.location.origin).pathname.replace(/^\/icec/, '');
const callsTo = (path: string) => calls.filter((c) => pathOf(c) === path);
const headerOf = (c: TFetchCall | undefined, name: string) => new Headers(c?.init.headers).get(name);
const bodyOf = (c: TFetchCall | undefined) => JSON.parse(String(c?.init.body)) as unknown;
const makeFile = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/octet-stream' });

beforeEach(() => {
  let uploads = 0;
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname.replace(/^\/icec/, '');
    if (path === '/api/common/fileUpload') {
      // the server's answer: the group asked for, or a new one for the first file of a form
      uploads += 1;
      const file = (init.body as FormData).get('file') as File;
      const headers = new Headers(init.headers);
      return json(atch(headers.get('seqtype') as 'bmnexhl', headers.get('filemoduleid') ?? NEW_GROUP, 10 + uploads, file.name, file.size));
    }
    if (path.startsWith('/api/common/removeFile/')) return json({ result: 'SUCCESS' });
    if (path.startsWith('/api/common/downloadFile/'))
      return new Response(new Blob(['%PDF']), { headers: { orgFileNm: encodeURIComponent('미래기술관 안내.pdf') } });
    if (path === '/api/mnexhlMng/bmnexhl' || path === '/api/mnexhlMng/bmnexhl/1') return json(HALL);
    if (path === '/api/mnexhlMng/smnexhl/9') return json(SMALL);
    if (path === '/api/mnexhlMng/smnexhl/list') return json({ list: [], pagination: computePagination(1, 0) });
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => closeAllDialogs());

describe('hall attachments (admin mnexhlMng)', () => {
  it('write: the chosen files go up one after another in one group, and the save carries that group', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/admin/mnexhlMng/bmnexhlWrite' });
    await expect.element(page.getByText('최대 5개 파일 첨부 가능 (파일당 100MB)')).toBeVisible();
    await page.getByLabelText('대주제관명').fill('미래기술관');
    await page.getByLabelText('첨부파일 추가').upload([makeFile('안내.pdf'), makeFile('배치도.png')]);
    const chosen = page.getByRole('list', { name: '첨부파일 목록' });
    await expect.element(chosen).toBeVisible();
    expect(
      chosen
        .getByRole('listitem')
        .elements()
        .map((li) => li.querySelector('.attachment-name')?.textContent),
    ).toEqual(['안내.pdf', '배치도.png']);
    expect(callsTo('/api/common/fileUpload')).toHaveLength(0);

    await page.getByRole('button', { name: '저장' }).click();
    await confirmSave();
    await expect.poll(() => router.state.location.pathname, { timeout: 10_000 }).toBe('/admin/mnexhlMng/bmnexhlView/1');
    const [first, second] = callsTo('/api/common/fileUpload');
    expect(((first?.init.body as FormData).get('file') as File).name).toBe('안내.pdf');
    expect([headerOf(first, 'seqtype'), headerOf(first, 'seqid'), headerOf(first, 'filemoduleid')]).toEqual(['bmnexhl', null, null]);
    expect(((second?.init.body as FormData).get('file') as File).name).toBe('배치도.png');
    expect(headerOf(second, 'filemoduleid')).toBe(NEW_GROUP);
    const save = calls.find((c) => c.init.method === 'POST' && pathOf(c) === '/api/mnexhlMng/bmnexhl');
    expect(calls.indexOf(save!)).toBeGreaterThan(calls.indexOf(second!));
    expect(bodyOf(save)).toMatchObject({ bmnexhlNm: '미래기술관', bmnexhlAtchFileId: NEW_GROUP });
  });

  it('update: lists the files with size, uploader and time; a removal asks first; listed files count against the limit', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/admin/mnexhlMng/smnexhlUpdate/9' });
    const table = page.getByRole('table', { name: '첨부파일 목록' });
    const row = table.getByRole('row').filter({ hasText: '활동지1.pdf' });
    await expect.element(row.getByRole('button', { name: '활동지1.pdf 내려받기' })).toBeVisible();
    const cells = row
      .getByRole('cell')
      .elements()
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['활동지1.pdf', '1.2 KB', 'admin', formatRegisteredAt(SMALL.files[0]!.regDt)]);
    expect(formatRegisteredAt(SMALL.files[0]!.regDt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // four listed and two chosen would pass the five of a hall
    await page.getByLabelText('첨부파일 추가').upload([makeFile('a.pdf'), makeFile('b.pdf')]);
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('첨부 가능한 파일 개수(최대 5개)를 초과했습니다.');
    expect(getDialogs().at(-1)?.title).toBe('파일 첨부 오류');
    getDialogs().at(-1)!.resolve(true);

    await row.getByRole('button', { name: '활동지1.pdf 삭제' }).click();
    await expect.poll(() => getDialogs().at(-1)?.message).toBe("'활동지1.pdf' 파일을 삭제하시겠습니까? 삭제한 파일은 되돌릴 수 없습니다.");
    getDialogs().at(-1)!.resolve(false);
    await expect.poll(() => getDialogs()).toHaveLength(0);
    expect(callsTo('/api/common/removeFile/typeSmnexhlMng')).toHaveLength(0);

    await row.getByRole('button', { name: '활동지1.pdf 삭제' }).click();
    await expect.poll(() => getDialogs().at(-1)?.kind).toBe('confirm');
    getDialogs().at(-1)!.resolve(true);
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('삭제되었습니다.');
    getDialogs().at(-1)!.resolve(true);
    expect(bodyOf(callsTo('/api/common/removeFile/typeSmnexhlMng')[0])).toEqual([{ fileId: 1 }]);
    await expect.element(table.getByText('활동지1.pdf')).not.toBeInTheDocument();

    await page.getByLabelText('첨부파일 추가').upload([makeFile('사진.png')]);
    await page.getByRole('button', { name: '저장' }).click();
    await confirmSave();
    await expect.poll(() => router.state.location.pathname, { timeout: 10_000 }).toBe('/admin/mnexhlMng/smnexhlView/9');
    const [upload] = callsTo('/api/common/fileUpload');
    expect([headerOf(upload, 'seqtype'), headerOf(upload, 'seqid'), headerOf(upload, 'filemoduleid')]).toEqual(['smnexhl', '9', GROUP]);
    expect(bodyOf(calls.find((c) => c.init.method === 'PUT'))).toMatchObject({ smnexhlNm: '우주', smnexhlAtchFileId: GROUP });
  });

  it("view: the hall's files with a download each, and no removal there", async () => {
    await renderWithProviders(null, { routes, path: '/admin/mnexhlMng/bmnexhlView/1' });
    const section = page.getByRole('region', { name: '첨부파일' });
    await section.getByRole('button', { name: '미래기술관 안내.pdf 내려받기' }).click();
    await expect.poll(() => callsTo(HALL.files[0]!.downloadPath)).toHaveLength(1);
    expect(section.getByRole('button', { name: /삭제/ }).elements()).toHaveLength(0);
  });
});
