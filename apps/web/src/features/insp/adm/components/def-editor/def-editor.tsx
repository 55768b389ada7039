import type { TInspDefinition } from '@portal/contract';
import { useState } from 'react';
import { FormProvider, type Path, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../../../lib/api';
import { formPathOf, type TDefForm, toDefinition } from '../def-form';
import { AnswerScaleFields } from './answer-scale-fields';
import { DefProblems } from './def-problems';
import { ItemTable } from './item-table';
import { ScaleTable } from './scale-table';
import { ScoringFields } from './scoring-fields';

/**
 * The server's field errors on a definition ('definition.items.3.text') under the editor's fields;
 * the ones about the whole definition in the editor's list. The message itself was already shown
 * by the API client's dialog.
 */
export function useDefServerErrors(form: UseFormReturn<TDefForm>) {
  const [messages, setMessages] = useState<readonly string[]>([]);
  const apply = (error: unknown) => {
    const fieldErrors = isApiError(error) ? error.data?.fieldErrors : undefined;
    if (!fieldErrors) return;
    const def = toDefinition(form.getValues());
    const whole: string[] = [];
    for (const [key, message] of Object.entries(fieldErrors)) {
      const parts = key.split('.');
      if (parts[0] !== 'definition') continue;
      if (parts.length === 1) whole.push(message);
      else form.setError(formPathOf(parts.slice(1), def) as Path<TDefForm>, { type: 'server', message });
    }
    setMessages(whole);
  };
  return { messages, apply, clear: () => setMessages([]) };
}

/** The definition editor's sections: answer scale, scales, items, scoring, and what stops a save. */
export function DefEditor({ form, serverMessages }: { form: UseFormReturn<TDefForm>; serverMessages: readonly string[] }) {
  const { control } = form;
  return (
    <FormProvider {...form}>
      <AnswerScaleFields control={control} />
      <ScaleTable control={control} />
      <ItemTable control={control} />
      <ScoringFields control={control} />
      <DefProblems control={control} serverMessages={serverMessages} />
    </FormProvider>
  );
}

/** The definition to save, once the editor's form has passed the contract's schema. */
export const submitDefinition = (form: UseFormReturn<TDefForm>, onValid: (definition: TInspDefinition) => Promise<void>) =>
  form.handleSubmit((values) => onValid(toDefinition(values)));
