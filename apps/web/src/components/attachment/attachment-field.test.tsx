import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { getDialogs } from '../modal/modal-store';
import { AttachmentField, type TAttachmentFieldProps } from './attachment-field';
import type { TListedFile } from './attachment-rules';

const TITLE = '파일 첨부 오류';
const makeFile = (name: string, size = 1200) => new File([new Uint8Array(size)], name, { type: 'application/octet-stream' });

function Field(props: Partial<TAttachmentFieldProps> & { onFiles?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <AttachmentField
      label="첨부파일"
      value={files}
      onChange={(next) => {
        setFiles(next);
        props.onFiles?.(next);
      }}
      {...props}
    />
  );
}

afterEach(() => {
  for (const dialog of getDialogs()) dialog.resolve(true);
});

async function renderField(props: Partial<TAttachmentFieldProps> & { onFiles?: (files: File[]) => void } = {}) {
  const screen = await render(<Field {...props} />);
  const input = screen.getByLabelText('첨부파일');
  return { screen, input, inputEl: input.element() as HTMLInputElement };
}

async function expectRefused(inputEl: HTMLInputElement, message: string) {
  await expect.poll(() => getDialogs().length).toBe(1);
  const [dialog] = getDialogs();
  expect(dialog?.kind).toBe('alert');
  expect(dialog?.title).toBe(TITLE);
  expect(dialog?.message).toBe(message);
  expect(inputEl.value).toBe('');
  expect(inputEl.files).toHaveLength(0);
}

describe('AttachmentField', () => {
  it('shows the limits as a hint: default 1 file of 100 MB', async () => {
    const { screen, input } = await renderField();
    await expect.element(screen.getByText('최대 1개 파일 첨부 가능 (파일당 100MB)')).toBeVisible();
    await expect.element(input).toHaveAccessibleDescription(/최대 1개 파일 첨부 가능 \(파일당 100MB\)/);
    await expect.element(input).not.toHaveAttribute('multiple');
  });

  it('lists a chosen file with its size, gives the File to onChange and removes it with 삭제', async () => {
    const onFiles = vi.fn();
    const { screen, input, inputEl } = await renderField({ maxCount: 3, maxSizeMb: 20, onFiles });
    await expect.element(screen.getByText('최대 3개 파일 첨부 가능 (파일당 20MB)')).toBeVisible();
    await input.upload([makeFile('활동계획.HWP', 2048)]);
    const list = screen.getByRole('list', { name: '첨부파일 목록' });
    await expect.element(list.getByText('활동계획.HWP')).toBeVisible();
    await expect.element(list.getByText('2 KB')).toBeVisible();
    expect(onFiles).toHaveBeenLastCalledWith([expect.any(File)]);
    expect((onFiles.mock.lastCall?.[0] as File[])[0]?.name).toBe('활동계획.HWP');
    expect(inputEl.value).toBe('');
    expect(getDialogs()).toHaveLength(0);

    await screen.getByRole('button', { name: '활동계획.HWP 삭제' }).click();
    expect(onFiles).toHaveBeenLastCalledWith([]);
    await expect.element(screen.getByText('첨부된 파일이 없습니다.')).toBeVisible();
    await expect.element(input).toHaveFocus();
  });

  it('refuses more files than the maximum: msg01, input cleared, nothing added', async () => {
    const onFiles = vi.fn();
    const { screen, input, inputEl } = await renderField({ maxCount: 2, onFiles });
    await input.upload([makeFile('a.pdf'), makeFile('b.pdf'), makeFile('c.pdf')]);
    await expectRefused(inputEl, '첨부 가능한 파일 개수(최대 2개)를 초과했습니다.');
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('list').query()).toBeNull();
  });

  it('counts the files already listed', async () => {
    const listedFiles: TListedFile[] = [{ id: '7', name: '기존.pdf', size: 5000 }];
    const { screen, input, inputEl } = await renderField({ maxCount: 2, listedFiles });
    await input.upload([makeFile('a.pdf'), makeFile('b.pdf')]);
    await expectRefused(inputEl, '첨부 가능한 파일 개수(최대 2개)를 초과했습니다.');
    getDialogs()[0]?.resolve(true);
    await input.upload([makeFile('a.pdf')]);
    await expect.element(screen.getByText('a.pdf')).toBeVisible();
    expect(getDialogs()).toHaveLength(0);
  });

  it('refuses to open the chooser when the list is already full', async () => {
    const listedFiles: TListedFile[] = [{ id: '7', name: '기존.pdf', size: 5000 }];
    const { inputEl } = await renderField({ listedFiles });
    const opened = inputEl.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(opened).toBe(false);
    await expectRefused(inputEl, '첨부 가능한 파일 개수(최대 1개)를 초과했습니다.');
  });

  it("refuses through the visible '파일 선택' button as well", async () => {
    const listedFiles: TListedFile[] = [{ id: '7', name: '기존.pdf', size: 5000 }];
    const { screen, inputEl } = await renderField({ listedFiles });
    await screen.getByText('파일 선택').click();
    await expectRefused(inputEl, '첨부 가능한 파일 개수(최대 1개)를 초과했습니다.');
  });

  it('refuses a file over the size limit with the limit in the message', async () => {
    const onFiles = vi.fn();
    const { input, inputEl } = await renderField({ maxCount: 3, maxSizeMb: 1, onFiles });
    await input.upload([makeFile('ok.pdf'), makeFile('big.pdf', 1024 * 1024 + 1)]);
    await expectRefused(inputEl, '파일 크기는 1MB를 초과할 수 없습니다.');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('refuses a disallowed extension and names the allowed ones', async () => {
    const onFiles = vi.fn();
    const { screen, input, inputEl } = await renderField({ extensions: ['pdf', 'hwp'], onFiles });
    await expect.element(screen.getByText('허용 형식: pdf, hwp')).toBeVisible();
    await input.upload([makeFile('setup.exe')]);
    await expectRefused(inputEl, '허용되지 않는 파일 형식입니다. (허용 형식: pdf, hwp)');
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('shows registration times in the admin variant and removes listed files through the callback', async () => {
    const onRemoveListed = vi.fn();
    const listedFiles: TListedFile[] = [{ id: '1', name: '공문.pdf', size: 3 * 1024 * 1024, registeredAt: '2025-03-01 09:05:07' }];
    const { screen } = await renderField({ variant: 'admin', listedFiles, onRemoveListed, maxCount: 2 });
    await expect.element(screen.getByText('등록일시 2025-03-01 09:05:07')).toBeVisible();
    await expect.element(screen.getByText('3 MB')).toBeVisible();
    await screen.getByRole('button', { name: '공문.pdf 삭제' }).click();
    expect(onRemoveListed).toHaveBeenCalledWith(listedFiles[0]);
  });

  it('hides registration times on the user side', async () => {
    const listedFiles: TListedFile[] = [{ id: '1', name: '공문.pdf', size: 10, registeredAt: '2025-03-01 09:05:07' }];
    const { screen } = await renderField({ listedFiles });
    await expect.element(screen.getByText('공문.pdf')).toBeVisible();
    expect(screen.getByText(/등록일시/).query()).toBeNull();
    expect(screen.getByRole('button', { name: '공문.pdf 삭제' }).query()).toBeNull();
  });
});
