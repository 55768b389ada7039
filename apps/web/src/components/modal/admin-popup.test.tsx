import { MODAL_SHAKE_MS } from '@portal/contract';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/index.css';
import { AdminPopup } from './admin-popup';

function Screen({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        팝업 열기
      </button>
      <AdminPopup
        open={open}
        title="코드 등록"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label>
          코드명 <input />
        </label>
      </AdminPopup>
    </>
  );
}

const backdrop = () => document.querySelector<HTMLElement>('.dialog-backdrop');
const panelClasses = () => page.getByRole('dialog', { name: '코드 등록' }).element().className;

afterEach(() => {
  vi.useRealTimers();
});

describe('AdminPopup', () => {
  it('opens as a labelled modal dialog with focus inside', async () => {
    await render(<Screen />);
    await page.getByRole('button', { name: '팝업 열기' }).click();
    const dialog = page.getByRole('dialog', { name: '코드 등록' });
    await expect.element(dialog).toHaveAttribute('aria-modal', 'true');
    await expect.element(page.getByRole('textbox', { name: '코드명' })).toHaveFocus();
  });

  it('does not close on a press outside; it shakes for exactly MODAL_SHAKE_MS (spec §4)', async () => {
    const onClose = vi.fn();
    await render(<Screen onClose={onClose} />);
    await page.getByRole('button', { name: '팝업 열기' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    backdrop()?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    await expect.poll(panelClasses).toContain('dialog--shake');
    vi.advanceTimersByTime(MODAL_SHAKE_MS - 1);
    expect(panelClasses()).toContain('dialog--shake');
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await expect.poll(panelClasses).not.toContain('dialog--shake');
    await expect.element(page.getByRole('dialog', { name: '코드 등록' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open when the user clicks the dimmed area', async () => {
    const onClose = vi.fn();
    await render(<Screen onClose={onClose} />);
    await page.getByRole('button', { name: '팝업 열기' }).click();
    await userEvent.click(page.elementLocator(backdrop() as HTMLElement), { position: { x: 4, y: 4 } });
    await expect.poll(panelClasses).toContain('dialog--shake');
    await expect.element(page.getByRole('dialog', { name: '코드 등록' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with its 닫기 button and with Escape, focus back on the opener', async () => {
    await render(<Screen />);
    const opener = page.getByRole('button', { name: '팝업 열기' });
    await opener.click();
    await page.getByRole('button', { name: '닫기' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
    await opener.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });
});
