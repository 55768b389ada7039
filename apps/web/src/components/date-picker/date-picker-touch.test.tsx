import { afterAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DATE_PICKER_SWIPE_THRESHOLD_PX } from '@portal/contract';
import { TestPicker } from './date-picker.test-helper';

afterAll(async () => {
  await page.viewport(414, 896);
});

function swipe(target: Element, fromX: number, toX: number, y = 200) {
  const start = new Touch({ identifier: 1, target, clientX: fromX, clientY: y });
  const end = new Touch({ identifier: 1, target, clientX: toX, clientY: y + 2 });
  target.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, cancelable: true, touches: [start], changedTouches: [start] }));
  target.dispatchEvent(new TouchEvent('touchmove', { bubbles: true, cancelable: true, touches: [end], changedTouches: [end] }));
  target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, cancelable: true, touches: [], changedTouches: [end] }));
}

async function openPicker() {
  const screen = await render(<TestPicker />);
  await screen.getByRole('button', { name: '활동일 달력 열기' }).click();
  const dialog = screen.getByRole('dialog', { name: '날짜 선택' });
  await expect.element(dialog).toBeVisible();
  return { screen, dialog };
}

describe('DatePicker swipe (spec §9: threshold 10 px)', () => {
  it('a 9 px move keeps the month, an 11 px move changes it', async () => {
    expect(DATE_PICKER_SWIPE_THRESHOLD_PX).toBe(10);
    await page.viewport(1024, 768);
    const { dialog } = await openPicker();
    const area = dialog.getByRole('grid').element();

    swipe(area, 200, 191);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect.element(dialog.getByRole('grid', { name: '2025년 3월' })).toBeVisible();

    swipe(area, 200, 189);
    await expect.element(dialog.getByRole('grid', { name: '2025년 4월' })).toBeVisible();

    swipe(dialog.getByRole('grid').element(), 100, 111);
    await expect.element(dialog.getByRole('grid', { name: '2025년 3월' })).toBeVisible();

    swipe(dialog.getByRole('grid').element(), 100, 109);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect.element(dialog.getByRole('grid', { name: '2025년 3월' })).toBeVisible();
  });

  it('leaves a mostly vertical move to scrolling', async () => {
    await page.viewport(1024, 768);
    const { dialog } = await openPicker();
    const area = dialog.getByRole('grid').element();
    const start = new Touch({ identifier: 1, target: area, clientX: 200, clientY: 100 });
    const end = new Touch({ identifier: 1, target: area, clientX: 185, clientY: 160 });
    area.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [start], changedTouches: [start] }));
    area.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [end] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect.element(dialog.getByRole('grid', { name: '2025년 3월' })).toBeVisible();
  });
});

describe('DatePicker on narrow screens (spec §9: below 768 px)', () => {
  it('opens as a full-width bottom sheet at 360 px', async () => {
    await page.viewport(360, 640);
    const { screen, dialog } = await openPicker();
    const el = dialog.element();
    expect(el.getAttribute('data-layout')).toBe('sheet');
    await expect.poll(() => el.getBoundingClientRect().width).toBe(360);
    const box = el.getBoundingClientRect();
    expect(box.left).toBe(0);
    expect(Math.round(box.bottom)).toBe(640);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // the backdrop closes the sheet
    (document.querySelector('.date-picker-backdrop') as HTMLElement).click();
    await expect.poll(() => screen.getByRole('dialog').query()).toBeNull();
  });

  it('is a popover under the input from 768 px', async () => {
    await page.viewport(768, 800);
    const { screen, dialog } = await openPicker();
    const el = dialog.element();
    expect(el.getAttribute('data-layout')).toBe('popover');
    const input = screen.getByRole('textbox', { name: '활동일' }).element().getBoundingClientRect();
    const box = el.getBoundingClientRect();
    expect(box.width).toBeLessThan(768);
    expect(box.top).toBeGreaterThanOrEqual(input.bottom);
    expect(document.querySelector('.date-picker-backdrop')).toBeNull();
  });

  it('switches layout when the screen narrows while open', async () => {
    await page.viewport(1024, 768);
    const { dialog } = await openPicker();
    expect(dialog.element().getAttribute('data-layout')).toBe('popover');
    await page.viewport(700, 768);
    await expect.poll(() => dialog.element().getAttribute('data-layout')).toBe('sheet');
  });
});
