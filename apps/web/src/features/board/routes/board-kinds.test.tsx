import type { TBoardInfo, TPostDetail } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TRecordedCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { clearLoginUser } from '../../../lib/auth-storage';
import { boardInfo, detail, listPage, NOT_FOUND, searchOf, summary, testRoutes } from './board-test-fixtures';

let calls: TRecordedCall[];

/** One board answering its info, its pages of `total` posts (10 a page) and each post's detail. */
function stubBoard(board: TBoardInfo, total: number, post = (postId: number) => summary(postId, { boardId: board.boardId }), more: Partial<TPostDetail> = {}) {
  ({ calls } = stubFetch((url) => {
    const base = `/icec/api/board/${board.boardId}`;
    if (url === base) return json(board);
    if (url.startsWith(`${base}/post?`)) {
      const currentPage = Number(searchOf(url).currentPage);
      const ids = Array.from({ length: Math.max(0, Math.min(10, total - (currentPage - 1) * 10)) }, (_, i) => total - (currentPage - 1) * 10 - i);
      return json(listPage(ids.map(post), total, currentPage));
    }
    const match = new RegExp(`^${base}/post/(\\d+)$`).exec(url);
    if (match) return json(detail(Number(match[1]), { boardId: board.boardId, postCn: `<p>답변 ${match[1]}</p>`, ...more }));
    if (url.endsWith('/inqCnt')) return json({ inqCnt: 1 });
    return NOT_FOUND();
  }));
}

const open = (path: string) => renderWithProviders(null, { routes: testRoutes, path });
const pageCalls = () => calls.filter((c) => c.url.includes('/post?')).map((c) => Number(searchOf(c.url).currentPage));

beforeEach(() => {
  sessionStorage.clear();
  clearLoginUser();
});

afterEach(async () => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  window.scrollTo(0, 0);
  await page.viewport(414, 896);
});

describe('board kinds', () => {
  it('a gallery shows thumbnail cards and loads the next page at the bottom after 1 s (spec §4)', async () => {
    await page.viewport(360, 640);
    const gallery = boardInfo({ boardId: 'gallery', boardNm: '갤러리', boardTypeCd: 'GALLERY', likeYn: 'Y' });
    stubBoard(gallery, 25, (postId) =>
      summary(postId, { boardId: 'gallery', postTtl: `사진 ${postId}`, thumbPath: `/api/common/displayImage?imagePath=board%2Fg%2F${postId}` }),
    );
    await open('/eduIntdcn/board/gallery');
    await expect.element(page.getByText('전체 25건')).toBeVisible();
    await expect.poll(() => page.getByRole('article').elements().length).toBe(10);
    const img = document.querySelector('.board-gallery__thumb img');
    expect(img?.getAttribute('src')).toBe('/api/common/displayImage?imagePath=board%2Fg%2F25');
    expect(img?.getAttribute('alt')).toBe('');
    await expect.element(page.getByRole('heading', { level: 2, name: '사진 25' })).toBeVisible();
    expect(pageCalls()).toEqual([1]);

    const reachedBottom = performance.now();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect.element(page.getByText('목록을 불러오는 중입니다.')).toBeVisible();
    // a busy machine only makes the wait longer: wait for the call, then check when it was made
    await expect.poll(() => pageCalls(), { timeout: 15_000 }).toEqual([1, 2]);
    const secondPage = calls.find((c) => c.url.includes('/post?') && searchOf(c.url).currentPage === '2');
    expect(secondPage!.at - reachedBottom).toBeGreaterThanOrEqual(950);
    await expect.poll(() => page.getByRole('article').elements().length, { timeout: 10_000 }).toBe(20);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });

  it('a FAQ board is an accordion: the question opens its answer, read when first opened', async () => {
    const faq = boardInfo({ boardId: 'faq', boardNm: '자주 묻는 질문', boardTypeCd: 'FAQ', ctgrys: ['회원'] });
    stubBoard(faq, 2, (postId) => summary(postId, { boardId: 'faq', postTtl: `질문 ${postId}`, ctgryNm: '회원' }));
    await open('/eduIntdcn/board/faq');
    const question = page.getByRole('button', { name: '[회원] 질문 2' });
    await expect.element(question).toHaveAttribute('aria-expanded', 'false');
    expect(calls.some((c) => c.url === '/icec/api/board/faq/post/2')).toBe(false);
    await question.click();
    await expect.element(question).toHaveAttribute('aria-expanded', 'true');
    const answer = page.getByRole('region', { name: '[회원] 질문 2' });
    await expect.poll(() => answer.query()?.querySelector('.board-faq__body')?.textContent).toBe('답변 2');
    await question.click();
    await expect.element(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer.query()).toBeNull();
  });

  it('a Q&A list shows which questions are answered; rows stack on a 360 px phone', async () => {
    await page.viewport(360, 640);
    const qna = boardInfo({ boardId: 'qna', boardNm: '묻고 답하기', boardTypeCd: 'QNA', secretYn: 'Y' });
    stubBoard(qna, 2, (postId) => summary(postId, { boardId: 'qna', ansYn: postId === 2 ? 'Y' : 'N', postTtl: `프로그램 학년 제한 문의 ${postId}` }));
    await open('/eduIntdcn/board/qna');
    await expect.element(page.getByRole('columnheader', { name: '답변 상태' })).toBeInTheDocument();
    const rows = page.getByRole('table').getByRole('row').elements().slice(1);
    expect(rows.map((row) => row.querySelector('.board-table__ans')?.textContent)).toEqual(['답변 완료', '답변 대기']);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const title = rows[0]?.querySelector('.list-table__main') as HTMLElement;
    const wrtr = rows[0]?.querySelector('.board-table__wrtr') as HTMLElement;
    // stacked: the title on its own line above the details
    expect(title.getBoundingClientRect().bottom).toBeLessThanOrEqual(wrtr.getBoundingClientRect().top + 1);
  });

  it('a Q&A post shows its answer; an answered question is no longer the writer’s to change', async () => {
    const qna = boardInfo({ boardId: 'qna', boardNm: '묻고 답하기', boardTypeCd: 'QNA' });
    stubBoard(qna, 1, undefined, {
      postTtl: '학년 제한이 있나요?',
      ansYn: 'Y',
      mineYn: 'Y',
      ansCn: '<p>중학생부터 참여할 수 있습니다.</p>',
      ansDt: '2026-03-05T01:00:00.000Z',
    });
    await open('/eduIntdcn/board/qna/1');
    const answer = page.getByRole('region', { name: /^답변/ });
    await expect.element(answer).toHaveTextContent('답변2026-03-05중학생부터 참여할 수 있습니다.');
    await expect.element(page.getByRole('definition').filter({ hasText: '답변 완료' })).toBeVisible();
    expect(page.getByRole('link', { name: '수정' }).query()).toBeNull();
    expect(page.getByRole('button', { name: '삭제' }).query()).toBeNull();
  });
});
