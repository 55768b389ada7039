import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { closeDialogs, promptDialog, renderEditor, selectAllKeys } from './editor.test-helper';

afterEach(closeDialogs);

const REFUSED = '사용할 수 없는 링크 주소입니다. http, https, mailto, tel 주소만 사용할 수 있습니다.';

/** Types text, selects it and opens the link prompt. */
async function openLinkPrompt(text = '진로정보') {
  const rendered = await renderEditor();
  await rendered.content.click();
  await userEvent.keyboard(text);
  await userEvent.keyboard(selectAllKeys);
  await rendered.tool('링크 삽입').click();
  const dialog = promptDialog('링크 삽입');
  await expect.element(dialog).toBeVisible();
  const input = dialog.getByRole('textbox', { name: '링크 주소' });
  await expect.element(input).toHaveFocus();
  return { ...rendered, dialog, input };
}

/** Pastes HTML into the focused editor as the browser does. */
function paste(target: HTMLElement, html: string, text = '') {
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

describe('Editor links (spec §5: http, https, mailto, tel only)', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example.kr', '/relative/path'])(
    'refuses %s with a Korean message and makes no link',
    async (address) => {
      const { dialog, input, valueOf } = await openLinkPrompt();
      await input.fill(address);
      await dialog.getByRole('button', { name: '확인' }).click();
      await expect.element(dialog.getByRole('alert')).toHaveTextContent(REFUSED);
      await expect.element(input).toHaveAttribute('aria-invalid', 'true');
      await expect.element(input).toHaveAccessibleDescription(new RegExp(REFUSED.replace(/[.()]/g, '\\$&')));
      await dialog.getByRole('button', { name: '취소' }).click();
      await expect.element(dialog).not.toBeInTheDocument();
      expect(valueOf()).toBe('<p>진로정보</p>');
    },
  );

  it('links the selection to an https address, opening in a new tab without opener', async () => {
    const { dialog, input, valueOf, tool, content } = await openLinkPrompt();
    await input.fill('https://www.career.go.kr/cnet');
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(valueOf()).toBe('<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.career.go.kr/cnet">진로정보</a></p>');
    await expect.element(content).toHaveFocus();
    await expect.element(tool('링크 삽입')).toHaveAttribute('aria-pressed', 'true');

    await tool('링크 해제').click();
    expect(valueOf()).toBe('<p>진로정보</p>');
    await expect.element(tool('링크 해제')).toBeDisabled();
  });

  it('completes a bare host name with https and an e-mail address with mailto', async () => {
    const { dialog, input, valueOf, tool } = await openLinkPrompt();
    await input.fill('www.korea.kr');
    await dialog.getByRole('button', { name: '확인' }).click();
    expect(valueOf()).toContain('href="https://www.korea.kr"');

    await tool('링크 삽입').click();
    await expect.element(input).toHaveValue('https://www.korea.kr');
    await input.fill('career@korea.kr');
    await dialog.getByRole('button', { name: '확인' }).click();
    expect(valueOf()).toContain('href="mailto:career@korea.kr"');
  });

  it('inserts the address as the link text when nothing is selected', async () => {
    const { valueOf, tool, content } = await renderEditor();
    await content.click();
    await tool('링크 삽입').click();
    const dialog = promptDialog('링크 삽입');
    await dialog.getByRole('textbox').fill('tel:02-123-4567');
    await dialog.getByRole('button', { name: '확인' }).click();
    expect(valueOf()).toBe('<p><a target="_blank" rel="noopener noreferrer nofollow" href="tel:02-123-4567">tel:02-123-4567</a></p>');
  });

  it('asks again for an empty address', async () => {
    const { dialog, valueOf } = await openLinkPrompt();
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('링크 주소를 입력해 주세요.');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(valueOf()).toBe('<p>진로정보</p>');
  });

  it('does not turn pasted javascript: or data: links into links, and keeps pasted https links', async () => {
    const { content, contentEl, valueOf } = await renderEditor();
    await content.click();
    paste(
      contentEl,
      '<p><a href="javascript:alert(1)">나쁜</a> <a href="data:text/html;base64,PHNjcmlwdD4=">데이터</a> <a href="JaVaScRiPt:alert(2)">섞인</a> <a href="https://www.korea.kr">좋은</a></p>',
    );
    await expect.poll(valueOf).toContain('좋은');
    expect(valueOf()).toBe('<p>나쁜 데이터 섞인 <a target="_blank" rel="noopener noreferrer nofollow" href="https://www.korea.kr">좋은</a></p>');
  });

  it('does not autolink pasted plain text with a javascript: address', async () => {
    const { content, contentEl, valueOf } = await renderEditor();
    await content.click();
    paste(contentEl, '', 'javascript:alert(document.cookie)');
    await expect.poll(valueOf).toBe('<p>javascript:alert(document.cookie)</p>');
  });

  it('drops links with other schemes from a loaded body', async () => {
    const { contentEl, screen } = await renderEditor({ external: '<p><a href="vbscript:msgbox(1)">본문</a> <a href="mailto:a@korea.kr">메일</a></p>' });
    await screen.getByRole('button', { name: '불러오기' }).click();
    await expect.poll(() => contentEl.textContent).toBe('본문 메일');
    expect([...contentEl.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['mailto:a@korea.kr']);
  });
});
