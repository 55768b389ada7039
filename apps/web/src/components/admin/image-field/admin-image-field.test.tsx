import { ADMIN_IMAGE_MESSAGES } from '@portal/contract';
import { Button, Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../modal/modal-store';
import { AdminImageField } from './admin-image-field';

const SAVED = '/api/common/displayImage?imagePath=banner%2F11111111-1111-4111-8111-111111111111%2F1';
const NEW = '/api/common/displayImage?imagePath=banner%2F22222222-2222-4222-8222-222222222222%2F1';

type TValues = { imageFileId: number | null; imageAlt: string };
let calls: TFetchCall[];
let submitted: TValues[];

function ImageForm({ saved, required = false }: { saved: { fileId: number; path: string } | null; required?: boolean }) {
  const [form] = Form.useForm<TValues>();
  return (
    <Form<TValues>
      form={form}
      name="img"
      layout="vertical"
      initialValues={{ imageFileId: saved?.fileId ?? null, imageAlt: saved ? '처음 그림' : '' }}
      onFinish={(v) => submitted.push(v)}
    >
      <AdminImageField seqType="banner" label="배너 이미지" fileName="imageFileId" altName="imageAlt" altMaxLength={200} required={required} saved={saved} />
      <Button htmlType="submit">저장</Button>
    </Form>
  );
}

const png = (name = 'new.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

beforeEach(() => {
  submitted = [];
  ({ calls } = stubFetch((url) => {
    if (new URL(url, window.location.origin).pathname === '/api/common/fileUpload') {
      return json({
        fileId: 22,
        fileModuleId: '22222222-2222-4222-8222-222222222222',
        fileNo: 1,
        seqType: 'banner',
        orgFileNm: 'new.png',
        fileSz: 4,
        fileExtn: 'png',
        regUserId: 'admin',
        regDt: '2026-11-26T00:00:00.000Z',
        downloadPath: '/x',
        imagePath: NEW,
      });
    }
    return json({ code: 'NOT_FOUND', message: '찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
});

describe('AdminImageField', () => {
  it('uploads a chosen image at once, previews it with the typed alt text and requires that text', async () => {
    await renderWithProviders(<ImageForm saved={null} required />);
    await expect.element(page.getByText('올린 이미지가 없습니다.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await expect.element(page.getByText(ADMIN_IMAGE_MESSAGES.required)).toBeVisible();

    await userEvent.upload(page.getByLabelText('배너 이미지', { exact: true }), png());
    await expect.element(page.getByRole('status')).toHaveTextContent('new.png 파일을 올렸습니다. 저장하면 반영됩니다.');
    const upload = calls.find((c) => c.url.includes('/api/common/fileUpload'));
    expect(new Headers(upload?.init.headers).get('seqtype')).toBe('banner');
    await expect.element(page.getByText('이미지 바꾸기')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await expect.element(page.getByText(ADMIN_IMAGE_MESSAGES.altRequired)).toBeVisible();
    expect(submitted).toEqual([]);
    await userEvent.fill(page.getByLabelText('대체 텍스트'), '진로체험 안내 그림');
    await expect.element(page.getByRole('img', { name: '진로체험 안내 그림' })).toHaveAttribute('src', NEW);
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await expect.poll(() => submitted).toEqual([{ imageFileId: 22, imageAlt: '진로체험 안내 그림' }]);
  });

  it('keeps the saved image, and removes it by keyboard; the alt text is then no longer required', async () => {
    await renderWithProviders(<ImageForm saved={{ fileId: 11, path: SAVED }} />);
    await expect.element(page.getByRole('img', { name: '처음 그림' })).toHaveAttribute('src', SAVED);
    const remove = page.getByRole('button', { name: '배너 이미지 빼기' });
    (remove.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('올린 이미지가 없습니다.')).toBeVisible();
    await expect.element(page.getByLabelText('배너 이미지', { exact: true })).toHaveFocus();
    await userEvent.clear(page.getByLabelText('대체 텍스트'));
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await expect.poll(() => submitted).toEqual([{ imageFileId: null, imageAlt: '' }]);
  });

  it('refuses anything but an image, and an image over the size limit, before uploading', async () => {
    await renderWithProviders(<ImageForm saved={null} />);
    await userEvent.upload(page.getByLabelText('배너 이미지', { exact: true }), new File(['%PDF'], 'leaflet.pdf', { type: 'application/pdf' }));
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('허용되지 않는 파일 형식입니다. (허용 형식: gif, png, jpg, jpeg)');
    closeAllDialogs();
    await userEvent.upload(page.getByLabelText('배너 이미지', { exact: true }), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png'));
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('파일 크기는 5MB를 초과할 수 없습니다.');
    expect(calls).toEqual([]);
  });
});
