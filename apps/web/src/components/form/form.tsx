import { useRef, type ComponentPropsWithoutRef } from 'react';
import { FormProvider, type FieldValues, type SubmitErrorHandler, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { focusFirstInvalid } from './focus-first-invalid';

export type TFormProps<TValues extends FieldValues, TOutput extends FieldValues = TValues> = Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'onInvalid'
> & {
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: SubmitHandler<TOutput>;
  onInvalid?: SubmitErrorHandler<TValues>;
};

/**
 * A <form> bound to react-hook-form: the browser's own validation is off (the spec §5 rules
 * speak instead) and an invalid submit focuses the first invalid field in document order.
 */
export function Form<TValues extends FieldValues, TOutput extends FieldValues = TValues>({
  form,
  onSubmit,
  onInvalid,
  children,
  ...rest
}: TFormProps<TValues, TOutput>) {
  const formRef = useRef<HTMLFormElement>(null);

  const handleInvalid: SubmitErrorHandler<TValues> = async (errors, event) => {
    await onInvalid?.(errors, event);
    const focused = formRef.current && focusFirstInvalid(formRef.current, errors);
    // a control without a name attribute: fall back to the ref react-hook-form holds
    const [first] = Object.keys(errors);
    if (!focused && first) form.setFocus(first as Parameters<typeof form.setFocus>[0]);
  };

  return (
    <FormProvider {...form}>
      <form noValidate {...rest} ref={formRef} onSubmit={(event) => void form.handleSubmit(onSubmit, handleInvalid)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
