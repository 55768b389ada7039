import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Form } from './form';
import { FormField } from './form-field';
import { Input } from './input';
import { applyFieldErrors } from './apply-field-errors';
import { useRulesForm } from './rules-form';

type TValues = { actvNm: string; actvPlc: string };

function ServerForm({ fieldErrors }: { fieldErrors: Record<string, string> }) {
  const form = useRulesForm<TValues>({ rules: {}, defaultValues: { actvNm: '', actvPlc: '' } });
  const rootMessage = form.formState.errors.root?.server?.message;
  return (
    <Form form={form} onSubmit={() => applyFieldErrors(form.setError, fieldErrors)}>
      <FormField name="actvNm" label="활동명">
        <Input {...form.register('actvNm')} />
      </FormField>
      <FormField name="actvPlc" label="활동 장소">
        <Input {...form.register('actvPlc')} />
      </FormField>
      {rootMessage && <p role="alert">{rootMessage}</p>}
      <button type="submit">저장</button>
    </Form>
  );
}

describe('applyFieldErrors', () => {
  it('shows the server messages on their fields and focuses the first one', async () => {
    const screen = await render(<ServerForm fieldErrors={{ actvPlc: '10자 이하로 입력해 주세요.', actvNm: '필수 입력 항목입니다.' }} />);
    await screen.getByRole('button', { name: '저장' }).click();
    const place = screen.getByRole('textbox', { name: '활동 장소' });
    await expect.element(place).toHaveAccessibleDescription('10자 이하로 입력해 주세요.');
    await expect.element(place).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByRole('textbox', { name: '활동명' })).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await expect.element(place).toHaveFocus();
  });

  it("files a message without a field ('_') as the form's root error", async () => {
    const screen = await render(<ServerForm fieldErrors={{ _: '입력값을 확인해 주세요.' }} />);
    await screen.getByRole('button', { name: '저장' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('입력값을 확인해 주세요.');
  });

  it('reports whether there was anything to show', () => {
    const set: string[] = [];
    const setError = ((name: string) => set.push(name)) as Parameters<typeof applyFieldErrors>[0];
    expect(applyFieldErrors(setError, undefined)).toBe(false);
    expect(applyFieldErrors(setError, { a: 'x', _: 'y' })).toBe(true);
    expect(set).toEqual(['a', 'root.server']);
  });
});
