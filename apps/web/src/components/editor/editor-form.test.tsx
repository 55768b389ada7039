import { VALIDATION_MESSAGES } from '@portal/contract';
import { Controller } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Form, FormField, Input, useRulesForm } from '../form';
import { Editor } from './index';

type TValues = { cn: string; title: string };

/** A post form as the boards write it: the editor under FormField, bound with Controller. */
function PostForm({ onValid }: { onValid: (values: TValues) => void }) {
  const form = useRulesForm<TValues>({
    rules: { cn: { required: true }, title: { required: true } },
    defaultValues: { cn: '', title: '' },
  });
  return (
    <Form form={form} onSubmit={onValid} aria-label="글쓰기">
      <FormField name="cn" id="cn" label="내용" required>
        <Controller
          name="cn"
          control={form.control}
          render={({ field }) => (
            <Editor id="cn" label="내용" name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
      </FormField>
      <FormField name="title" label="제목" required>
        <Input {...form.register('title')} />
      </FormField>
      <button type="submit">저장</button>
    </Form>
  );
}

describe('Editor in a form (spec §5)', () => {
  it('an empty body fails required; the editor, first in the form, gets focus and is described by the message', async () => {
    const onValid = vi.fn();
    const screen = await render(<PostForm onValid={onValid} />);
    const content = screen.getByRole('textbox', { name: '내용' });
    await expect.element(content).toBeInTheDocument();
    await screen.getByRole('button', { name: '저장' }).click();

    await expect.element(content).toHaveFocus();
    await expect.element(content).toHaveAttribute('aria-invalid', 'true');
    await expect.element(content).toHaveAccessibleDescription(VALIDATION_MESSAGES.required());
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.keyboard('본문입니다');
    await screen.getByRole('textbox', { name: /제목/ }).fill('제목입니다');
    await screen.getByRole('button', { name: '저장' }).click();
    await expect.poll(() => onValid.mock.calls.length).toBe(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ cn: '<p>본문입니다</p>', title: '제목입니다' });
    await expect.element(content).not.toHaveAttribute('aria-invalid');
  });

  it('marks the field touched only when focus leaves the editor, not when a tool is used', async () => {
    const screen = await render(<PostForm onValid={() => {}} />);
    const content = screen.getByRole('textbox', { name: '내용' });
    await content.click();
    await screen.getByRole('button', { name: '굵게', exact: true }).click();
    expect(screen.getByText(VALIDATION_MESSAGES.required()).query()).toBeNull();
    await screen.getByRole('textbox', { name: /제목/ }).click();
    await expect.element(screen.getByText(VALIDATION_MESSAGES.required())).toBeVisible();
  });
});
