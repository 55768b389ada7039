import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyFieldErrors } from '../../../components/form';
import { isApiError } from '../../../lib/api';

/** react-hook-form's timing (spec §5): errors on blur and submit, re-checked on change; Form moves the focus. */
export const FORM_MODE = { mode: 'onBlur', reValidateMode: 'onChange', shouldFocusError: false } as const;

/**
 * For a failed call: the client has already shown the server's message (spec §7); its field errors
 * go under the fields. Other failures were logged by the client. Resolves undefined.
 */
export const showFieldErrors =
  <T extends FieldValues>(setError: UseFormSetError<T>) =>
  (error: unknown): undefined => {
    if (isApiError(error)) applyFieldErrors(setError, error.data?.fieldErrors);
    return undefined;
  };
