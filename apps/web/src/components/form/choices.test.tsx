import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { TYn } from '@portal/contract';
import { CheckboxGroup } from './checkbox-group';
import { FormField } from './form-field';
import { RadioGroup } from './radio-group';
import { YnToggle } from './yn-toggle';

const options = [
  { key: 'a', value: 'A', label: '사과' },
  { key: 'b', value: 'B', label: '배' },
  { key: 'c', value: 'C', label: '감' },
];

function Checkboxes(props: { selectAll?: boolean; single?: boolean; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <>
      <CheckboxGroup name="fruit" legend="과일" options={options} value={value} onChange={setValue} {...props} />
      <output>{`[${value.join(',')}]`}</output>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('select-all checks every item and is mixed when only some are checked', async () => {
    const screen = await render(<Checkboxes selectAll />);
    const all = screen.getByRole('checkbox', { name: '전체' });
    const allEl = all.element() as HTMLInputElement;
    await expect.element(screen.getByRole('group', { name: '과일' })).toBeVisible();

    await screen.getByRole('checkbox', { name: '배' }).click();
    await expect.poll(() => allEl.indeterminate).toBe(true);
    await expect.element(all).not.toBeChecked();

    await all.click();
    await expect.element(screen.getByText('[A,B,C]')).toBeVisible();
    expect(allEl.indeterminate).toBe(false);
    await expect.element(all).toBeChecked();

    await screen.getByRole('checkbox', { name: '사과' }).click();
    await expect.poll(() => allEl.indeterminate).toBe(true);

    await all.click();
    await expect.element(screen.getByText('[A,B,C]')).toBeVisible();
    await all.click();
    await expect.element(screen.getByText('[]')).toBeVisible();
    expect(allEl.indeterminate).toBe(false);
  });

  it('keeps option order whatever the click order', async () => {
    const screen = await render(<Checkboxes />);
    await screen.getByRole('checkbox', { name: '감' }).click();
    await screen.getByRole('checkbox', { name: '사과' }).click();
    await expect.element(screen.getByText('[A,C]')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: '전체' }).query()).toBeNull();
  });

  it('single mode: checking one unchecks the others', async () => {
    const screen = await render(<Checkboxes single selectAll initial={['A']} />);
    expect(screen.getByRole('checkbox', { name: '전체' }).query()).toBeNull();
    await screen.getByRole('checkbox', { name: '감' }).click();
    await expect.element(screen.getByText('[C]')).toBeVisible();
    await expect.element(screen.getByRole('checkbox', { name: '사과' })).not.toBeChecked();
    await screen.getByRole('checkbox', { name: '감' }).click();
    await expect.element(screen.getByText('[]')).toBeVisible();
  });

  it('shows its error after the choices and describes the group', async () => {
    const screen = await render(
      <CheckboxGroup name="f" legend="과일" required options={options} value={[]} onChange={() => {}} error="필수 입력 항목입니다." />,
    );
    const group = screen.getByRole('group', { name: '과일 필수' });
    await expect.element(group).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await expect.element(screen.getByRole('checkbox', { name: '배' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('RadioGroup', () => {
  it('selects one value in a fieldset with a legend', async () => {
    function Radios() {
      const [value, setValue] = useState<string>();
      return (
        <>
          <RadioGroup name="r" legend="학교급" options={options} value={value} onChange={setValue} />
          <output>{`[${value ?? ''}]`}</output>
        </>
      );
    }
    const screen = await render(<Radios />);
    await expect.element(screen.getByRole('group', { name: '학교급' })).toBeVisible();
    await screen.getByRole('radio', { name: '배' }).click();
    await expect.element(screen.getByText('[B]')).toBeVisible();
    await screen.getByRole('radio', { name: '감' }).click();
    await expect.element(screen.getByText('[C]')).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: '배' })).not.toBeChecked();
  });
});

describe('YnToggle', () => {
  function Toggle({ initial }: { initial: TYn }) {
    const [value, setValue] = useState<TYn>(initial);
    return (
      <>
        <FormField label="공개 여부">
          <YnToggle value={value} onChange={setValue} onText="공개" offText="비공개" />
        </FormField>
        <output>{`[${value}]`}</output>
      </>
    );
  }

  it("is a switch named by its field label whose values are 'Y' and 'N'", async () => {
    const screen = await render(<Toggle initial="N" />);
    const toggle = screen.getByRole('switch', { name: '공개 여부' });
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
    await expect.element(toggle).toHaveTextContent('비공개');
    await toggle.click();
    await expect.element(screen.getByText('[Y]')).toBeVisible();
    await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect.element(screen.getByText('[N]')).toBeVisible();
  });

  it('toggles from the keyboard', async () => {
    const screen = await render(<Toggle initial="Y" />);
    const toggle = screen.getByRole('switch', { name: '공개 여부' });
    (toggle.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(screen.getByText('[N]')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('[Y]')).toBeVisible();
  });
});
