import { computePagination, REVW_MESSAGES, type TRevwItem, type TRevwListResponse } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../app/testing/render-with-providers';
import { getDialogs } from '../modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../lib/auth-storage';
import { RevwSection } from './revw-section';

const ITEM: TRevwItem = {
  revwId: 1,
  writerNm: '김*생',
  rtng: 4,
  revwCn: '진로 탐색 활동지가 수업에 큰 도움이 되었습니다.',
  ansCn: '소중한 후기 감사합니다.',
  ansAt: '2030-03-02T01:00:00.000Z',
  registeredAt: '2030-03-01T01:00:00.000Z',
  mine: 'N',
};
const items = (count: number) => Array.from({ length: count }, (_, i) => ({ ...ITEM, revwId: i + 1, ansCn: i === 0 ? ITEM.ansCn : null }));
const answer = (over: Partial<TRevwListResponse> = {}, countItem = 1, currentPage = 1): TRevwListResponse => ({
  list: items(Math.min(countItem, 10)),
  pagination: computePagination(countItem, currentPage),
  avgRtng: 4.2,
  revwCnt: countItem,
  myRevw: null,
  canWrite: 'N',
  cantWriteRsn: 'LOGIN',
  cantWriteMsg: REVW_MESSAGES.cantWrite.LOGIN,
  ...over,
});
const STUDENT = { userId: 'student1', userNm: '한진로', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' } as const;
const routes = [
  { path: '/crrFusion/prgrm/:prgrmId', element: <RevwSection trgtSeCd="PRGRM" trgtId={3} /> },
  { path: '/login', element: <p>로그인 화면</p> },
];
const lastDialog = () => getDialogs().at(-1);
const bodyOf = (call: TFetchCall | undefined) => JSON.parse(String(call?.init.body)) as unknown;

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('RevwSection', () => {
  it('shows a guest the average in words, the list with the answer and masked writers, paging, and the login link back here', async () => {
    const { calls } = stubFetch((url) =>
      url.startsWith('/icec/api/revw/PRGRM/3') ? json(answer({}, 12, Number(new URL(url, location.origin).searchParams.get('currentPage')))) : json({}, 404),
    );
    const { router } = await renderWithProviders(null, { routes, path: '/crrFusion/prgrm/3' });
    await expect.element(page.getByRole('heading', { level: 2, name: '후기' })).toBeVisible();
    await expect.element(page.getByText('별점 평균 4.2 / 5')).toBeVisible();
    await expect.element(page.getByText('후기 12건')).toBeVisible();
    const list = page.getByRole('list', { name: '후기 목록' });
    await expect.element(list.getByRole('listitem').first()).toBeVisible();
    expect(list.getByRole('listitem').all()).toHaveLength(10);
    // the stars are one image named in words; the number is shown beside them
    await expect.element(list.getByRole('img', { name: '별점 5점 중 4점' }).first()).toBeVisible();
    await expect.element(list.getByText('4점', { exact: true }).first()).toBeVisible();
    await expect.element(list.getByText('김*생').first()).toBeVisible();
    await expect.element(list.getByText('관리자 답변')).toBeVisible();
    await expect.element(list.getByText('소중한 후기 감사합니다.')).toBeVisible();
    await expect.element(list.getByText('2030-03-01').first()).toBeVisible();
    // no form for a guest
    expect(page.getByRole('radiogroup').elements()).toHaveLength(0);
    expect(page.getByRole('group', { name: /별점/ }).elements()).toHaveLength(0);

    await page.getByRole('button', { name: '2 페이지' }).click();
    await expect.poll(() => calls.at(-1)?.url).toBe('/icec/api/revw/PRGRM/3?currentPage=2');

    await expect.element(page.getByText(/로그인 후 후기를 작성할 수 있습니다\./)).toBeVisible();
    await page.getByRole('link', { name: '로그인', exact: true }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe('/crrFusion/prgrm/3');
  });

  it('lets a student rate with the keyboard and write; the rules and the server’s refusal are shown, then the points', async () => {
    setLoginUser(STUDENT);
    let saved = false;
    const { calls } = stubFetch((url, init) => {
      if (url === '/icec/api/revw/PRGRM/3' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { revwCn: string };
        if (body.revwCn.includes('바보')) return json({ code: 'PRHBWD', message: '사용할 수 없는 단어(바보)가 들어 있습니다.' }, 400);
        saved = true;
        return json({ result: 'SUCCESS', revwId: 9, pointEarned: 10, message: REVW_MESSAGES.createdWithPoint(10) });
      }
      if (url.startsWith('/icec/api/revw/PRGRM/3')) {
        if (!saved) return json(answer({ canWrite: 'Y', cantWriteRsn: null, cantWriteMsg: null }, 0));
        const mine = { ...ITEM, revwId: 9, writerNm: '한진로', rtng: 5, mine: 'Y' as const, ansCn: null, hideYn: 'N' as const, hideRsn: null };
        return json(answer({ list: [mine], myRevw: mine, canWrite: 'N', cantWriteRsn: 'WRITTEN', cantWriteMsg: REVW_MESSAGES.cantWrite.WRITTEN }, 1));
      }
      return json({}, 404);
    });
    await renderWithProviders(null, { routes, path: '/crrFusion/prgrm/3' });
    await expect.element(page.getByText('아직 등록된 후기가 없습니다.')).toBeVisible();
    const form = page.getByRole('form', { name: '후기 쓰기' });
    await form.getByRole('button', { name: '등록' }).click();
    await expect.element(form.getByText(REVW_MESSAGES.rtngRange)).toBeVisible();
    const text = form.getByRole('textbox', { name: /후기 내용/ });
    await expect.element(text).toHaveAttribute('aria-invalid', 'true');
    await text.fill('좋아요');
    await expect.element(form.getByText(REVW_MESSAGES.revwCnLength)).toBeVisible();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);

    // the rating is a radio group 1점..5점: the arrows move through it
    await form.getByRole('radio', { name: '3점' }).click();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.element(form.getByRole('radio', { name: '5점' })).toBeChecked();
    await text.fill('바보 같은 말은 없고 정말 좋았어요');
    await expect.element(form.getByText('19/1000자 (최소 10자)')).toBeVisible();
    await form.getByRole('button', { name: '등록' }).click();
    await expect.poll(() => lastDialog()?.message).toBe('사용할 수 없는 단어(바보)가 들어 있습니다.');
    closeAllDialogs();
    // refused: what was written stays for another try
    await expect.element(text).toHaveValue('바보 같은 말은 없고 정말 좋았어요');

    await text.fill('드론을 직접 날려 보아서 정말 좋았어요');
    await form.getByRole('button', { name: '등록' }).click();
    await expect.poll(() => lastDialog()?.message).toBe('후기를 등록했습니다. 포인트 10점이 적립되었습니다.');
    closeAllDialogs();
    expect(bodyOf(calls.filter((c) => c.init.method === 'POST').at(-1))).toEqual({ rtng: 5, revwCn: '드론을 직접 날려 보아서 정말 좋았어요' });
    await expect.element(page.getByRole('status')).toHaveTextContent('후기 포인트 10점이 적립되었습니다.');
    // written: my review with its buttons, no second form
    await expect.element(page.getByRole('button', { name: '내 후기 수정' })).toBeVisible();
    expect(page.getByRole('form', { name: '후기 쓰기' }).elements()).toHaveLength(0);
  });

  it('lets the writer change and delete their review (after a confirmation), and says why it is hidden', async () => {
    setLoginUser(STUDENT);
    const mine = { ...ITEM, revwId: 9, writerNm: '한진로', rtng: 2, mine: 'Y' as const, ansCn: null, hideYn: 'Y' as const, hideRsn: '전화번호가 들어 있음' };
    const { calls } = stubFetch((url, init) => {
      if (url === '/icec/api/revw/9' && init.method === 'PUT') return json({ result: 'SUCCESS', message: REVW_MESSAGES.updated });
      if (url === '/icec/api/revw/9' && init.method === 'DELETE') return json({ result: 'SUCCESS', message: REVW_MESSAGES.deleted });
      if (url.startsWith('/icec/api/revw/PRGRM/3'))
        return json(answer({ list: [], myRevw: mine, canWrite: 'N', cantWriteRsn: 'WRITTEN', cantWriteMsg: REVW_MESSAGES.cantWrite.WRITTEN }, 0));
      return json({}, 404);
    });
    await renderWithProviders(null, { routes, path: '/crrFusion/prgrm/3' });
    await expect.element(page.getByText('관리자가 숨긴 후기입니다. 다른 분에게는 보이지 않습니다. (숨긴 사유: 전화번호가 들어 있음)')).toBeVisible();
    // a written review is not asked for again, and no reason line repeats it
    expect(page.getByText(REVW_MESSAGES.cantWrite.WRITTEN).elements()).toHaveLength(0);

    await page.getByRole('button', { name: '내 후기 수정' }).click();
    const form = page.getByRole('form', { name: '내 후기 수정' });
    await expect.element(form.getByRole('radio', { name: '2점' })).toBeChecked();
    await form.getByRole('radio', { name: '4점' }).click();
    await form.getByRole('button', { name: '수정' }).click();
    await expect.poll(() => lastDialog()?.message).toBe(REVW_MESSAGES.updated);
    closeAllDialogs();
    expect(bodyOf(calls.find((c) => c.init.method === 'PUT'))).toEqual({ rtng: 4, revwCn: ITEM.revwCn });
    await expect.element(page.getByRole('button', { name: '내 후기 수정' })).toHaveFocus();

    await page.getByRole('button', { name: '내 후기 삭제' }).click();
    await expect.poll(() => lastDialog()?.message).toBe('삭제하시겠습니까?');
    lastDialog()!.resolve(false);
    expect(calls.filter((c) => c.init.method === 'DELETE')).toHaveLength(0);
    await page.getByRole('button', { name: '내 후기 삭제' }).click();
    await expect.poll(() => lastDialog()?.message).toBe('삭제하시겠습니까?');
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe(REVW_MESSAGES.deleted);
    expect(calls.filter((c) => c.init.method === 'DELETE')).toHaveLength(1);
  });

  it('says the server’s reason to a member who may not write (a program they did not attend)', async () => {
    setLoginUser(STUDENT);
    stubFetch((url) =>
      url.startsWith('/icec/api/revw/PRGRM/3')
        ? json(answer({ canWrite: 'N', cantWriteRsn: 'NOT_ATTENDED', cantWriteMsg: REVW_MESSAGES.cantWrite.NOT_ATTENDED }, 1))
        : json({}, 404),
    );
    await renderWithProviders(null, { routes, path: '/crrFusion/prgrm/3' });
    await expect.element(page.getByText(REVW_MESSAGES.cantWrite.NOT_ATTENDED)).toBeVisible();
    expect(page.getByRole('form', { name: '후기 쓰기' }).elements()).toHaveLength(0);
    expect(page.getByText(/로그인 후 후기를 작성할 수 있습니다\./).elements()).toHaveLength(0);
  });
});
