import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormField } from '../form/form-field';
import { DatePicker } from './date-picker';
import { TestPicker } from './date-picker.test-helper';

beforeAll(async () => {
  await page.viewport(1024, 768);
});

async function openPicker(props: Parameters<typeof TestPicker>[0] = {}) {
  const screen = await render(<TestPicker {...props} />);
  await screen.getByRole('button', { name: '활동일 달력 열기' }).click();
  const dialog = screen.getByRole('dialog', { name: '날짜 선택' });
  await expect.element(dialog).toBeVisible();
  return { screen, dialog, input: screen.getByRole('textbox', { name: '활동일' }) };
}

const day = (label: string) => page.getByRole('button', { name: label, exact: true });

describe('DatePicker calendar', () => {
  it('opens a Korean calendar on the value month with focus on the day', async () => {
    const { dialog } = await openPicker();
    const headers = Array.from(dialog.element().querySelectorAll('th')).map((th) => th.textContent);
    expect(headers).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    await expect.element(dialog.getByRole('combobox', { name: '연도' })).toHaveDisplayValue('2025년');
    await expect.element(dialog.getByRole('combobox', { name: '월' })).toHaveDisplayValue('3월');
    await expect.element(dialog.getByRole('grid', { name: '2025년 3월' })).toBeVisible();
    const today = day('2025년 3월 12일 수요일');
    await expect.element(today).toHaveFocus();
    await expect.element(today).toHaveAttribute('aria-current', 'date');
  });

  it('selects a clicked day as YYYY-MM-DD, closes and returns focus to the input', async () => {
    const { screen, input } = await openPicker();
    await day('2025년 3월 20일 목요일').click();
    await expect.element(input).toHaveValue('2025-03-20');
    await expect.element(screen.getByText('[2025-03-20]')).toBeInTheDocument();
    expect(screen.getByRole('dialog').query()).toBeNull();
    await expect.element(input).toHaveFocus();
  });

  it('opens on the month of the current value with that day selected', async () => {
    const { dialog } = await openPicker({ initial: '2024-11-05' });
    await expect.element(dialog.getByRole('grid', { name: '2024년 11월' })).toBeVisible();
    const cell = day('2024년 11월 5일 화요일').element().closest('td');
    expect(cell?.getAttribute('aria-selected')).toBe('true');
  });

  it('moves by month with the buttons and by year and month with the selects', async () => {
    const { dialog } = await openPicker();
    await dialog.getByRole('button', { name: '다음 달' }).click();
    await expect.element(dialog.getByRole('grid', { name: '2025년 4월' })).toBeVisible();
    await dialog.getByRole('combobox', { name: '연도' }).selectOptions('2027년');
    await dialog.getByRole('combobox', { name: '월' }).selectOptions('1월');
    await expect.element(dialog.getByRole('grid', { name: '2027년 1월' })).toBeVisible();
    await dialog.getByRole('button', { name: '이전 달' }).click();
    await expect.element(dialog.getByRole('grid', { name: '2026년 12월' })).toBeVisible();
  });
});

describe('DatePicker limits (spec §5)', () => {
  it('min and max dates: days outside are disabled, months outside cannot be reached', async () => {
    const { screen, dialog, input } = await openPicker({ minDate: '2025-03-10', maxDate: '2025-04-05' });
    await expect.element(day('2025년 3월 9일 일요일')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(day('2025년 3월 10일 월요일')).not.toHaveAttribute('aria-disabled');
    await expect.element(dialog.getByRole('button', { name: '이전 달' })).toBeDisabled();
    // aria-disabled keeps the day focusable for arrow keys, so a click must do nothing
    (day('2025년 3월 9일 일요일').element() as HTMLButtonElement).click();
    await expect.element(dialog).toBeVisible();
    await expect.element(screen.getByText('[]')).toBeInTheDocument();
    await dialog.getByRole('button', { name: '다음 달' }).click();
    await expect.element(day('2025년 4월 6일 일요일')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(dialog.getByRole('button', { name: '다음 달' })).toBeDisabled();
    await day('2025년 4월 5일 토요일').click();
    await expect.element(input).toHaveValue('2025-04-05');
    await expect.element(screen.getByText('[2025-04-05]')).toBeInTheDocument();
  });

  it('disabled dates, allowed dates and disabled weekdays', async () => {
    const { screen, dialog } = await openPicker({
      disabledDates: ['2025-03-14'],
      disabledWeekdays: [0, 6],
    });
    await expect.element(day('2025년 3월 14일 금요일')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(day('2025년 3월 15일 토요일')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(day('2025년 3월 16일 일요일')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(day('2025년 3월 13일 목요일')).not.toHaveAttribute('aria-disabled');
    await dialog.getByRole('button', { name: '닫기' }).click();
    await screen.unmount();

    const allowed = await render(<TestPicker allowedDates={['2025-03-05', '2025-03-25']} />);
    await allowed.getByRole('button', { name: '활동일 달력 열기' }).click();
    const enabled = Array.from(document.querySelectorAll('.date-picker-day:not([aria-disabled])')).map((b) => b.getAttribute('data-iso'));
    expect(enabled).toEqual(['2025-03-05', '2025-03-25']);
  });

  it('the year range limits the year select and the dates', async () => {
    const { dialog } = await openPicker({ yearRange: [2023, 2026] });
    const years = Array.from((dialog.getByRole('combobox', { name: '연도' }).element() as HTMLSelectElement).options).map((o) => o.text);
    expect(years).toEqual(['2023년', '2024년', '2025년', '2026년']);
    await dialog.getByRole('combobox', { name: '연도' }).selectOptions('2026년');
    await dialog.getByRole('combobox', { name: '월' }).selectOptions('12월');
    await expect.element(dialog.getByRole('button', { name: '다음 달' })).toBeDisabled();
    await expect.element(day('2027년 1월 1일 금요일')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows six week rows with sixWeeks, and only the needed ones without', async () => {
    const rows = () => document.querySelectorAll('.date-picker-grid tbody tr').length;
    const plain = await openPicker({ initial: '2026-02-10' });
    expect(rows()).toBe(4);
    await plain.screen.unmount();
    await openPicker({ initial: '2026-02-10', sixWeeks: true });
    expect(rows()).toBe(6);
    await expect.element(day('2026년 3월 14일 토요일')).toBeVisible();
  });
});

describe('typed input (spec §5: same limits)', () => {
  async function typeInto(props: Parameters<typeof TestPicker>[0], text: string) {
    const screen = await render(<TestPicker {...props} />);
    const input = screen.getByRole('textbox', { name: '활동일' });
    await input.fill(text);
    await userEvent.tab();
    return { screen, input };
  }

  it('normalises a valid date', async () => {
    const { screen, input } = await typeInto({}, '20250315');
    await expect.element(input).toHaveValue('2025-03-15');
    await expect.element(screen.getByText('[2025-03-15]')).toBeInTheDocument();
  });

  it.each([
    [{}, '2025-02-30', 'YYYY-MM-DD 형식으로 입력해 주세요.'],
    [{ minDate: '2025-03-10' }, '2025-03-09', '2025-03-10 이후 날짜를 선택해 주세요.'],
    [{ maxDate: '2025-03-20' }, '2025-03-21', '2025-03-20 이전 날짜를 선택해 주세요.'],
    [{ disabledDates: ['2025-03-14'] }, '2025-03-14', '선택할 수 없는 날짜입니다.'],
    [{ allowedDates: ['2025-03-05'] }, '2025-03-06', '선택할 수 없는 날짜입니다.'],
    [{ disabledWeekdays: [0] }, '2025-03-16', '선택할 수 없는 날짜입니다.'],
    [{ yearRange: [2020, 2024] as const }, '2025-01-01', '2024-12-31 이전 날짜를 선택해 주세요.'],
  ])('refuses %o: %s', async (props, text, message) => {
    const { screen, input } = await typeInto(props, text);
    await expect.element(screen.getByText(message)).toBeVisible();
    await expect.element(input).toHaveValue(text);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription(message);
    await expect.element(screen.getByText('[]')).toBeInTheDocument();
  });

  it('keeps the message when the form holds no value yet (undefined)', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <FormField label="활동일">
        <DatePicker today="2025-03-12" value={undefined} onChange={onChange} />
      </FormField>,
    );
    await screen.getByRole('textbox', { name: '활동일' }).fill('2025-99-01');
    await userEvent.tab();
    await expect.element(screen.getByText('YYYY-MM-DD 형식으로 입력해 주세요.')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('replaces a half-typed text when the value is set from outside', async () => {
    function Resettable() {
      const [value, setValue] = useState('');
      return (
        <>
          <FormField label="활동일">
            <DatePicker today="2025-03-12" value={value} onChange={setValue} />
          </FormField>
          <button type="button" onClick={() => setValue('2025-01-02')}>
            불러오기
          </button>
        </>
      );
    }
    const screen = await render(<Resettable />);
    const input = screen.getByRole('textbox', { name: '활동일' });
    await input.fill('2025-13-01');
    await userEvent.tab();
    await expect.element(screen.getByText('YYYY-MM-DD 형식으로 입력해 주세요.')).toBeVisible();
    await screen.getByRole('button', { name: '불러오기' }).click();
    await expect.element(input).toHaveValue('2025-01-02');
    expect(screen.getByText('YYYY-MM-DD 형식으로 입력해 주세요.').query()).toBeNull();
  });

  it('clears the message once a valid date is typed', async () => {
    const { screen, input } = await typeInto({ minDate: '2025-03-10' }, '2025-03-01');
    await expect.element(screen.getByText('2025-03-10 이후 날짜를 선택해 주세요.')).toBeVisible();
    await input.fill('2025-03-11');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('[2025-03-11]')).toBeInTheDocument();
    expect(screen.getByText('2025-03-10 이후 날짜를 선택해 주세요.').query()).toBeNull();
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });
});
