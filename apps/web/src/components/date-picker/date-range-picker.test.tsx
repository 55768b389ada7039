import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TODAY } from './date-picker.test-helper';
import { DateRangePicker, type TDateRange, type TDateRangePickerProps } from './date-range-picker';

beforeAll(async () => {
  await page.viewport(1024, 768);
});

function Period(props: Partial<TDateRangePickerProps> & { initial?: TDateRange }) {
  const [value, setValue] = useState<TDateRange>(props.initial ?? { start: '', end: '' });
  return (
    <>
      <DateRangePicker legend="신청 기간" today={TODAY} minRangeDays={2} maxRangeDays={7} {...props} value={value} onChange={setValue} />
      <output>{`[${value.start}~${value.end}]`}</output>
    </>
  );
}

const day = (label: string) => page.getByRole('button', { name: label, exact: true });

describe('DateRangePicker (spec §5 range length)', () => {
  it('offers only ends that make a period of 2 to 7 days', async () => {
    const screen = await render(<Period initial={{ start: '2025-03-10', end: '' }} />);
    await expect.element(screen.getByRole('group', { name: '신청 기간' })).toBeVisible();
    await screen.getByRole('button', { name: '종료일 달력 열기', exact: true }).click();
    await expect.element(day('2025년 3월 11일 화요일')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(day('2025년 3월 12일 수요일')).not.toHaveAttribute('aria-disabled');
    await expect.element(day('2025년 3월 17일 월요일')).not.toHaveAttribute('aria-disabled');
    await expect.element(day('2025년 3월 18일 화요일')).toHaveAttribute('aria-disabled', 'true');
    await day('2025년 3월 17일 월요일').click();
    await expect.element(screen.getByText('[2025-03-10~2025-03-17]')).toBeInTheDocument();
  });

  it('offers only starts that fit the chosen end', async () => {
    const screen = await render(<Period initial={{ start: '', end: '2025-03-20' }} />);
    await screen.getByRole('button', { name: '시작일 달력 열기', exact: true }).click();
    await expect.element(day('2025년 3월 12일 수요일')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(day('2025년 3월 13일 목요일')).not.toHaveAttribute('aria-disabled');
    await expect.element(day('2025년 3월 18일 화요일')).not.toHaveAttribute('aria-disabled');
    await expect.element(day('2025년 3월 19일 수요일')).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks the period in the calendar', async () => {
    const screen = await render(<Period initial={{ start: '2025-03-10', end: '2025-03-14' }} />);
    await screen.getByRole('button', { name: '시작일 달력 열기', exact: true }).click();
    const inRange = Array.from(document.querySelectorAll('.date-picker-day.is-in-range')).map((b) => b.getAttribute('data-iso'));
    expect(inRange).toEqual(['2025-03-11', '2025-03-12', '2025-03-13']);
  });

  it.each([
    ['2025-03-09', '종료일은 시작일보다 빠를 수 없습니다.'],
    ['2025-03-11', '기간은 최소 2일 이상이어야 합니다.'],
    ['2025-03-18', '기간은 최대 7일까지 선택할 수 있습니다.'],
  ])('refuses the typed end %s', async (end, message) => {
    const screen = await render(<Period initial={{ start: '2025-03-10', end: '' }} />);
    await screen.getByRole('textbox', { name: '종료일' }).fill(end);
    await userEvent.tab();
    await expect.element(screen.getByText(message)).toBeVisible();
    await expect.element(screen.getByText('[2025-03-10~]')).toBeInTheDocument();
  });

  it('reports a period broken by moving the start', async () => {
    const screen = await render(<Period initial={{ start: '2025-03-10', end: '2025-03-15' }} />);
    const start = screen.getByRole('textbox', { name: '시작일' });
    await start.fill('2025-03-05');
    await userEvent.tab();
    await expect.element(screen.getByText('기간은 최대 7일까지 선택할 수 있습니다.')).toBeVisible();
    await start.fill('2025-03-12');
    await userEvent.tab();
    await expect.element(screen.getByText('[2025-03-12~2025-03-15]')).toBeInTheDocument();
    expect(screen.getByText(/기간은/).query()).toBeNull();
  });
});
