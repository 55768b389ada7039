import { EDITOR_FONTS } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createEditorExtensions } from './editor-extensions';
import { closeDialogs, renderEditor, selectAllKeys } from './editor.test-helper';

afterEach(closeDialogs);

describe('Editor (spec §5)', () => {
  it('shows a named toolbar and an editing area of at least 300 px', async () => {
    const { screen, content, contentEl } = await renderEditor();
    await expect.element(screen.getByRole('toolbar', { name: '내용 편집 도구' })).toBeVisible();
    await expect.element(content).toHaveAttribute('contenteditable', 'true');
    await expect.element(content).toHaveAttribute('aria-multiline', 'true');
    expect(getComputedStyle(contentEl).minHeight).toBe('300px');
    expect(contentEl.getBoundingClientRect().height).toBeGreaterThanOrEqual(300);
    for (const name of [
      '굵게',
      '기울임꼴',
      '밑줄',
      '취소선',
      '제목 2',
      '제목 3',
      '글머리 기호 목록',
      '번호 매기기 목록',
      '인용',
      '링크 삽입',
      '링크 해제',
      '이미지 삽입',
      '실행 취소',
      '다시 실행',
    ]) {
      await expect.element(screen.getByRole('button', { name, exact: true })).toBeInTheDocument();
    }
  });

  it('offers the seven fonts of the contract and a default, and sets one on the selection', async () => {
    const { screen, content, valueOf } = await renderEditor();
    const select = screen.getByRole('combobox', { name: '글꼴' });
    const options = [...(select.element() as HTMLSelectElement).options].map((o) => [o.value, o.text]);
    expect(options).toEqual([['', '기본 글꼴'], ...EDITOR_FONTS.map((f) => [f.family, f.label])]);
    await content.click();
    await userEvent.keyboard('font');
    await userEvent.keyboard(selectAllKeys);
    await select.selectOptions('맑은 고딕');
    // ProseMirror writes styles through the CSSOM, which quotes the name; the server stores it bare
    const span = new DOMParser().parseFromString(valueOf(), 'text/html').querySelector<HTMLElement>('p > span');
    expect(span?.textContent).toBe('font');
    expect(span?.style.fontFamily).toBe('"Malgun Gothic"');
    await expect.element(select).toHaveValue('Malgun Gothic');
    await select.selectOptions('기본 글꼴');
    expect(valueOf()).toBe('<p>font</p>');
  });

  it('gives the HTML to onChange as the user types, and an empty document as an empty string', async () => {
    const onHtml = vi.fn();
    const { content } = await renderEditor({ onHtml });
    await content.click();
    await userEvent.keyboard('진로 abc');
    expect(onHtml).toHaveBeenLastCalledWith('<p>진로 abc</p>');
    await userEvent.keyboard(selectAllKeys);
    await userEvent.keyboard('{Backspace}');
    expect(onHtml).toHaveBeenLastCalledWith('');
  });

  it('makes the selection bold and reports the toggle with aria-pressed', async () => {
    const { content, valueOf, tool } = await renderEditor();
    await content.click();
    await userEvent.keyboard('abc');
    await userEvent.keyboard(selectAllKeys);
    await expect.element(tool('굵게')).toHaveAttribute('aria-pressed', 'false');
    await tool('굵게').click();
    expect(valueOf()).toBe('<p><strong>abc</strong></p>');
    await expect.element(tool('굵게')).toHaveAttribute('aria-pressed', 'true');
    await expect.element(content).toHaveFocus();
    await tool('굵게').click();
    expect(valueOf()).toBe('<p>abc</p>');
  });

  it('turns the paragraph into a heading and a list', async () => {
    const { content, valueOf, tool } = await renderEditor();
    await content.click();
    await userEvent.keyboard('제목');
    await tool('제목 2').click();
    // Tiptap's trailing node keeps an empty paragraph after a last heading, so there is a place to type
    expect(valueOf()).toBe('<h2>제목</h2><p></p>');
    await tool('글머리 기호 목록').click();
    expect(valueOf()).toBe('<ul><li><p>제목</p></li></ul><p></p>');
  });

  it('undoes and redoes', async () => {
    const { content, valueOf, tool } = await renderEditor();
    await expect.element(tool('실행 취소')).toBeDisabled();
    await content.click();
    await userEvent.keyboard('abc');
    await tool('실행 취소').click();
    expect(valueOf()).toBe('');
    await tool('다시 실행').click();
    expect(valueOf()).toBe('<p>abc</p>');
    await expect.element(tool('다시 실행')).toBeDisabled();
  });

  it('keeps 100 undo steps (spec §9)', () => {
    const kit = createEditorExtensions().find((extension) => extension.name === 'starterKit');
    expect((kit?.options as { undoRedo: { depth: number } }).undoRedo.depth).toBe(100);
  });

  it('when read-only: no toolbar, not editable, as tall as its text', async () => {
    const { screen, content, contentEl } = await renderEditor({ readOnly: true, initial: '<p>읽기 전용 본문</p>' });
    expect(screen.getByRole('toolbar').query()).toBeNull();
    await expect.element(content).toHaveAttribute('contenteditable', 'false');
    await expect.element(content).toHaveAttribute('aria-readonly', 'true');
    await expect.element(screen.getByText('읽기 전용 본문')).toBeVisible();
    expect(getComputedStyle(contentEl).minHeight).toBe('0px');
    expect(contentEl.getBoundingClientRect().height).toBeLessThan(100);
  });

  it('follows a value set from outside, without calling onChange or adding an undo step', async () => {
    const onHtml = vi.fn();
    const { screen, tool } = await renderEditor({ onHtml, initial: '<p>처음</p>', external: '<p>불러온 <strong>글</strong></p>' });
    await expect.element(screen.getByText('처음')).toBeVisible();
    await screen.getByRole('button', { name: '불러오기' }).click();
    await expect.element(screen.getByText('글', { exact: true })).toBeVisible();
    expect(screen.getByText('처음').query()).toBeNull();
    expect(onHtml).not.toHaveBeenCalled();
    await expect.element(tool('실행 취소')).toBeDisabled();
  });

  it('is focused by a click on its label, and by the id the label points to', async () => {
    const { screen, content } = await renderEditor();
    await screen.getByText('내용', { exact: true }).click();
    await expect.element(content).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    document.getElementById('body')?.focus();
    await expect.element(content).toHaveFocus();
  });

  it('describes the editing area and marks it invalid', async () => {
    const { content } = await renderEditor({ invalid: true, describedBy: 'body-error', required: true });
    await expect.element(content).toHaveAttribute('aria-invalid', 'true');
    await expect.element(content).toHaveAttribute('aria-describedby', 'body-error');
    await expect.element(content).toHaveAttribute('aria-required', 'true');
  });

  it('is one Tab stop as a toolbar: arrows, Home and End move between the tools', async () => {
    const { screen, tool } = await renderEditor();
    const toolbar = screen.getByRole('toolbar');
    const tabbable = toolbar.element().querySelectorAll('[tabindex="0"]');
    expect(tabbable).toHaveLength(1);
    (tabbable[0] as HTMLElement).focus();
    await expect.element(tool('굵게')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tool('기울임꼴')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('combobox', { name: '글꼴' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tool('굵게')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('combobox', { name: '글꼴' })).toHaveFocus();
  });

  it('fits a 360 px phone: the toolbar wraps instead of overflowing', async () => {
    const { screen } = await renderEditor();
    const toolbar = screen.getByRole('toolbar').element() as HTMLElement;
    const editor = toolbar.parentElement as HTMLElement;
    (editor.parentElement as HTMLElement).style.width = '360px';
    await expect.poll(() => editor.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth);
    expect(toolbar.getBoundingClientRect().height).toBeGreaterThan(60);
  });
});
