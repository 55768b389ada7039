import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Controller } from 'react-hook-form';
import { Form } from '../form/form';
import { FormField } from '../form/form-field';
import { Input } from '../form/input';
import { useRulesForm } from '../form/rules-form';
import { DatePicker } from './date-picker';
import { TestPicker, TODAY } from './date-picker.test-helper';

beforeAll(async () => {
  await page.viewport(1024, 768);
});

const focusedIso = () => document.activeElement?.getAttribute('data-iso');

async function openPicker(props: Parameters<typeof TestPicker>[0] = {}) {
  const screen = await render(<TestPicker {...props} />);
  await screen.getByRole('button', { name: '활동일 달력 열기' }).click();
  await expect.poll(focusedIso).toBe(props.initial || TODAY);
  return { screen, input: screen.getByRole('textbox', { name: '활동일' }) };
}

describe('DatePicker keyboard (spec §5)', () => {
  it('arrows move by day and week, Home/End to the week edges, PageUp/PageDown by month', async () => {
    const { screen } = await openPicker();
    const steps: [string, string][] = [
      ['{ArrowRight}', '2025-03-13'],
      ['{ArrowDown}', '2025-03-20'],
      ['{ArrowLeft}', '2025-03-19'],
      ['{ArrowUp}', '2025-03-12'],
      ['{Home}', '2025-03-09'],
      ['{End}', '2025-03-15'],
      ['{PageDown}', '2025-04-15'],
      ['{PageUp}', '2025-03-15'],
      ['{Shift>}{PageDown}{/Shift}', '2026-03-15'],
    ];
    for (const [key, expected] of steps) {
      await userEvent.keyboard(key);
      await expect.poll(focusedIso).toBe(expected);
    }
    await expect.element(screen.getByRole('grid', { name: '2026년 3월' })).toBeVisible();
    const focusable = document.querySelectorAll('.date-picker-day[tabindex="0"]');
    expect(focusable).toHaveLength(1);
  });

  it('crosses into the next month with the arrows', async () => {
    const { screen } = await openPicker({ initial: '2025-03-31' });
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(focusedIso).toBe('2025-04-01');
    await expect.element(screen.getByRole('grid', { name: '2025년 4월' })).toBeVisible();
  });

  it('Enter selects the focused day; Space too', async () => {
    const { screen, input } = await openPicker();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect.element(screen.getByText('[2025-03-13]')).toBeInTheDocument();
    await expect.element(input).toHaveFocus();
    await screen.getByRole('button', { name: '활동일 달력 열기' }).click();
    await expect.poll(focusedIso).toBe('2025-03-13');
    await userEvent.keyboard('{ArrowRight} ');
    await expect.element(screen.getByText('[2025-03-14]')).toBeInTheDocument();
  });

  it('does not select a disabled day and stops at the min date', async () => {
    const { screen } = await openPicker({ minDate: '2025-03-11', disabledDates: ['2025-03-13'] });
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await expect.element(screen.getByText('[]')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowUp}');
    await expect.poll(focusedIso).toBe('2025-03-11');
  });

  it('Escape closes without choosing and returns focus to the input', async () => {
    const { screen, input } = await openPicker({ initial: '2025-03-12' });
    await userEvent.keyboard('{ArrowRight}{Escape}');
    expect(screen.getByRole('dialog').query()).toBeNull();
    await expect.element(input).toHaveFocus();
    await expect.element(screen.getByText('[2025-03-12]')).toBeInTheDocument();
  });

  it('Alt+ArrowDown in the input opens the calendar', async () => {
    const screen = await render(<TestPicker />);
    await screen.getByRole('textbox', { name: '활동일' }).click();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect.element(screen.getByRole('dialog', { name: '날짜 선택' })).toBeVisible();
    await expect.poll(focusedIso).toBe(TODAY);
  });

  it('keeps Tab inside the dialog', async () => {
    const { screen } = await openPicker();
    const dialog = screen.getByRole('dialog').element();
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes when clicking outside the popover', async () => {
    const screen = await render(
      <>
        <TestPicker />
        <p>바깥</p>
      </>,
    );
    await screen.getByRole('button', { name: '활동일 달력 열기' }).click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await screen.getByText('바깥').click();
    expect(screen.getByRole('dialog').query()).toBeNull();
  });
});

describe('DatePicker in a form', () => {
  it('takes the required rule, and focus goes to it on submit', async () => {
    function ActivityForm() {
      const form = useRulesForm<{ actvNm: string; date: string }>({
        rules: { actvNm: { required: true }, date: { required: true } },
        defaultValues: { actvNm: '', date: '' },
      });
      return (
        <Form form={form} onSubmit={() => {}}>
          <FormField name="actvNm" label="활동명" required>
            <Input {...form.register('actvNm')} />
          </FormField>
          <FormField name="date" label="활동일" required>
            <Controller control={form.control} name="date" render={({ field }) => <DatePicker today={TODAY} {...field} />} />
          </FormField>
          <button type="submit">저장</button>
        </Form>
      );
    }
    const screen = await render(<ActivityForm />);
    await screen.getByRole('textbox', { name: '활동명 필수' }).fill('진로 체험');
    await screen.getByRole('button', { name: '저장' }).click();
    const date = screen.getByRole('textbox', { name: '활동일 필수' });
    await expect.element(date).toHaveFocus();
    await expect.element(date).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await screen.getByRole('button', { name: '활동일 필수 달력 열기' }).click();
    await userEvent.keyboard('{Enter}');
    await expect.element(date).toHaveValue(TODAY);
    await expect.poll(() => screen.getByText('필수 입력 항목입니다.').query()).toBeNull();
  });
});
