import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/index.css';
import { UserPopup } from './user-popup';

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        안내 보기
      </button>
      <UserPopup open={open} onClose={() => setOpen(false)} title="이용 안내">
        <p>프로그램 신청 방법을 안내합니다.</p>
      </UserPopup>
    </>
  );
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('UserPopup', () => {
  it('is shown only while open and locks the body scroll meanwhile (spec §4)', async () => {
    document.body.style.overflow = 'auto';
    await render(<Screen />);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');

    await page.getByRole('button', { name: '안내 보기' }).click();
    await expect.element(page.getByRole('dialog', { name: '이용 안내' })).toBeVisible();
    expect(document.body.style.overflow).toBe('hidden');

    await page.getByRole('button', { name: '닫기' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('closes on a press outside, focus back on the opener', async () => {
    await render(<Screen />);
    const opener = page.getByRole('button', { name: '안내 보기' });
    await opener.click();
    const backdrop = document.querySelector<HTMLElement>('.dialog-backdrop');
    await page.elementLocator(backdrop as HTMLElement).click({ position: { x: 4, y: 4 } });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });
});
