import type { ReactNode } from 'react';
import type { TFieldRules } from '@portal/contract';
import { Form } from './form';
import { FormField } from './form-field';
import { Input } from './input';
import { useRulesForm } from './rules-form';

type TValues = Record<string, string>;

/** A form of text inputs, one per rule set, for the validation tests. */
export function RulesTestForm({
  rules,
  onValid = () => {},
  validateOnInput = false,
  children,
}: {
  rules: Record<string, TFieldRules>;
  onValid?: (values: TValues) => void;
  validateOnInput?: boolean;
  children?: ReactNode;
}) {
  const form = useRulesForm<TValues>({
    rules,
    defaultValues: Object.fromEntries(Object.keys(rules).map((name) => [name, ''])),
  });
  return (
    <Form form={form} onSubmit={onValid} aria-label="테스트 양식">
      {Object.entries(rules).map(([name, fieldRules]) => (
        <FormField key={name} name={name} label={name} required={fieldRules.required}>
          <Input {...form.register(name)} validateOnInput={validateOnInput} />
        </FormField>
      ))}
      {children}
      <button type="submit">저장</button>
    </Form>
  );
}
