import type { TContsClsfTree, TContsMngDetail, TContsMngItem, TContsVerDetail, TContsVerListResponse } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { getDialogs } from '../../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../../lib/auth-storage';
import { admContsRoutes } from '../conts-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admContsRoutes)];

const TREE: TContsClsfTree = {
  groups: [
    {
      clsfCd: 'AREA',
      clsfNm: '진로역량 영역',
      children: [
        { clsfCd: 'AREA01', clsfNm: '자기이해와 사회적 역량 개발' },
        { clsfCd: 'AREA02', clsfNm: '일과 직업세계 이해' },
      ],
    },
    { clsfCd: 'THEME', clsfNm: '주제', children: [{ clsfCd: 'THEME01', clsfNm: '미래 직업' }] },
  ],
};

const AUDIT = { registeredBy: 'admin', registeredAt: '2026-11-01T00:00:00.000Z', updatedBy: 'admin', updatedAt: '2026-11-02T00:00:00.000Z' };

const ROW = (over: Partial<TContsMngItem>): TContsMngItem => ({
  contsId: 7,
  contsTtl: '나를 알아가는 활동지',
  contsKndCd: 'WKSHT',
  sttsCd: 'DRAFT',
  pblcDt: null,
  schlLvls: ['MD01'],
  clsfs: [{ clsfCd: 'AREA01', clsfNm: '자기이해와 사회적 역량 개발' }],
  verNo: 2,
  inqCnt: 0,
  ...AUDIT,
  ...over,
});

const ITEM: TContsMngDetail = {
  ...ROW({}),
  contsSmry: '나의 흥미와 강점을 찾아보는 활동지입니다.',
  contsCn: '<p>활동지를 내려받아 적어 보세요.</p>',
  vdoUrl: null,
  vdoTrnscr: null,
  atchFileModuleId: 'grp-1',
  files: [{ fileModuleId: 'grp-1', fileNo: 1, fileNm: '활동지.hwp', fileSz: 2048, downloadPath: '/api/common/downloadFile/contents/grp-1/1' }],
  atchFiles: [
    {
      fileId: 31,
      fileModuleId: 'grp-1',
      fileNo: 1,
      seqType: 'contents',
      orgFileNm: '활동지.hwp',
      fileSz: 2048,
      fileExtn: 'hwp',
      regUserId: 'admin',
      regDt: '2026-11-01T00:00:00.000Z',
      downloadPath: '/api/common/downloadFile/contents/grp-1/1',
      imagePath: null,
    },
  ],
  thmbFileId: null,
  thmbPath: null,
  thmbAlt: null,
};

const VERSIONS: TContsVerListResponse = {
  curVerNo: 2,
  list: [
    { verNo: 2, chgFlds: ['contsTtl', 'clsfCds'], rstrVerNo: null, registeredBy: 'admin', registeredAt: '2026-11-02T00:00:00.000Z' },
    { verNo: 1, chgFlds: [], rstrVerNo: null, registeredBy: 'admin', registeredAt: '2026-11-01T00:00:00.000Z' },
  ],
};

const snapshot = (verNo: number): TContsVerDetail => ({
  ...VERSIONS.list.find((v) => v.verNo === verNo)!,
  snpsht: {
    contsTtl: verNo === 1 ? '나를 알아가는 활동' : ITEM.contsTtl,
    contsKndCd: 'WKSHT',
    contsSmry: ITEM.contsSmry,
    contsCn: ITEM.contsCn,
    vdoUrl: null,
    vdoTrnscr: null,
    atchFileModuleId: 'grp-1',
    atchFileNms: ['활동지.hwp'],
    thmbFileId: null,
    thmbAlt: null,
    schlLvls: ['MD01'],
    clsfCds: verNo === 1 ? ['AREA01'] : ['AREA01', 'THEME01'],
    sttsCd: 'DRAFT',
    pblcDt: null,
  },
  clsfs: [
    { clsfCd: 'AREA01', clsfNm: '자기이해와 사회적 역량 개발' },
    { clsfCd: 'THEME01', clsfNm: '미래 직업' },
  ],
  atchNotRestored: '첨부파일은 복원되지 않습니다.',
});

let calls: () => TFetchCall[];
let item: TContsMngDetail;
const lastDialog = () => getDialogs().at(-1);
const pathOf = (c: TFetchCall) => new URL(c.url, window.location.origin).pathname;
const sent = (method: string, path: string) => calls().filter((c) => c.init.method === method && pathOf(c) === path);
const bodyOf = (call: TFetchCall | undefined) => JSON.parse(String(call?.init.body)) as Record<string, unknown>;
const FUTURE = '2099-12-01 09:00';

beforeEach(() => {
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  item = ITEM;
  const stub = stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, window.location.origin);
    const method = init.method ?? 'GET';
    if (pathname === '/api/contents/clsfTree') return json(TREE);
    if (pathname === '/api/contents' && method === 'GET') {
      const rows = [ROW({}), ROW({ contsId: 8, contsTtl: '미래 직업 영상', contsKndCd: 'VIDEO', sttsCd: 'PBLC', pblcDt: '2099-12-01T00:00:00.000Z' })].filter(
        (r) => !searchParams.get('sttsCd') || r.sttsCd === searchParams.get('sttsCd'),
      );
      return json({ list: rows, pagination: { currentPage: 1, maxResults: 10, maxLinks: 10, countItem: rows.length, countPage: 1 } });
    }
    if (pathname === '/api/contents' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as { clsfCds: string[]; contsTtl: string };
      // another administrator's save got there first: the server refuses by the code's place
      if (body.contsTtl === '먼저 저장된 분류')
        return json({ code: 'VALIDATION', message: '이미 추가된 분류입니다.', data: { fieldErrors: { 'clsfCds.1': '이미 추가된 분류입니다.' } } }, 400);
      return json({ result: 'SUCCESS', contsId: 9, verNo: 1 });
    }
    if (pathname === '/api/contents/7' && method === 'GET') return json(item);
    if (pathname === '/api/contents/7' && method === 'DELETE') return json({ result: 'SUCCESS' });
    if (pathname === '/api/common/removeFile/typeContents') return json({ result: 'SUCCESS' });
    if (pathname === '/api/contents/7/stts') return json({ result: 'SUCCESS', contsId: 7, verNo: 2 });
    if (pathname === '/api/contents/7/versions') return json(VERSIONS);
    if (pathname === '/api/contents/7/versions/1/restore') {
      item = { ...ITEM, contsTtl: '나를 알아가는 활동', verNo: 3 };
      return json({ result: 'SUCCESS', contsId: 7, verNo: 3 });
    }
    const ver = /^\/api\/contents\/7\/versions\/(\d)$/.exec(pathname);
    if (ver) return json(snapshot(Number(ver[1])));
    return json({ code: 'NOT_FOUND', message: '콘텐츠를 찾을 수 없습니다.' }, 404);
  });
  calls = () => stub.calls;
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('the admin contents pages', () => {
  it('lists contents with their state (a future publish time reads 예약 게시), searches by state and links each to its form', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contents' });
    await expect.element(page.getByRole('heading', { level: 1, name: '콘텐츠 관리' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '나를 알아가는 활동지 수정' })).toHaveAttribute('href', '/admin/contents/view/7');
    await expect.element(page.getByRole('row', { name: /미래 직업 영상/ }).getByText('예약 게시')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /나를 알아가는 활동지/ }).getByText('작성 중')).toBeVisible();

    await page.getByRole('combobox', { name: '상태' }).click();
    await page.getByTitle('게시', { exact: true }).click();
    await page.getByRole('button', { name: '검색' }).click();
    await expect
      .poll(() => calls().some((c) => pathOf(c) === '/api/contents' && new URL(c.url, location.origin).searchParams.get('sttsCd') === 'PBLC'))
      .toBe(true);
    await expect.element(page.getByRole('link', { name: '나를 알아가는 활동지 수정' })).not.toBeInTheDocument();
  });

  it('writes a content: the same classification twice is refused at once, the save asks first and sends the classifications', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/admin/contents/write' });
    await expect.element(page.getByRole('heading', { level: 1, name: '콘텐츠 등록' })).toBeVisible();
    await userEvent.fill(page.getByLabelText('제목'), '진로 탐색 활동지');
    await userEvent.fill(page.getByLabelText('요약'), '진로 탐색 수업에 쓰는 활동지입니다.');
    await page.getByRole('textbox', { name: '본문' }).click();
    await userEvent.keyboard('수업 자료입니다.');
    await page.getByRole('checkbox', { name: '중학교' }).click();

    const addClsf = async (group: string, leaf: string) => {
      await page.getByRole('combobox', { name: '분류 영역' }).click();
      await page.getByTitle(group, { exact: true }).click();
      await page.getByRole('combobox', { name: '분류 항목' }).click();
      await page.getByTitle(leaf, { exact: true }).click();
      await page.getByRole('button', { name: '추가', exact: true }).click();
    };
    await addClsf('진로역량 영역', '일과 직업세계 이해');
    await addClsf('주제', '미래 직업');
    const chosen = page.getByRole('list', { name: '추가한 분류' });
    await expect.element(chosen.getByText('진로역량 영역 > 일과 직업세계 이해')).toBeVisible();
    await expect.element(chosen.getByText('주제 > 미래 직업')).toBeVisible();

    await page.getByRole('button', { name: '추가', exact: true }).click();
    await expect.element(page.getByRole('alert').getByText('이미 추가된 분류입니다.')).toBeVisible();
    expect(chosen.getByRole('listitem').elements()).toHaveLength(2);

    await page.getByRole('button', { name: '저장' }).click();
    await confirmSave();
    await expect.poll(() => lastDialog()?.message).toBe('저장되었습니다.');
    expect(bodyOf(sent('POST', '/api/contents')[0])).toMatchObject({
      contsTtl: '진로 탐색 활동지',
      contsKndCd: 'DOC',
      schlLvls: ['MD01'],
      clsfCds: ['AREA02', 'THEME01'],
      vdoUrl: null,
      atchFileModuleId: null,
    });
    // the alert answered, the new content's page opens (no dialog is left for the next test)
    lastDialog()!.resolve(true);
    await expect.poll(() => router.state.location.pathname).toMatch(/^\/admin\/contents\/view\/\d+$/);
  });

  it('adds a classification by keyboard only', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contents/write' });
    const group = page.getByRole('combobox', { name: '분류 영역' });
    await expect.element(group).toBeVisible();
    (group.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect.element(page.getByRole('combobox', { name: '분류 항목' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: '추가', exact: true })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('list', { name: '추가한 분류' }).getByText('진로역량 영역 > 일과 직업세계 이해')).toBeVisible();
  });

  it("shows the server's refusal of a classification under the picker", async () => {
    await renderWithProviders(null, { routes, path: '/admin/contents/write' });
    await userEvent.fill(page.getByLabelText('제목'), '먼저 저장된 분류');
    await userEvent.fill(page.getByLabelText('요약'), '요약입니다.');
    await page.getByRole('textbox', { name: '본문' }).click();
    await userEvent.keyboard('본문입니다.');
    await page.getByRole('checkbox', { name: '고등학교' }).click();
    await page.getByRole('combobox', { name: '분류 영역' }).click();
    await page.getByTitle('주제', { exact: true }).click();
    await page.getByRole('combobox', { name: '분류 항목' }).click();
    await page.getByTitle('미래 직업', { exact: true }).click();
    await page.getByRole('button', { name: '추가', exact: true }).click();
    await page.getByRole('button', { name: '저장' }).click();
    await confirmSave();
    await expect.poll(() => lastDialog()?.message).toBe('이미 추가된 분류입니다.');
    lastDialog()!.resolve(true);
    await expect.element(page.getByText('이미 추가된 분류입니다.', { exact: true })).toBeVisible();
  });

  it('shows the admin not-found page for a content that does not exist', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contents/view/404' });
    await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
  });

  it('removes an attachment after the question, then deletes the draft and goes back to the list', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contents/view/7' });
    await page.getByRole('button', { name: '활동지.hwp 삭제' }).click();
    await expect.poll(() => lastDialog()?.message).toBe('활동지.hwp\n첨부파일을 삭제하시겠습니까?');
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('삭제되었습니다.');
    lastDialog()!.resolve(true);
    expect(bodyOf(sent('POST', '/api/common/removeFile/typeContents')[0])).toEqual([{ fileId: 31 }]);
    await expect.element(page.getByRole('button', { name: '활동지.hwp 내려받기' })).not.toBeInTheDocument();

    await page.getByRole('button', { name: '삭제', exact: true }).click();
    await expect.poll(() => lastDialog()?.message).toBe('나를 알아가는 활동지\n콘텐츠를 삭제하시겠습니까?');
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('삭제되었습니다.');
    lastDialog()!.resolve(true);
    expect(sent('DELETE', '/api/contents/7')).toHaveLength(1);
    await expect.element(page.getByRole('heading', { level: 1, name: '콘텐츠 관리' })).toBeVisible();
  });

  it('refuses a state change while the form has changes not saved yet, and changes nothing', async () => {
    await renderWithProviders(null, { routes, path: '/admin/contents/view/7' });
    await expect.element(page.getByLabelText('제목')).toHaveValue('나를 알아가는 활동지');
    await userEvent.fill(page.getByLabelText('제목'), '나를 알아가는 활동지 (고침)');
    await page.getByRole('radio', { name: '검토 중' }).click();
    await page.getByRole('button', { name: '상태 변경' }).click();
    await expect.poll(() => lastDialog()?.message).toBe('저장하지 않은 변경 내용이 있습니다. 먼저 저장해 주세요.');
    lastDialog()!.resolve(true);
    expect(sent('PUT', '/api/contents/7/stts')).toHaveLength(0);
    await expect.element(page.getByLabelText('제목')).toHaveValue('나를 알아가는 활동지 (고침)');

    // the same title again: nothing left unsaved, the change goes ahead
    await userEvent.fill(page.getByLabelText('제목'), '나를 알아가는 활동지');
    await page.getByRole('button', { name: '상태 변경' }).click();
    await expect.poll(() => lastDialog()?.message).toBe("'검토 중' 상태로 바꾸시겠습니까?");
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('상태를 바꾸었습니다.');
    lastDialog()!.resolve(true);
    expect(sent('PUT', '/api/contents/7/stts')).toHaveLength(1);
  });

  it('schedules a publish time, offers 삭제 only for a draft, compares two versions and restores the earlier one', async () => {
    item = { ...ITEM, sttsCd: 'REVIEW' };
    await renderWithProviders(null, { routes, path: '/admin/contents/view/7' });
    await expect.element(page.getByRole('heading', { level: 1, name: '콘텐츠 수정: 나를 알아가는 활동지' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '활동지.hwp 내려받기' })).toBeVisible();
    expect(page.getByRole('button', { name: '삭제', exact: true }).elements()).toHaveLength(0);

    await page.getByRole('radio', { name: '게시' }).click();
    await page.getByRole('textbox', { name: '게시 일시' }).fill(FUTURE);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: '예약 게시' })).toBeVisible();
    await page.getByRole('button', { name: '예약 게시' }).click();
    await expect.poll(() => lastDialog()?.message).toBe(`${FUTURE}에 게시되도록 예약하시겠습니까?`);
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('상태를 바꾸었습니다.');
    expect(bodyOf(sent('PUT', '/api/contents/7/stts')[0])).toEqual({ sttsCd: 'PBLC', pblcDt: '2099-12-01T09:00:00+09:00' });
    lastDialog()!.resolve(true);

    const versions = page.getByRole('region', { name: '버전 기록' });
    await expect.element(versions.getByText('제목, 분류')).toBeVisible();
    await versions.getByRole('checkbox', { name: '1번 버전 비교에 고르기' }).click();
    await versions.getByRole('checkbox', { name: '2번 버전 비교에 고르기' }).click();
    await versions.getByRole('button', { name: '선택한 두 버전 비교' }).click();
    const compare = page.getByRole('region', { name: '1번과 2번 버전 비교' });
    await expect.element(compare.getByRole('row', { name: /제목 나를 알아가는 활동 나를 알아가는 활동지 바뀜/ })).toBeVisible();
    await expect.element(compare.getByRole('row', { name: /요약 .* 같음/ })).toBeVisible();

    await versions.getByRole('button', { name: '이 버전으로 복원 (1번 버전)' }).click();
    await expect.poll(() => lastDialog()?.message).toMatch(/^1번 버전으로 복원하시겠습니까\?/);
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('1번 버전으로 복원했습니다.');
    expect(sent('POST', '/api/contents/7/versions/1/restore')).toHaveLength(1);
    await expect.element(page.getByLabelText('제목')).toHaveValue('나를 알아가는 활동');
  });
});
