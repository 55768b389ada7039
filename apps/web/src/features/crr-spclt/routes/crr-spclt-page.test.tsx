import { CRR_SPCLT_MESSAGES, EXPORT_MESSAGES, type TCrrSpcltClasses, type TCrrSpcltSource, type TCrrSpcltStudents } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { CrrSpcltPage } from './crr-spclt-page';

const CLS = { clsId: 5, schlYr: 2026, grd: 2, clsNo: 3 };
const CLASSES: TCrrSpcltClasses = {
  schlYr: 2026,
  maxByte: 30,
  list: [
    { clsId: 5, grd: 2, clsNo: 3, hmrmTchrNm: '박교사', stdntCnt: 2, draftCnt: 1 },
    { clsId: 6, grd: 2, clsNo: 1, hmrmTchrNm: '이담임', stdntCnt: 0, draftCnt: 0 },
  ],
};
const STUDENTS: TCrrSpcltStudents = {
  cls: CLS,
  maxByte: 30,
  list: [
    { userId: 'student1', userNm: '김학생', stdntNo: 7, byteLength: 6, updatedAt: '2026-05-01T01:00:00.000Z' },
    { userId: 'stu2302', userNm: '이학생', stdntNo: 8, byteLength: 0, updatedAt: null },
  ],
};
const source = (over: Partial<TCrrSpcltSource> = {}): TCrrSpcltSource => ({
  cls: CLS,
  student: { userId: 'student1', userNm: '김학생', stdntNo: 7 },
  maxByte: 30,
  cn: '성실함',
  byteLength: 9,
  updatedAt: '2026-05-01T01:00:00.000Z',
  updatedBy: 'teacher1',
  actvs: [
    {
      crrActvId: 31,
      actvSeCd: 'STDNT',
      actvNm: '과학관 견학',
      actvYmd: '2026-05-02',
      actvPrps: '과학 탐구',
      actvCn: '전시를 보았다.',
      actvOpnn: '재미있었다.',
    },
  ],
  insp: [],
  suggestions: ['AI 탐구'],
  noContent: null,
  ...over,
});

let calls: TFetchCall[];
const puts = () => calls.filter((c) => c.init.method === 'PUT');

function stubServer(sourceOf: (userId: string) => TCrrSpcltSource = () => source()) {
  ({ calls } = stubFetch((url, init) => {
    if (url === '/icec/api/crrSpclt/classes') return json(CLASSES);
    if (url === '/icec/api/crrSpclt/classes/5') return json(STUDENTS);
    if (url === '/icec/api/crrSpclt/classes/5/export') {
      return new Response(new Blob(['xlsx']), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    }
    const match = /^\/icec\/api\/crrSpclt\/classes\/5\/students\/(\w+)$/.exec(url);
    if (match && init.method === 'PUT') return json({ byteLength: 12, updatedAt: '2026-05-02T01:00:00.000Z' });
    if (match) return json(sourceOf(match[1]!));
    return json({ message: '없음' }, 404);
  }));
}

beforeEach(() => {
  setLoginUser({ userId: 'teacher1', userNm: '박교사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

const path = '/myPage/crrSpcltCrt';
const routes = [{ path, element: <CrrSpcltPage /> }];

describe('/myPage/crrSpcltCrt', () => {
  it('picks a class and a student, counts bytes the school-record way, inserts a suggestion at the caret and saves', async () => {
    stubServer();
    const { router } = await renderWithProviders(null, { routes, path });
    await page.getByLabelText('2026학년도 학급').selectOptions('5');
    const table = page.getByRole('table', { name: '2학년 3반 학생별 특기사항 작성 현황' });
    await expect.element(table).toBeVisible();
    await expect.element(table.getByText('6 / 30 byte')).toBeVisible();
    await table.getByRole('button', { name: '김학생' }).click();
    expect(router.state.location.search).toBe('?clsId=5&userId=student1');
    // the picked student's remarks take the keyboard focus once they show
    await expect.element(page.getByRole('heading', { name: '7번 김학생' })).toHaveFocus();

    const area = page.getByLabelText('김학생 학생의 진로활동 특기사항');
    await expect.element(area).toHaveValue('성실함');
    await expect.element(page.getByText('9 / 30 byte')).toBeVisible();
    // the caret at the start: the sentence goes before the draft, a space apart
    (area.element() as HTMLTextAreaElement).setSelectionRange(0, 0);
    await page.getByRole('button', { name: '문장 넣기' }).click();
    await expect.element(area).toHaveValue('AI 탐구 성실함');
    // 'AI' 2 + spaces 2 + 탐구 6 + 성실함 9
    await expect.element(page.getByText('19 / 30 byte')).toBeVisible();
    // typing goes on at the caret, after the sentence: a newline counts 2 bytes
    await userEvent.keyboard('{Enter}');
    await expect.element(area).toHaveValue('AI 탐구 \n성실함');
    await expect.element(page.getByText('21 / 30 byte')).toBeVisible();

    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('김학생 학생의 특기사항을 저장했습니다.');
    expect(JSON.parse(puts()[0]!.init.body as string)).toEqual({ cn: 'AI 탐구 \n성실함' });
    expect(puts()[0]!.url).toBe('/icec/api/crrSpclt/classes/5/students/student1');
  });

  it('over the limit the count turns red, says so and the save is refused here with the Korean message', async () => {
    stubServer();
    await renderWithProviders(null, { routes, path: `${path}?clsId=5&userId=student1` });
    const area = page.getByLabelText('김학생 학생의 진로활동 특기사항');
    await area.fill('가나다라마바사아자차카');
    const count = page.getByText('33 / 30 byte (초과)');
    await expect.element(count).toBeVisible();
    expect(count.element().className).toContain('byte-count--over');
    // screen readers hear the settled count once typing pauses, from a polite live region
    const live = document.querySelector('.spclt-editor [aria-live="polite"]')!;
    await expect.poll(() => live.textContent, { timeout: 5000 }).toBe('30바이트 중 33바이트, 제한을 넘었습니다');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect.element(page.getByText(CRR_SPCLT_MESSAGES.overLimit(30, 33))).toBeVisible();
    await expect.element(area).toHaveFocus();
    expect(puts()).toHaveLength(0);
  });

  it("says 'no career specialty content' when the student has nothing to draw from", async () => {
    stubServer(() =>
      source({ student: { userId: 'stu2302', userNm: '이학생', stdntNo: 8 }, cn: '', actvs: [], suggestions: [], noContent: CRR_SPCLT_MESSAGES.noContent }),
    );
    await renderWithProviders(null, { routes, path: `${path}?clsId=5&userId=stu2302` });
    await expect.element(page.getByText(CRR_SPCLT_MESSAGES.noContent)).toBeVisible();
    expect(page.getByRole('button', { name: '문장 넣기' }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('region', { name: '8번 이학생' }).getByText('0 / 30 byte')).toBeVisible();
  });

  it('asks the reason before the Excel export and sends it', async () => {
    stubServer();
    await renderWithProviders(null, { routes, path: `${path}?clsId=5` });
    await page.getByRole('button', { name: '엑셀 내려받기' }).click();
    const dialog = page.getByRole('dialog', { name: '2학년 3반 특기사항 내려받기' });
    await dialog.getByRole('button', { name: '내려받기' }).click();
    await expect.element(dialog.getByText(EXPORT_MESSAGES.reasonRequired)).toBeVisible();
    await expect.element(dialog.getByRole('textbox')).toHaveFocus();
    await dialog.getByRole('textbox').fill('학교생활기록부 입력');
    await dialog.getByRole('button', { name: '내려받기' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    const post = calls.find((c) => c.url === '/icec/api/crrSpclt/classes/5/export')!;
    expect(JSON.parse(post.init.body as string)).toEqual({ reason: '학교생활기록부 입력' });
  });
});
