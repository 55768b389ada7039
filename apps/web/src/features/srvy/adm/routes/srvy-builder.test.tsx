import { SRVY_MESSAGES, type TSrvyItem } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { clearLoginUser, setLoginUser } from '../../../../lib/auth-storage';
import { admSrvyRoutes } from '../srvy-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admSrvyRoutes)];
let calls: TFetchCall[];
let stored: TSrvyItem | null;
let refuseDef: boolean;

const answered = (): TSrvyItem => ({
  srvyId: 7,
  srvyTtl: '진로 체험 만족도',
  srvyExpln: null,
  bgngDt: '2026-03-02 09:00',
  endDt: '2026-12-31 18:00',
  trgtSeCd: 'ALL',
  trgtMbrTypes: [],
  trgtSchlTypes: [],
  anonYn: 'Y',
  rptYn: 'N',
  pointTypeCd: null,
  sttsCd: 'OPEN',
  phase: 'OPEN',
  verNo: 1,
  orgnSrvyId: null,
  tmpltYn: 'N',
  rspnsCnt: 3,
  qstnCnt: 1,
  def: {
    pages: [
      {
        pageId: 'p1',
        qstns: [
          {
            qstnId: 'q1',
            qstnType: 'SINGLE',
            qstnTtl: '만족하셨나요?',
            requiredYn: 'Y',
            options: [
              { optId: 'o1', optNm: '예' },
              { optId: 'o2', optNm: '아니오' },
            ],
          },
        ],
      },
    ],
  },
  registeredBy: 'admin',
  registeredAt: '2026-03-01T00:00:00.000Z',
  updatedBy: 'admin',
  updatedAt: '2026-03-01T00:00:00.000Z',
});

/** a second version not yet published: no responses, its points those of the first version */
const draftVersion = (): TSrvyItem => ({
  ...answered(),
  srvyId: 8,
  sttsCd: 'DRAFT',
  phase: 'DRAFT',
  verNo: 2,
  orgnSrvyId: 7,
  rspnsCnt: 0,
  pointTypeCd: 'ASRV',
});

beforeEach(() => {
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  stored = null;
  refuseDef = false;
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (path === '/api/srvy' && init.method === 'POST') {
      stored = { ...answered(), ...(body as Partial<TSrvyItem>), srvyId: 9, sttsCd: 'DRAFT', rspnsCnt: 0, def: { pages: [] } };
      return json(stored);
    }
    if (path === '/api/srvy/9/def' && refuseDef) {
      refuseDef = false;
      return json({ code: 'VALIDATION', message: '입력값을 확인해 주세요.', data: { fieldErrors: { def: '문항 제목이 너무 깁니다.' } } }, 400);
    }
    if (path === '/api/srvy/9' && init.method === 'PUT' && stored) {
      stored = { ...stored, ...(body as Partial<TSrvyItem>) };
      return json(stored);
    }
    if (path === '/api/srvy/9/def' && stored) {
      stored = { ...stored, def: body.def as TSrvyItem['def'] };
      return json(stored);
    }
    if (path === '/api/srvy/9' && stored) return json(stored);
    if (path === '/api/srvy/7' && init.method === 'PUT') return json(answered());
    if (path === '/api/srvy/7/texts') return json({ ...answered(), def: body.def });
    if (path === '/api/srvy/7') return json(answered());
    if (path === '/api/srvy/8' && init.method === 'PUT') return json({ ...draftVersion(), ...body });
    if (path === '/api/srvy/8/def') return json(draftVersion());
    if (path === '/api/srvy/8') return json(draftVersion());
    if (path === '/api/srvy/6') return json({ code: 'INTERNAL', message: '서버를 점검하고 있습니다.' }, 500);
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('the survey builder', () => {
  it('stops on the editor own problems, then creates the survey and saves its questions', async () => {
    await renderWithProviders(null, { routes, path: '/admin/srvy/write' });
    await expect.element(page.getByRole('heading', { level: 1, name: '설문 등록' })).toBeVisible();
    await userEvent.fill(page.getByLabelText('설문 제목'), '사전 설문');
    await userEvent.click(page.getByRole('group', { name: '1쪽에 문항 추가' }).getByRole('button', { name: '단일 선택', exact: true }));
    await userEvent.click(page.getByRole('button', { name: '저장', exact: true }));
    await expect.element(page.getByRole('region', { name: '문항 구성에서 확인할 내용' })).toHaveFocus();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);

    const card = page.getByRole('group', { name: /^1번 문항/ });
    await userEvent.fill(card.getByLabelText('문항 제목'), '기대하는 점이 있나요?');
    await userEvent.fill(card.getByLabelText('보기 1', { exact: true }), '있다');
    await userEvent.fill(card.getByLabelText('보기 2', { exact: true }), '없다');
    await userEvent.click(page.getByRole('button', { name: '저장', exact: true }));
    await confirmSave();
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: '확인' }));
    await expect.element(page.getByRole('heading', { level: 1, name: '설문 수정: 사전 설문' })).toBeVisible();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toMatchObject({ srvyTtl: '사전 설문', trgtSeCd: 'ALL', pointTypeCd: null, tmpltYn: 'N' });
    const def = calls.find((c) => c.url.endsWith('/api/srvy/9/def'))!;
    expect(JSON.parse(String(def.init.body))).toEqual({
      def: {
        pages: [
          {
            pageId: 'p1',
            qstns: [
              {
                qstnId: 'q1',
                qstnType: 'SINGLE',
                qstnTtl: '기대하는 점이 있나요?',
                requiredYn: 'Y',
                options: [
                  { optId: 'o1', optNm: '있다' },
                  { optId: 'o2', optNm: '없다' },
                ],
              },
            ],
          },
        ],
      },
    });
  });

  it('a meta error takes the focus; refused questions keep the new survey on the builder, and the next save updates it', async () => {
    refuseDef = true;
    await renderWithProviders(null, { routes, path: '/admin/srvy/write' });
    await expect.element(page.getByRole('heading', { level: 1, name: '설문 등록' })).toBeVisible();
    const card = () => page.getByRole('group', { name: /^1번 문항/ });
    await userEvent.click(page.getByRole('group', { name: '1쪽에 문항 추가' }).getByRole('button', { name: '단일 선택', exact: true }));
    await userEvent.fill(card().getByLabelText('문항 제목'), '기대하는 점이 있나요?');
    await userEvent.fill(card().getByLabelText('보기 1', { exact: true }), '있다');
    await userEvent.fill(card().getByLabelText('보기 2', { exact: true }), '없다');
    await userEvent.click(page.getByRole('button', { name: '저장', exact: true }));
    await expect.element(page.getByLabelText('설문 제목')).toHaveFocus();

    await userEvent.fill(page.getByLabelText('설문 제목'), '사전 설문');
    await userEvent.click(page.getByRole('button', { name: '저장', exact: true }));
    await confirmSave();
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: '확인' }));
    const problems = page.getByRole('region', { name: '문항 구성에서 확인할 내용' });
    await expect.element(problems.getByText(/설문 정보는 저장했지만 문항은 저장하지 못했습니다/)).toBeVisible();
    await expect.element(problems.getByText('문항 제목이 너무 깁니다.')).toBeVisible();
    await expect.element(problems).toHaveFocus();
    await expect.element(page.getByRole('heading', { level: 1, name: '설문 등록' })).toBeVisible();
    expect(card().getByLabelText('문항 제목')).toHaveValue('기대하는 점이 있나요?');

    await userEvent.click(page.getByRole('button', { name: '저장', exact: true }));
    await confirmSave();
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: '확인' }));
    await expect.element(page.getByRole('heading', { level: 1, name: '설문 수정: 사전 설문' })).toBeVisible();
    expect(calls.filter((c) => c.init.method === 'POST' && c.url.endsWith('/api/srvy'))).toHaveLength(1);
    expect(calls.some((c) => c.init.method === 'PUT' && c.url.endsWith('/api/srvy/9'))).toBe(true);
  });

  it('an option moved to an end keeps the focus on its other button, and only the move is said', async () => {
    await renderWithProviders(null, { routes, path: '/admin/srvy/write' });
    await userEvent.click(page.getByRole('group', { name: '1쪽에 문항 추가' }).getByRole('button', { name: '단일 선택', exact: true }));
    const card = page.getByRole('group', { name: /^1번 문항/ });
    await userEvent.fill(card.getByLabelText('보기 1', { exact: true }), '있다');
    await userEvent.fill(card.getByLabelText('보기 2', { exact: true }), '없다');
    await userEvent.click(card.getByRole('button', { name: '보기 1 아래로' }));
    await expect.element(card.getByRole('button', { name: '보기 2 위로' })).toHaveFocus();
    await expect.element(card.getByLabelText('보기 2', { exact: true })).toHaveValue('있다');
    await expect.element(card.getByText('있다: 2번째로 옮겼습니다.')).toBeInTheDocument();
  });

  it('with responses, only the texts change: structure controls are disabled and the texts call is used', async () => {
    await renderWithProviders(null, { routes, path: '/admin/srvy/7' });
    await expect.element(page.getByRole('heading', { level: 1, name: '설문 수정: 진로 체험 만족도' })).toBeVisible();
    await expect.element(page.getByText('응답이 있는 설문입니다. 글자만 고칠 수 있습니다.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '새 버전 만들기' })).toBeVisible();
    const card = page.getByRole('group', { name: /^1번 문항/ });
    await expect.element(card.getByRole('button', { name: '1번 문항 삭제' })).toBeDisabled();
    await expect.element(card.getByRole('button', { name: '보기 추가' })).toBeDisabled();
    await expect.element(page.getByRole('group', { name: '1쪽에 문항 추가' })).not.toBeInTheDocument();

    await userEvent.fill(card.getByLabelText('보기 2', { exact: true }), '아니요');
    await userEvent.click(page.getByRole('button', { name: '글자 수정 저장' }));
    await confirmSave();
    await expect.poll(() => calls.some((c) => c.url.endsWith('/api/srvy/7/texts'))).toBe(true);
    const texts = calls.find((c) => c.url.endsWith('/api/srvy/7/texts'))!;
    expect(JSON.stringify(JSON.parse(String(texts.init.body)))).toContain('"optNm":"아니요"');
    expect(calls.some((c) => c.url.endsWith('/api/srvy/7/def'))).toBe(false);
  });

  it('with responses, the points and the template flag stay as they are', async () => {
    await renderWithProviders(null, { routes, path: '/admin/srvy/7' });
    await expect.element(page.getByRole('radio', { name: '지급 안 함' })).toBeDisabled();
    await expect.element(page.getByRole('radio', { name: '사후 설문 포인트(ASRV)' })).toBeDisabled();
    await expect.element(page.getByRole('radio', { name: '템플릿', exact: true })).toBeDisabled();
    await expect.element(page.getByText(SRVY_MESSAGES.tmpltLocked)).toBeVisible();
    await expect.element(page.getByText(/대상·익명·중복 응답·포인트 설정은 바꿀 수 없습니다/)).toBeVisible();
  });

  it('a draft without responses may become a template; a later version keeps its first version’s points', async () => {
    await renderWithProviders(null, { routes, path: '/admin/srvy/8' });
    await expect.element(page.getByRole('heading', { level: 1, name: '설문 수정: 진로 체험 만족도' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '사후 설문 포인트(ASRV)' })).toBeDisabled();
    await expect.element(page.getByText(SRVY_MESSAGES.versionPointLocked)).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '템플릿', exact: true })).toBeEnabled();
    await userEvent.click(page.getByRole('radio', { name: '템플릿', exact: true }));
    await userEvent.click(page.getByRole('button', { name: '저장', exact: true }));
    await confirmSave();
    await expect.poll(() => calls.some((c) => c.url.endsWith('/api/srvy/8') && c.init.method === 'PUT')).toBe(true);
    const put = calls.find((c) => c.url.endsWith('/api/srvy/8') && c.init.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toMatchObject({ tmpltYn: 'Y', pointTypeCd: 'ASRV' });
  });

  it('a survey the server fails to read says so instead of loading forever', async () => {
    await renderWithProviders(null, { routes, path: '/admin/srvy/6' });
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: '확인' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('오류가 발생했습니다.');
    await expect.element(page.getByRole('heading', { level: 1, name: '설문 수정' })).toBeVisible();
  });

  it('a survey that does not exist shows the not-found page', async () => {
    await renderWithProviders(null, { routes, path: '/admin/srvy/404' });
    await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
  });
});
