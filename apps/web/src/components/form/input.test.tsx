import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Input } from './input';
import { Select } from './select';

const digits = /^\d+$/;

describe('Input pattern', () => {
  it('clears a value that does not match and keeps one that does', async () => {
    const onChange = vi.fn();
    const screen = await render(<Input aria-label="학년" pattern={digits} onChange={(e) => onChange(e.target.value)} />);
    const input = screen.getByRole('textbox', { name: '학년' });
    await input.click();
    await userEvent.keyboard('12');
    await expect.element(input).toHaveValue('12');
    await userEvent.keyboard('a');
    await expect.element(input).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('clears a controlled value through onChange', async () => {
    function Controlled() {
      const [value, setValue] = useState('3');
      return (
        <>
          <Input aria-label="값" pattern={digits} value={value} onChange={(e) => setValue(e.target.value)} />
          <output>{`[${value}]`}</output>
        </>
      );
    }
    const screen = await render(<Controlled />);
    await screen.getByRole('textbox', { name: '값' }).click();
    await userEvent.keyboard('-');
    await expect.element(screen.getByText('[]')).toBeVisible();
  });

  it('works with a global pattern on every keystroke', async () => {
    const screen = await render(<Input aria-label="코드" pattern={/^[A-Z]+$/g} />);
    const input = screen.getByRole('textbox', { name: '코드' });
    await input.click();
    await userEvent.keyboard('ABC');
    await expect.element(input).toHaveValue('ABC');
  });

  it('judges Hangul once the composition ends', async () => {
    const onChange = vi.fn();
    const screen = await render(<Input aria-label="숫자" pattern={digits} onChange={(e) => onChange(e.target.value)} />);
    const el = screen.getByRole('textbox', { name: '숫자' }).element() as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, '가');
    el.dispatchEvent(new InputEvent('input', { bubbles: true, isComposing: true, data: '가' }));
    expect(el.value).toBe('가');
    el.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '가' }));
    expect(el.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('passes min, max and maxLength to the element', async () => {
    const screen = await render(
      <>
        <Input aria-label="수량" type="number" min={1} max={9} />
        <Input aria-label="이름" maxLength={3} />
      </>,
    );
    await expect.element(screen.getByRole('spinbutton', { name: '수량' })).toHaveAttribute('max', '9');
    const name = screen.getByRole('textbox', { name: '이름' });
    await name.click();
    await userEvent.keyboard('abcdef');
    await expect.element(name).toHaveValue('abc');
  });
});

describe('Select', () => {
  const options = [
    { key: 'el', value: 'EL01', label: '초등학교' },
    { key: 'md', value: 'MD01', label: '중학교' },
  ];

  it("starts with the default '선택' option of empty value", async () => {
    const screen = await render(<Select aria-label="학교급" options={options} />);
    const select = screen.getByRole('combobox', { name: '학교급' });
    await expect.element(select).toHaveDisplayValue('선택');
    await expect.element(select).toHaveValue('');
    expect((select.element() as HTMLSelectElement).options).toHaveLength(3);
    await select.selectOptions('중학교');
    await expect.element(select).toHaveValue('MD01');
  });

  it('leaves the default option out with noDefaultOption', async () => {
    const screen = await render(<Select aria-label="학교급" options={options} noDefaultOption />);
    const select = screen.getByRole('combobox', { name: '학교급' });
    await expect.element(select).toHaveValue('EL01');
    expect(screen.getByRole('option', { name: '선택' }).query()).toBeNull();
  });
});
