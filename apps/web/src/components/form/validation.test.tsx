import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { VALIDATION_MESSAGES, type TFieldRules } from '@portal/contract';
import { Form } from './form';
import { FormField } from './form-field';
import { Input } from './input';
import { Textarea } from './textarea';
import { useRulesForm } from './rules-form';
import { RulesTestForm } from './rules-form.test-helper';

async function submitWith(rules: TFieldRules, value: string) {
  const screen = await render(<RulesTestForm rules={{ field: rules }} />);
  const input = screen.getByRole('textbox');
  if (value) await input.fill(value);
  await screen.getByRole('button', { name: '저장' }).click();
  return screen;
}

describe('spec §5 rule messages', () => {
  const cases: [string, TFieldRules, string, string][] = [
    ['required', { required: true }, '', VALIDATION_MESSAGES.required()],
    ['num', { num: true }, '12a', VALIDATION_MESSAGES.num()],
    ['max', { max: 3 }, '가나다라', VALIDATION_MESSAGES.max(3)],
    ['min', { min: 5 }, '가나', VALIDATION_MESSAGES.min(5)],
    ['max_value', { num: true, max_value: 10 }, '11', VALIDATION_MESSAGES.max_value(10)],
    ['min_value', { num: true, min_value: 3 }, '2', VALIDATION_MESSAGES.min_value(3)],
    ['url', { url: true }, 'www.example', VALIDATION_MESSAGES.url()],
  ];
  it.each(cases)('%s shows its Korean message', async (_rule, rules, value, message) => {
    const screen = await submitWith(rules, value);
    await expect.element(screen.getByText(message)).toBeVisible();
  });

  it('the first failing rule wins: num before max', async () => {
    const screen = await submitWith({ num: true, max: 2 }, 'abc');
    await expect.element(screen.getByText(VALIDATION_MESSAGES.num())).toBeVisible();
    expect(screen.getByText(VALIDATION_MESSAGES.max(2)).query()).toBeNull();
  });

  it('the first failing rule wins: max length before max_value', async () => {
    const screen = await submitWith({ num: true, max: 2, max_value: 50 }, '999');
    await expect.element(screen.getByText(VALIDATION_MESSAGES.max(2))).toBeVisible();
    expect(screen.getByText(VALIDATION_MESSAGES.max_value(50)).query()).toBeNull();
  });

  it('a valid form submits its values and shows no message', async () => {
    const onValid = vi.fn();
    const screen = await render(<RulesTestForm rules={{ age: { required: true, num: true, min_value: 1 }, site: { url: true } }} onValid={onValid} />);
    await screen.getByRole('textbox', { name: 'age 필수' }).fill('17');
    await screen.getByRole('button', { name: '저장' }).click();
    await expect.poll(() => onValid.mock.calls.length).toBe(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ age: '17', site: '' });
    expect(screen.container.querySelector('.form-error')).toBeNull();
  });
});

describe('the message next to the field', () => {
  it('is red, right after the control, and linked by aria-describedby and aria-invalid', async () => {
    const screen = await submitWith({ required: true }, '');
    const input = screen.getByRole('textbox', { name: 'field 필수' });
    const message = screen.getByText(VALIDATION_MESSAGES.required());
    await expect.element(message).toBeVisible();
    const inputEl = input.element();
    const messageEl = message.element();
    expect(inputEl.nextElementSibling).toBe(messageEl);
    expect(getComputedStyle(messageEl).color).toBe('rgb(189, 44, 15)');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAttribute('aria-required', 'true');
    await expect.element(input).toHaveAccessibleDescription(VALIDATION_MESSAGES.required());
  });

  it('appears on blur and goes away once the value is fixed after a submit', async () => {
    const screen = await render(<RulesTestForm rules={{ name: { min: 2 } }} />);
    const input = screen.getByRole('textbox', { name: 'name' });
    await input.fill('가');
    expect(screen.getByText(VALIDATION_MESSAGES.min(2)).query()).toBeNull();
    await userEvent.tab();
    await expect.element(screen.getByText(VALIDATION_MESSAGES.min(2))).toBeVisible();
    await screen.getByRole('button', { name: '저장' }).click();
    await input.fill('가나');
    await expect.poll(() => screen.getByText(VALIDATION_MESSAGES.min(2)).query()).toBeNull();
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the hint after the error and describes the control with both', async () => {
    function HintForm() {
      const form = useRulesForm<{ nm: string }>({ rules: { nm: { required: true } }, defaultValues: { nm: '' } });
      return (
        <Form form={form} onSubmit={() => {}}>
          <FormField name="nm" label="이름" required hint="실명을 입력하세요.">
            <Input {...form.register('nm')} />
          </FormField>
          <button type="submit">저장</button>
        </Form>
      );
    }
    const screen = await render(<HintForm />);
    await screen.getByRole('button', { name: '저장' }).click();
    const input = screen.getByRole('textbox', { name: '이름 필수' });
    await expect.element(input).toHaveAccessibleDescription(`${VALIDATION_MESSAGES.required()} 실명을 입력하세요.`);
    const error = screen.getByText(VALIDATION_MESSAGES.required()).element();
    expect(error.nextElementSibling?.textContent).toBe('실명을 입력하세요.');
  });
});

describe('focus on submit', () => {
  it('goes to the first invalid field', async () => {
    const screen = await render(<RulesTestForm rules={{ first: { required: true }, second: { required: true }, third: { required: true } }} />);
    await screen.getByRole('textbox', { name: 'first 필수' }).fill('ok');
    await screen.getByRole('button', { name: '저장' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'second 필수' })).toHaveFocus();
  });

  it('follows document order, not the order fields were mounted', async () => {
    function LateFieldForm() {
      const [showEarly, setShowEarly] = useState(false);
      const form = useRulesForm<{ early: string; late: string }>({
        rules: { late: { required: true }, early: { required: true } },
        defaultValues: { late: '', early: '' },
        shouldUnregister: true,
      });
      return (
        <Form form={form} onSubmit={() => {}}>
          {showEarly && (
            <FormField name="early" label="early" required>
              <Input {...form.register('early')} />
            </FormField>
          )}
          <FormField name="late" label="late" required>
            <Input {...form.register('late')} />
          </FormField>
          <button type="button" onClick={() => setShowEarly(true)}>
            추가
          </button>
          <button type="submit">저장</button>
        </Form>
      );
    }
    const screen = await render(<LateFieldForm />);
    await screen.getByRole('button', { name: '추가' }).click();
    await screen.getByRole('button', { name: '저장' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'early 필수' })).toHaveFocus();
  });
});

describe('validateOnInput', () => {
  it('validates while typing, before any blur', async () => {
    const screen = await render(<RulesTestForm rules={{ code: { num: true } }} validateOnInput />);
    const input = screen.getByRole('textbox', { name: 'code' });
    await input.click();
    await userEvent.keyboard('1x');
    await expect.element(screen.getByText(VALIDATION_MESSAGES.num())).toBeVisible();
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect.poll(() => screen.getByText(VALIDATION_MESSAGES.num()).query()).toBeNull();
  });

  it('works on a Textarea too', async () => {
    function OpinionForm() {
      const form = useRulesForm<{ actvOpnn: string }>({ rules: { actvOpnn: { min: 5 } }, defaultValues: { actvOpnn: '' } });
      return (
        <Form form={form} onSubmit={() => {}}>
          <FormField name="actvOpnn" label="소감">
            <Textarea {...form.register('actvOpnn')} validateOnInput />
          </FormField>
        </Form>
      );
    }
    const screen = await render(<OpinionForm />);
    const textarea = screen.getByRole('textbox', { name: '소감' });
    await textarea.click();
    await userEvent.keyboard('좋았다');
    await expect.element(textarea).toHaveAccessibleDescription(VALIDATION_MESSAGES.min(5));
    await userEvent.keyboard('고 생각');
    await expect.element(textarea).not.toHaveAttribute('aria-invalid');
  });

  it('without it, typing alone shows nothing', async () => {
    const screen = await render(<RulesTestForm rules={{ code: { num: true } }} />);
    await screen.getByRole('textbox', { name: 'code' }).click();
    await userEvent.keyboard('1x');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.getByText(VALIDATION_MESSAGES.num()).query()).toBeNull();
  });
});
