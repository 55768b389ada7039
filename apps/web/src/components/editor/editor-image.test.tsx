import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { json, stubFetch } from '../../app/testing/fetch-stub';
import { getDialogs } from '../modal/modal-store';
import { closeDialogs, imageFile, promptDialog, renderEditor, type THarnessProps } from './editor.test-helper';

const MODULE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const UPLOAD_PATH = `/api/common/displayImage?imagePath=editor%2F${MODULE_ID}%2F1`;
const uploaded = {
  fileId: 11,
  fileModuleId: MODULE_ID,
  fileNo: 1,
  seqType: 'editor',
  orgFileNm: '진로체험.png',
  fileSz: 2048,
  fileExtn: 'png',
  regUserId: 'u1',
  regDt: '2025-03-01T00:00:00.000Z',
  downloadPath: `/api/common/downloadFile/editor/${MODULE_ID}/1`,
  imagePath: UPLOAD_PATH,
  uploadPath: UPLOAD_PATH,
};

afterEach(() => {
  closeDialogs();
});

async function renderWithChooser(props: THarnessProps = {}) {
  const rendered = await renderEditor(props);
  const fileInput = rendered.screen.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!fileInput) throw new Error('no file input');
  return { ...rendered, fileInput, chooser: page.elementLocator(fileInput) };
}

describe('Editor images (spec §5, §7, §8)', () => {
  it('offers gif, png, jpg and jpeg only', async () => {
    const { fileInput } = await renderWithChooser();
    expect(fileInput.accept).toBe('.gif,.png,.jpg,.jpeg');
    expect(fileInput.multiple).toBe(false);
  });

  it('asks for the alt text, uploads as an editor file and inserts the image at uploadPath', async () => {
    const { calls } = stubFetch(() => json(uploaded));
    const { chooser, valueOf, content } = await renderWithChooser();
    await content.click();
    await userEvent.keyboard('사진:');
    await chooser.upload([imageFile('진로체험.png')]);

    const dialog = promptDialog('이미지 설명 입력');
    const alt = dialog.getByRole('textbox', { name: '대체 텍스트(이미지 설명)' });
    await expect.element(alt).toHaveValue('진로체험');
    expect(calls).toHaveLength(0);
    await alt.fill('진로체험 활동 사진');
    await dialog.getByRole('button', { name: '확인' }).click();

    await expect.poll(valueOf).toContain('<img');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/api/common/fileUpload');
    expect(call?.init.method).toBe('POST');
    expect(new Headers(call?.init.headers).get('seqtype')).toBe('editor');
    expect((call?.init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(valueOf()).toBe(`<p>사진:</p><img src="${UPLOAD_PATH}" alt="진로체험 활동 사진"><p></p>`);
    const img = content.element().querySelector('img');
    expect(img?.getAttribute('alt')).toBe('진로체험 활동 사진');
  });

  it('does not upload when the alt prompt is cancelled', async () => {
    const { calls } = stubFetch(() => json(uploaded));
    const { chooser, valueOf } = await renderWithChooser();
    await chooser.upload([imageFile('photo.jpg', 10, 'image/jpeg')]);
    const dialog = promptDialog('이미지 설명 입력');
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '취소' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(valueOf()).toBe('');
  });

  it('refuses an image over the size limit with the file.warn.msg02 dialog, before any request', async () => {
    const { calls } = stubFetch(() => json(uploaded));
    const { chooser, fileInput, valueOf } = await renderWithChooser({ imageMaxSizeMb: 1 });
    await chooser.upload([imageFile('big.png', 1024 * 1024 + 1)]);
    await expect.poll(() => getDialogs().length).toBe(1);
    const [dialog] = getDialogs();
    expect(dialog?.title).toBe('파일 첨부 오류');
    expect(dialog?.message).toBe('파일 크기는 1MB를 초과할 수 없습니다.');
    expect(fileInput.value).toBe('');
    expect(promptDialog('이미지 설명 입력').query()).toBeNull();
    expect(calls).toHaveLength(0);
    expect(valueOf()).toBe('');
  });

  it('refuses another file type with file.warn.msg03', async () => {
    const { calls } = stubFetch(() => json(uploaded));
    const { chooser } = await renderWithChooser();
    await chooser.upload([imageFile('vector.svg', 100, 'image/svg+xml')]);
    await expect.poll(() => getDialogs().map((d) => d.message)).toEqual(['허용되지 않는 파일 형식입니다. (허용 형식: gif, png, jpg, jpeg)']);
    expect(calls).toHaveLength(0);
  });

  it('never inserts base64 images or images from elsewhere, pasted as HTML', async () => {
    const { content, contentEl, valueOf } = await renderWithChooser();
    await content.click();
    const data = new DataTransfer();
    data.setData(
      'text/html',
      `<p>글</p><img src="data:image/png;base64,iVBORw0KGgo=" alt="a"><img src="https://tracker.example.com/p.gif" alt="b"><img src="${UPLOAD_PATH}" alt="c">`,
    );
    contentEl.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await expect.poll(valueOf).toContain('글');
    expect([...contentEl.querySelectorAll('img')].map((img) => img.alt)).toEqual(['c']);
  });

  it('sends a pasted image file through the same checks', async () => {
    const { calls } = stubFetch(() => json(uploaded));
    const { content, contentEl } = await renderWithChooser({ imageMaxSizeMb: 1 });
    await content.click();
    const data = new DataTransfer();
    data.items.add(imageFile('screenshot.png', 2 * 1024 * 1024));
    contentEl.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await expect.poll(() => getDialogs().map((d) => d.message)).toEqual(['파일 크기는 1MB를 초과할 수 없습니다.']);
    expect(calls).toHaveLength(0);
    expect(contentEl.querySelector('img')).toBeNull();
  });

  it('pastes the text, not the picture of it, when both are on the clipboard (Office copies)', async () => {
    const { calls } = stubFetch(() => json(uploaded));
    const { content, contentEl, valueOf } = await renderWithChooser();
    await content.click();
    const data = new DataTransfer();
    data.setData('text/plain', '표 내용');
    data.setData('text/html', '<p>표 내용</p>');
    data.items.add(imageFile('image.png'));
    contentEl.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await expect.poll(valueOf).toBe('<p>표 내용</p>');
    expect(getDialogs()).toHaveLength(0);
    expect(promptDialog('이미지 설명 입력').query()).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
