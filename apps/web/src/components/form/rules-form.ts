import { useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import { zodResolver } from './zod-resolver';
import { z } from 'zod';
import { zField, type TFieldRules } from '@portal/contract';

export type TRulesMap<T extends FieldValues> = Partial<Record<keyof T & string, TFieldRules>>;

/** spec §5: one zod object of the contract's zField rules, so messages match the server's. */
export function rulesSchema<T extends FieldValues>(rules: TRulesMap<T>) {
  return z.object(Object.fromEntries(Object.entries(rules).flatMap(([name, fieldRules]) => (fieldRules ? [[name, zField(fieldRules)]] : []))));
}

/** A resolver over the rules that passes fields without rules through untouched (raw mode). */
export function rulesResolver<T extends FieldValues>(rules: TRulesMap<T>): Resolver<T> {
  return zodResolver(rulesSchema(rules), undefined, { raw: true }) as unknown as Resolver<T>;
}

export type TUseRulesFormOptions<T extends FieldValues> = UseFormProps<T> & {
  /** read once, on the first render */
  rules: TRulesMap<T>;
};

/**
 * useForm with spec §5 behaviour: errors on blur and on submit, re-checked on change after a
 * submit. Focus on submit is moved by <Form> in document order, so RHF's own focusing is off.
 */
export function useRulesForm<T extends FieldValues>({ rules, ...options }: TUseRulesFormOptions<T>) {
  const [resolver] = useState(() => rulesResolver<T>(rules));
  return useForm<T>({ mode: 'onBlur', reValidateMode: 'onChange', shouldFocusError: false, resolver, ...options });
}
