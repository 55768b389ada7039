import { CMPN_MESSAGES as M, type TCmpnOpenItem, type TFileUploadResponse } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { getDialogs } from '../../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../../lib/auth-storage';
import '../cmpn-catalogue';
import { CmpnAplyForm } from './cmpn-aply-form';

const GROUP = '0b7c5a52-5f5e-4c1e-9a51-2f4a3c1d9e10';
const CMPN: TCmpnOpenItem = {
  cmpnId: 7,
  cmpnTtl: '우리 동네 진로 탐방 인증',
  cmpnCn: '동네 일터를 찾아가 보세요.',
  bgngYmd: '2026-03-01',
  endYmd: '2026-05-31',
  points: 100,
  proofTextYn: 'Y',
  proofFileYn: 'Y',
  aplyLimitCnt: 1,
  closeYn: 'N',
  sttsCd: 'OPEN',
  myAplyCnt: 0,
  canApply: true,
};
const makeFile = (name: string) => new File([new Uint8Array(1500)], name, { type: 'image/png' });

let calls: TFetchCall[];
let applyAnswer: () => Response;
const aplyCalls = () => calls.filter((c) => c.url === '/icec/api/cmpnPointAply/aply');
const uploadCalls = () => calls.filter((c) => c.url === '/api/common/fileUpload');
const headerOf = (call: TFetchCall | undefined, name: string) => new Headers(call?.init.headers).get(name);

beforeEach(() => {
  setLoginUser({ userId: 'student1', userNm: '박학생', userTypeCd: 'S', isLogin: 'Y' });
  applyAnswer = () => json({ aplyId: 1 });
  ({ calls } = stubFetch((url, init) => {
    if (url === '/api/common/fileUpload') {
      const orgFileNm = ((init.body as FormData).get('file') as File).name;
      return json({ fileId: 5, fileModuleId: GROUP, fileNo: 1, seqType: 'cmpnAply', orgFileNm } as TFileUploadResponse);
    }
    if (url === '/icec/api/cmpnPointAply/aply') return applyAnswer();
    return json({ message: '없음' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

const answerDialog = async (message: string) => {
  await expect.poll(() => getDialogs().at(-1)?.message).toBe(message);
  getDialogs().at(-1)!.resolve(true);
};

async function renderForm(cmpn: TCmpnOpenItem = CMPN) {
  const onDone = vi.fn();
  await renderWithProviders(<CmpnAplyForm cmpn={cmpn} onDone={onDone} onCancel={() => undefined} />);
  return onDone;
}

describe('CmpnAplyForm', () => {
  it('asks for the text and the files the campaign wants before sending anything', async () => {
    await renderForm();
    await page.getByRole('button', { name: '신청', exact: true }).click();
    await expect.element(page.getByText(M.proofCnRequired)).toBeVisible();
    await expect.element(page.getByText(M.proofFileRequired)).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: /증빙 내용/ })).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('uploads the files for the campaign, then applies with their group and the text', async () => {
    const onDone = await renderForm();
    await page.getByRole('textbox', { name: /증빙 내용/ }).fill('  동네 빵집에 다녀왔습니다.  ');
    await page.getByLabelText(/증빙 파일/).upload([makeFile('빵집.png')]);
    await page.getByRole('button', { name: '신청', exact: true }).click();
    await answerDialog('우리 동네 진로 탐방 인증\n신청하시겠습니까?');
    await answerDialog('신청되었습니다. 관리자가 확인한 뒤 승인하면 포인트가 지급됩니다.');

    expect(uploadCalls()).toHaveLength(1);
    expect([headerOf(uploadCalls()[0], 'seqtype'), headerOf(uploadCalls()[0], 'seqid')]).toEqual(['cmpnAply', '7']);
    expect(JSON.parse(String(aplyCalls()[0]?.init.body))).toEqual({ cmpnId: 7, proofCn: '동네 빵집에 다녀왔습니다.', atchFileModuleId: GROUP });
    expect(calls.indexOf(aplyCalls()[0]!)).toBeGreaterThan(calls.indexOf(uploadCalls()[0]!));
    await expect.poll(() => onDone.mock.calls.length).toBe(1);
  });

  it('a text-only campaign shows no file field and sends no group', async () => {
    await renderForm({ ...CMPN, proofFileYn: 'N' });
    expect(page.getByLabelText(/증빙 파일/).query()).toBeNull();
    await page.getByRole('textbox', { name: /증빙 내용/ }).fill('감상문입니다.');
    await page.getByRole('button', { name: '신청', exact: true }).click();
    await answerDialog('우리 동네 진로 탐방 인증\n신청하시겠습니까?');
    await answerDialog('신청되었습니다. 관리자가 확인한 뒤 승인하면 포인트가 지급됩니다.');
    expect(uploadCalls()).toHaveLength(0);
    expect(JSON.parse(String(aplyCalls()[0]?.init.body))).toEqual({ cmpnId: 7, proofCn: '감상문입니다.' });
  });

  it('shows the server’s refusal under the text', async () => {
    const message = M.personalInfo('전화번호');
    applyAnswer = () => json({ code: 'PERSONAL_INFO', message, data: { fieldErrors: { proofCn: message } } }, 400);
    const onDone = await renderForm({ ...CMPN, proofFileYn: 'N' });
    await page.getByRole('textbox', { name: /증빙 내용/ }).fill('010-1234-5678로 연락 주세요');
    await page.getByRole('button', { name: '신청', exact: true }).click();
    await answerDialog('우리 동네 진로 탐방 인증\n신청하시겠습니까?');
    await answerDialog(message);
    await expect.element(page.getByRole('textbox', { name: /증빙 내용/ })).toHaveAccessibleDescription(/전화번호\)로 보이는 내용이 있어 신청할 수 없습니다/);
    expect(onDone).not.toHaveBeenCalled();
  });
});
