import type { ChangeEvent, ComponentPropsWithRef, CompositionEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useControlAria } from './field-context';
import './form.css';

export type TInputProps = Omit<ComponentPropsWithRef<'input'>, 'pattern'> & {
  /**
   * spec §5: a value not matching the pattern is cleared. A string is read as the HTML
   * pattern attribute is (the whole value must match).
   */
  pattern?: RegExp | string;
  /** validate on every input instead of on blur and submit (needs a surrounding Form) */
  validateOnInput?: boolean;
};

function matches(pattern: RegExp | string, value: string): boolean {
  const re = typeof pattern === 'string' ? new RegExp(`^(?:${pattern})$`, 'v') : pattern;
  // a global or sticky pattern keeps lastIndex between calls
  re.lastIndex = 0;
  return re.test(value);
}

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Text input for register() or a Controller; min, max and maxLength pass to the element. */
export function Input({ pattern, validateOnInput = false, onChange, onCompositionEnd, className, ...rest }: TInputProps) {
  const aria = useControlAria(rest);
  // null outside a Form: validateOnInput then has nothing to validate against
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    // Hangul is typed through composition: judge the syllable once it is complete
    const composing = (event.nativeEvent as InputEvent).isComposing;
    if (pattern && !composing && input.value !== '' && !matches(pattern, input.value)) input.value = '';
    onChange?.(event);
    if (validateOnInput && form && rest.name) void form.trigger(rest.name);
  };

  const handleCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    onCompositionEnd?.(event);
    const input = event.currentTarget;
    if (pattern && input.value !== '' && !matches(pattern, input.value)) {
      // Chrome sends no input event after compositionend: send one so onChange sees the cleared value
      setNativeValue?.call(input, '');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };

  return (
    <input
      type="text"
      {...rest}
      {...aria}
      className={['form-control', className].filter(Boolean).join(' ')}
      onChange={handleChange}
      onCompositionEnd={handleCompositionEnd}
    />
  );
}
