import { CRR_ACTV_MESSAGES as M } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { ACTV, MY_INFO, student, TEACHER_TARGETS, teacher } from '../crr-actv.test-helper';
import { ActvWritePage } from './actv-write-page';

const routes = [
  { path: '/crrActv/write', element: <ActvWritePage /> },
  { path: '/crrActv/write/:crrActvId', element: <ActvWritePage /> },
  { path: '/crrActv/view/:crrActvId', element: <p>activity page</p> },
];

const JOBS = {
  list: [{ jobCd: 'J0007', jobNm: '방송 연출가', aliases: [], jobFmly: { cd: 'ART', nm: '문화·예술' }, hollandCd: 'AE', values: [], jobExpln: '' }],
  pagination: { currentPage: 1, maxResults: 10, maxLinks: 10, startPage: 1, endPage: 1, countItem: 1, countPage: 1, previousLinkPage: 1, nextLinkPage: 1 },
};

let calls: TFetchCall[];
function stubServer(targets = TEACHER_TARGETS, saved = { crrActvId: 21, point: 10 }) {
  ({ calls } = stubFetch((url) => {
    if (url === '/icec/api/crrActv/writeTargets') return json(targets);
    if (url === '/icec/api/myInfo') return json(MY_INFO);
    if (url.startsWith('/icec/api/manageCode/list')) return json({ codeList: [] });
    if (url.startsWith('/icec/api/crrInfo/list')) return json(JOBS);
    if (url === '/icec/api/crrActv' || url === '/icec/api/crrActv/21') return json(saved);
    return json({ code: 'NOT_FOUND', message: M.notFound }, 404);
  }));
}
const saveCalls = () => calls.filter((c) => c.init.method === 'POST' || c.init.method === 'PUT').filter((c) => c.url.startsWith('/icec/api/crrActv'));

const answerDialog = async (message: string) => {
  await expect.poll(() => getDialogs().at(-1)?.message).toBe(message);
  getDialogs().at(-1)!.resolve(true);
};

const LONG = '가'.repeat(50);

async function fillRequired(nameLabel = /^활동명/) {
  await page.getByRole('combobox', { name: /학년/ }).selectOptions('2');
  await page.getByRole('textbox', { name: /활동일/ }).fill('2026-05-12');
  await page.getByRole('textbox', { name: nameLabel }).fill(ACTV.actvNm);
  await page.getByRole('textbox', { name: /활동 목적/ }).fill(ACTV.actvPrps);
  await page.getByRole('textbox', { name: /활동 장소/ }).fill(ACTV.actvPlc);
  await page.getByRole('radio', { name: '매우 만족' }).click();
  await page.getByRole('textbox', { name: /관련 직무/ }).fill('방송 작가');
  await page.getByRole('textbox', { name: /활동 내용/ }).fill(LONG);
  await page.getByRole('textbox', { name: /활동 소감/ }).fill(LONG);
}

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('/crrActv/write', () => {
  it('shows each §5 rule after its field in Korean and focuses the first invalid field, sending nothing', async () => {
    setLoginUser(student);
    stubServer();
    await renderWithProviders(null, { routes, path: '/crrActv/write' });
    // the school's name is the student's; the grade is emptied here, the first field left empty
    await expect.element(page.getByRole('textbox', { name: /학교명/ })).toHaveValue('진로중학교');
    await expect.element(page.getByRole('combobox', { name: /학년/ })).toHaveValue('2');
    await page.getByRole('combobox', { name: /학년/ }).selectOptions('');
    await page.getByRole('textbox', { name: /^활동명/ }).fill('가');
    await page.getByRole('textbox', { name: /활동 내용/ }).fill('짧은 내용');
    // leaving the field checks it (spec §5): its message shows before the submit
    await page.getByRole('heading', { name: '학생 진로활동 작성' }).click();
    await expect.element(page.getByRole('textbox', { name: /활동 내용/ })).toHaveAccessibleDescription(/^50자 이상 입력해 주세요\./);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect.element(page.getByRole('combobox', { name: /학년/ })).toHaveFocus();
    await expect.element(page.getByRole('combobox', { name: /학년/ })).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await expect.element(page.getByRole('textbox', { name: /^활동명/ })).toHaveAccessibleDescription(/^2자 이상 입력해 주세요\./);
    await expect
      .element(page.getByRole('textbox', { name: /활동 내용/ }))
      .toHaveAccessibleDescription(/^50자 이상 입력해 주세요\. 5자 입력 \(50자 이상, 2000자 이하\)/);
    await expect.element(page.getByRole('textbox', { name: /활동 소감/ })).toHaveAccessibleDescription(/^필수 입력 항목입니다\./);
    await expect.element(page.getByRole('group', { name: /만족도/ })).toHaveAccessibleDescription('필수 입력 항목입니다.');
    expect(saveCalls()).toHaveLength(0);
  });

  it('a future day is refused at the field', async () => {
    setLoginUser(student);
    stubServer();
    await renderWithProviders(null, { routes, path: '/crrActv/write' });
    await fillRequired();
    await page.getByRole('textbox', { name: /활동일/ }).fill('2999-01-01');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect.element(page.getByRole('textbox', { name: /활동일/ })).toHaveFocus();
    // the picker refuses a day after today as it is typed (its own message), so the day stays empty
    await expect.element(page.getByText(/이전 날짜를 선택해 주세요/)).toBeVisible();
    expect(saveCalls()).toHaveLength(0);
  });

  it('a student saves after the confirm, is told the CRR points credited and lands on the activity', async () => {
    setLoginUser(student);
    stubServer();
    const { router } = await renderWithProviders(null, { routes, path: '/crrActv/write' });
    await fillRequired();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog('진로활동을 저장하시겠습니까?');
    await answerDialog('진로활동 포인트 10점이 적립되었습니다.');
    await expect.poll(() => router.state.location.pathname).toBe('/crrActv/view/21');
    const body = JSON.parse(String(saveCalls()[0]!.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ actvSeCd: 'STDNT', schlNm: '진로중학교', grd: 2, actvYmd: '2026-05-12', actvDgstfn: '5', dutyCr: '방송 작가', stdntIds: [] });
    expect(body.jobCd).toBeUndefined();
  });

  it('attachments go up for the activity into one group, which the save carries; a removed saved file goes after the save', async () => {
    setLoginUser(student);
    const GROUP = '0b7c5a52-5f5e-4c1e-9a51-2f4a3c1d9e10';
    const saved = {
      fileId: 41,
      fileModuleId: GROUP,
      fileNo: 1,
      seqType: 'crrActv',
      orgFileNm: '보고서.pdf',
      fileSz: 2048,
      fileExtn: 'pdf',
      regUserId: 'student1',
      regDt: ACTV.regDt,
      downloadPath: '',
      imagePath: null,
    };
    ({ calls } = stubFetch((url, init) => {
      if (url === '/icec/api/myInfo') return json(MY_INFO);
      if (url.startsWith('/icec/api/manageCode/list')) return json({ codeList: [] });
      if (url === '/api/common/fileUpload') return json({ ...saved, fileId: 42, fileNo: 2, orgFileNm: ((init.body as FormData).get('file') as File).name });
      if (url === '/api/common/removeFile/typeCrrActv') return json({ result: 'SUCCESS' });
      if (url === '/icec/api/crrActv/21' && init.method === 'PUT') return json({ crrActvId: 21, point: 0 });
      if (url === '/icec/api/crrActv/21') return json({ ...ACTV, atchFileModuleId: GROUP, files: [saved] });
      return json({ code: 'NOT_FOUND', message: M.notFound }, 404);
    }));
    await renderWithProviders(null, { routes, path: '/crrActv/write/21' });
    await expect.element(page.getByText('보고서.pdf')).toBeVisible();
    await page.getByRole('button', { name: /보고서\.pdf 삭제/ }).click();
    await page.getByLabelText(/첨부파일/).upload([new File([new Uint8Array(1500)], '활동사진.png', { type: 'image/png' })]);
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerDialog('진로활동을 수정하시겠습니까?');
    await answerDialog('수정되었습니다.');
    const upload = calls.find((c) => c.url === '/api/common/fileUpload')!;
    expect(new Headers(upload.init.headers).get('seqtype')).toBe('crrActv');
    expect(new Headers(upload.init.headers).get('seqid')).toBe('21');
    expect(new Headers(upload.init.headers).get('filemoduleid')).toBe(GROUP);
    const put = calls.findIndex((c) => c.init.method === 'PUT');
    expect(JSON.parse(String(calls[put]!.init.body))).toMatchObject({ atchFileModuleId: GROUP });
    const removal = calls.findIndex((c) => c.url === '/api/common/removeFile/typeCrrActv');
    expect(removal).toBeGreaterThan(put);
    expect(JSON.parse(String(calls[removal]!.init.body))).toEqual([{ fileId: 41 }]);
  });

  it('the related duty may be picked from the job dataset: its name fills the field and its code goes with it', async () => {
    setLoginUser(student);
    stubServer();
    await renderWithProviders(null, { routes, path: '/crrActv/write' });
    await fillRequired();
    await page.getByRole('button', { name: '직업 검색' }).click();
    await page.getByRole('dialog').getByRole('searchbox').fill('방송');
    await userEvent.keyboard('{Enter}');
    await page.getByRole('button', { name: '방송 연출가 선택' }).click();
    await expect.element(page.getByRole('textbox', { name: /관련 직무/ })).toHaveValue('방송 연출가');
    await expect.element(page.getByRole('textbox', { name: /관련 직무/ })).toHaveAccessibleDescription('선택한 직업: 방송 연출가');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog('진로활동을 저장하시겠습니까?');
    await answerDialog('진로활동 포인트 10점이 적립되었습니다.');
    expect(JSON.parse(String(saveCalls()[0]!.init.body))).toMatchObject({ dutyCr: '방송 연출가', jobCd: 'J0007' });
  });

  it('a teacher records for a class: the class is required, gives the grade, and "some students" needs one', async () => {
    setLoginUser(teacher);
    stubServer(TEACHER_TARGETS, { crrActvId: 22, point: 0 });
    await renderWithProviders(null, { routes, path: '/crrActv/write' });
    await expect.element(page.getByRole('heading', { name: '학교 진로활동 작성' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: /^학교 활동명/ })).toBeVisible();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect.element(page.getByRole('combobox', { name: /^학급/ })).toHaveAccessibleDescription(M.clsRequired);
    await expect.element(page.getByRole('combobox', { name: /^학급/ })).toHaveFocus();
    await page.getByRole('combobox', { name: /^학급/ }).selectOptions('7');
    await expect.element(page.getByRole('combobox', { name: /학년/ })).toHaveValue('2');
    await page.getByRole('radio', { name: '일부 학생 선택' }).click();
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect.element(page.getByRole('group', { name: /학생 선택/ })).toHaveAccessibleDescription('기록할 학생을 한 명 이상 선택하세요.');
    await page.getByRole('checkbox', { name: '7번 김학생' }).click();
    await fillRequired(/^학교 활동명/);
    await page.getByRole('textbox', { name: /^학교 활동명/ }).fill('진로의 날 직업인 특강');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await answerDialog('진로활동을 저장하시겠습니까?');
    await answerDialog('저장되었습니다.');
    expect(JSON.parse(String(saveCalls()[0]!.init.body))).toMatchObject({
      actvSeCd: 'SCHL',
      clsId: 7,
      stdntIds: ['student1'],
      actvNm: '진로의 날 직업인 특강',
    });
  });

  it('a teacher edits a school activity with its class and students chosen as saved', async () => {
    setLoginUser(teacher);
    stubFetch((url) => {
      if (url === '/icec/api/crrActv/writeTargets') return json(TEACHER_TARGETS);
      if (url.startsWith('/icec/api/manageCode/list')) return json({ codeList: [] });
      if (url === '/icec/api/crrActv/23')
        return json({ ...ACTV, crrActvId: 23, actvSeCd: 'SCHL', wrtrId: 'teacher1', clsId: 7, students: [{ userId: 'stu2301', userNm: '이하늘' }] });
      return json({ code: 'NOT_FOUND', message: M.notFound }, 404);
    });
    await renderWithProviders(null, { routes, path: '/crrActv/write/23' });
    await expect.element(page.getByRole('heading', { name: '학교 진로활동 수정' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: /^학급/ })).toHaveValue('7');
    await expect.element(page.getByRole('radio', { name: '일부 학생 선택' })).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: '1번 이하늘' })).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: '7번 김학생' })).not.toBeChecked();
  });

  it('the writer edits their activity with its values; another reader is told only the writer may', async () => {
    setLoginUser(student);
    stubFetch((url) => {
      if (url === '/icec/api/myInfo') return json(MY_INFO);
      if (url.startsWith('/icec/api/manageCode/list')) return json({ codeList: [] });
      if (url === '/icec/api/crrActv/21') return json(ACTV);
      if (url === '/icec/api/crrActv/22') return json({ ...ACTV, crrActvId: 22, editable: false });
      return json({ code: 'NOT_FOUND', message: M.notFound }, 404);
    });
    const { router } = await renderWithProviders(null, { routes, path: '/crrActv/write/21' });
    await expect.element(page.getByRole('heading', { name: '학생 진로활동 수정' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: /^활동명/ })).toHaveValue(ACTV.actvNm);
    await expect.element(page.getByRole('radio', { name: '매우 만족' })).toBeChecked();
    await router.navigate('/crrActv/write/22');
    await expect.element(page.getByRole('note')).toHaveTextContent('이 진로활동은 작성자만 고칠 수 있습니다.');
    await router.navigate('/crrActv/write/99');
    await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
  });
});
