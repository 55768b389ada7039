import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/index.css';
import { closeAllDialogs } from '../../app/testing/render-with-providers';
import { ModalHost } from './modal-host';
import { getDialogs, MISSING_MESSAGE_ERROR, showAlert, showConfirm } from './modal-store';

/** A page with an opener button and the dialog host, as the app has them. */
async function renderHost(open: () => Promise<unknown>) {
  const results: unknown[] = [];
  await render(
    <>
      <button type="button" onClick={() => void open().then((value) => results.push(value))}>
        열기
      </button>
      <ModalHost />
    </>,
  );
  const opener = page.getByRole('button', { name: '열기' });
  await opener.click();
  return { opener, results };
}

afterEach(closeAllDialogs);

describe('ModalHost', () => {
  it('titles an alert 알림 and a confirm 선택해 주세요 by default (spec §8)', async () => {
    await render(<ModalHost />);
    void showAlert('저장되었습니다.');
    await expect.element(page.getByRole('alertdialog', { name: '알림' })).toHaveAccessibleDescription('저장되었습니다.');
    closeAllDialogs();
    void showConfirm('삭제하시겠습니까?');
    await expect.element(page.getByRole('alertdialog', { name: '선택해 주세요' })).toBeVisible();
  });

  it('uses a given title instead of the default', async () => {
    await render(<ModalHost />);
    void showAlert('파일을 확인해 주세요.', { title: '파일 업로드 오류' });
    await expect.element(page.getByRole('alertdialog', { name: '파일 업로드 오류' })).toBeVisible();
  });

  it('has only 확인 on an alert and resolves when it is pressed', async () => {
    const { results } = await renderHost(() => showAlert('처리되었습니다.'));
    const dialog = page.getByRole('alertdialog');
    expect(dialog.getByRole('button').elements()).toHaveLength(1);
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => results).toEqual([undefined]);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('resolves a confirm true on 확인 and false on 취소', async () => {
    const { opener, results } = await renderHost(() => showConfirm('저장하시겠습니까?'));
    await page.getByRole('button', { name: '확인' }).click();
    await opener.click();
    await page.getByRole('button', { name: '취소' }).click();
    await expect.poll(() => results).toEqual([true, false]);
  });

  it('names the buttons of a confirm after what they do when given labels', async () => {
    const { results } = await renderHost(() => showConfirm('로그인 시간을 연장하시겠습니까?', { okLabel: '연장', cancelLabel: '로그아웃' }));
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog.getByRole('button', { name: '연장' })).toHaveFocus();
    await expect.element(dialog.getByRole('button').nth(0)).toHaveTextContent('로그아웃');
    await dialog.getByRole('button', { name: '로그아웃' }).click();
    await expect.poll(() => results).toEqual([false]);
  });

  it('answers Escape with cancel', async () => {
    const { results } = await renderHost(() => showConfirm('삭제하시겠습니까?'));
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => results).toEqual([false]);
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog and gives focus back to the opener on close', async () => {
    const { opener } = await renderHost(() => showConfirm('적용하시겠습니까?'));
    const ok = page.getByRole('button', { name: '확인' });
    const cancel = page.getByRole('button', { name: '취소' });
    await expect.element(ok).toHaveFocus();
    await userEvent.tab();
    await expect.element(cancel).toHaveFocus();
    await userEvent.tab();
    await expect.element(ok).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect.element(ok).toHaveFocus();
    await ok.click();
    await expect.element(opener).toHaveFocus();
  });

  it('is modal and labelled by its title and message', async () => {
    await render(<ModalHost />);
    void showAlert('내용을 확인해 주세요.');
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
    await expect.element(dialog).toHaveAccessibleName('알림');
    await expect.element(dialog).toHaveAccessibleDescription('내용을 확인해 주세요.');
  });

  it('stacks a second dialog above the first; Escape closes only the top one', async () => {
    await render(<ModalHost />);
    void showConfirm('첫 번째');
    void showAlert('두 번째');
    await expect.poll(() => getDialogs().map((d) => d.message)).toEqual(['첫 번째', '두 번째']);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => getDialogs().map((d) => d.message)).toEqual(['첫 번째']);
  });
});

describe('modal store', () => {
  it('rejects a dialog without a message with "Parameter msg is required"', async () => {
    await expect(showAlert('')).rejects.toThrow(MISSING_MESSAGE_ERROR);
    await expect(showConfirm(undefined as unknown as string)).rejects.toThrow('Parameter msg is required');
    expect(getDialogs()).toHaveLength(0);
  });
});
