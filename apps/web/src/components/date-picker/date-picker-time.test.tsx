import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TestPicker } from './date-picker.test-helper';

beforeAll(async () => {
  await page.viewport(1024, 768);
});

const limits = { time: true, minTime: '09:00', maxTime: '18:00', disabledTimes: ['12:00', '12:30'] };

describe('DatePicker with time (spec §5)', () => {
  it('offers only times within min/max and not disabled, and gives YYYY-MM-DD HH:mm', async () => {
    const screen = await render(<TestPicker {...limits} />);
    await screen.getByRole('button', { name: '활동일 달력 열기' }).click();
    const dialog = screen.getByRole('dialog', { name: '날짜 선택' });
    const select = dialog.getByRole('combobox', { name: '시간' });
    const options = Array.from((select.element() as HTMLSelectElement).options);
    const enabled = options.filter((o) => !o.disabled && o.value).map((o) => o.value);
    expect(enabled[0]).toBe('09:00');
    expect(enabled.at(-1)).toBe('18:00');
    expect(enabled).not.toContain('08:30');
    expect(enabled).not.toContain('12:00');
    expect(enabled).not.toContain('12:30');
    expect(enabled).toHaveLength(17);

    const confirm = dialog.getByRole('button', { name: '확인' });
    await page.getByRole('button', { name: '2025년 3월 20일 목요일', exact: true }).click();
    await expect.element(dialog).toBeVisible();
    await expect.element(confirm).toBeDisabled();
    await select.selectOptions('13:30');
    await confirm.click();
    await expect.element(screen.getByText('[2025-03-20 13:30]')).toBeInTheDocument();
    await expect.element(screen.getByRole('textbox', { name: '활동일' })).toHaveValue('2025-03-20 13:30');
    expect(screen.getByRole('dialog').query()).toBeNull();
  });

  it('opens on the value with its time chosen', async () => {
    const screen = await render(<TestPicker {...limits} initial="2025-05-02 10:30" />);
    await screen.getByRole('button', { name: '활동일 달력 열기' }).click();
    await expect.element(screen.getByRole('grid', { name: '2025년 5월' })).toBeVisible();
    await expect.element(screen.getByRole('combobox', { name: '시간' })).toHaveValue('10:30');
  });

  it.each([
    ['2025-03-20 08:30', '선택할 수 없는 시간입니다.'],
    ['2025-03-20 12:00', '선택할 수 없는 시간입니다.'],
    ['2025-03-20', 'YYYY-MM-DD HH:mm 형식으로 입력해 주세요.'],
    ['2025-03-20 25:00', 'YYYY-MM-DD HH:mm 형식으로 입력해 주세요.'],
  ])('refuses the typed %s', async (text, message) => {
    const screen = await render(<TestPicker {...limits} />);
    await screen.getByRole('textbox', { name: '활동일' }).fill(text);
    await userEvent.tab();
    await expect.element(screen.getByText(message)).toBeVisible();
    await expect.element(screen.getByText('[]')).toBeInTheDocument();
  });

  it('takes a typed time within the limits, off the step too', async () => {
    const screen = await render(<TestPicker {...limits} />);
    await screen.getByRole('textbox', { name: '활동일' }).fill('2025-03-20T09:45');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('[2025-03-20 09:45]')).toBeInTheDocument();
  });
});
