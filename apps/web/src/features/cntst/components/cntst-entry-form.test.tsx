import { type TCntstMyEntry, type TFileUploadResponse } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { ENTRY, GROUP, VIEW } from '../cntst.test-helper';
import '../cntst-catalogue';
import { CntstEntryForm } from './cntst-entry-form';

const makeFile = (name: string) => new File([new Uint8Array(1500)], name, { type: 'image/png' });

let calls: TFetchCall[];
let saveAnswer: () => Response;
const callsTo = (url: string) => calls.filter((c) => c.url === url);
const bodyOf = (call: TFetchCall | undefined) => JSON.parse(String(call?.init.body)) as unknown;
const headerOf = (call: TFetchCall | undefined, name: string) => new Headers(call?.init.headers).get(name);

beforeEach(() => {
  setLoginUser({ userId: 'student1', userNm: '박학생', userTypeCd: 'S', isLogin: 'Y' });
  saveAnswer = () => json(ENTRY);
  ({ calls } = stubFetch((url, init) => {
    if (url === '/api/common/fileUpload') {
      const orgFileNm = ((init.body as FormData).get('file') as File).name;
      return json({ ...ENTRY.files[0]!, fileId: 42, fileNo: 2, orgFileNm } satisfies TFileUploadResponse);
    }
    if (url === '/api/common/removeFile/typeCntstEntry') return json({ result: 'SUCCESS' });
    if (url.startsWith('/icec/api/cntst/3/entry')) return saveAnswer();
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

async function renderForm(view = VIEW, entry?: TCntstMyEntry) {
  const onSaved = vi.fn();
  await renderWithProviders(<CntstEntryForm view={view} entry={entry} onSaved={onSaved} />);
  return onSaved;
}

describe('CntstEntryForm', () => {
  it('checks the title and the contest’s fields with the spec §5 messages before sending anything', async () => {
    await renderForm();
    await page.getByRole('button', { name: '응모', exact: true }).click();
    await expect.element(page.getByRole('textbox', { name: /작품 제목/ })).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await expect.element(page.getByRole('textbox', { name: /작품 설명/ })).toHaveAccessibleDescription(/^필수 입력 항목입니다\./);
    await expect.element(page.getByRole('textbox', { name: /작품 제목/ })).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('a team contest asks for the team and counts its members against the contest’s size', async () => {
    await renderForm({ ...VIEW, teamYn: 'Y', maxTeamSize: 2 });
    await page.getByRole('textbox', { name: /작품 제목/ }).fill('우리 팀 포스터');
    await page.getByRole('textbox', { name: /작품 설명/ }).fill('설명');
    await page.getByRole('textbox', { name: /팀원/ }).fill('김하나, 이둘, 박셋');
    // leaving the field checks it (spec §5): the message appears under it before the submit
    await userEvent.tab();
    await expect.element(page.getByRole('textbox', { name: /팀원/ })).toHaveAccessibleDescription(/팀원은 최대 2명까지/);
    await page.getByRole('button', { name: '응모', exact: true }).click();
    await expect.element(page.getByRole('textbox', { name: /팀 이름/ })).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await expect.element(page.getByRole('textbox', { name: /팀 이름/ })).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('after the confirm uploads the file for the contest, then sends the entry with its group', async () => {
    const onSaved = await renderForm();
    await page.getByRole('textbox', { name: /작품 제목/ }).fill('우주 비행사의 하루');
    await page.getByRole('textbox', { name: /작품 설명/ }).fill('꿈을 그림');
    await page.getByLabelText(/첨부파일/).upload([makeFile('포스터.png')]);
    await page.getByRole('button', { name: '응모', exact: true }).click();
    await answerDialog('나의 꿈 진로 포스터 공모전\n응모하시겠습니까?');
    await answerDialog('응모되었습니다. 내 공모전 응모에서 확인할 수 있습니다.');

    const upload = callsTo('/api/common/fileUpload')[0];
    expect([headerOf(upload, 'seqtype'), headerOf(upload, 'seqid')]).toEqual(['cntstEntry', '3']);
    expect(bodyOf(callsTo('/icec/api/cntst/3/entry')[0])).toEqual({ entryTtl: '우주 비행사의 하루', values: { f1: '꿈을 그림' }, atchFileModuleId: GROUP });
    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
  });

  it('an edit replaces the saved file: removed first to make room, uploaded into the entry’s group, then saved', async () => {
    await renderForm(VIEW, ENTRY);
    await expect.element(page.getByRole('textbox', { name: /작품 제목/ })).toHaveValue('우주 비행사의 하루');
    await page.getByRole('button', { name: '포스터.png 삭제' }).click();
    await page.getByLabelText(/첨부파일/).upload([makeFile('새 포스터.png')]);
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerDialog('응모 내용을 수정하시겠습니까?');
    await answerDialog('수정되었습니다.');

    expect(calls.map((c) => c.url)).toEqual(['/api/common/removeFile/typeCntstEntry', '/api/common/fileUpload', '/icec/api/cntst/3/entry/11']);
    expect(bodyOf(calls[0])).toEqual([{ fileId: 41 }]);
    expect(headerOf(calls[1], 'filemoduleid')).toBe(GROUP);
    expect(calls[2]!.init.method).toBe('PUT');
  });

  it('shows the server’s refusal under its field', async () => {
    const message = '개인정보(전화번호)로 보이는 내용이 있어 저장할 수 없습니다. 해당 내용을 지운 뒤 다시 저장해 주세요.';
    saveAnswer = () => json({ code: 'VALIDATION', message, data: { fieldErrors: { 'values.f1': message } } }, 400);
    const onSaved = await renderForm({ ...VIEW, entryForm: { ...VIEW.entryForm, fileMaxCnt: 0 } });
    await page.getByRole('textbox', { name: /작품 제목/ }).fill('제목');
    await page.getByRole('textbox', { name: /작품 설명/ }).fill('010-1234');
    await page.getByRole('button', { name: '응모', exact: true }).click();
    await answerDialog('나의 꿈 진로 포스터 공모전\n응모하시겠습니까?');
    await answerDialog(message);
    await expect.element(page.getByRole('textbox', { name: /작품 설명/ })).toHaveAccessibleDescription(/전화번호/);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
