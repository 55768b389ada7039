import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** toFieldErrors (contract) files issues without a path under '_'. */
const ROOT_KEY = '_';

/**
 * Shows the server's field errors (ApiError data.fieldErrors: { field: message }) on the form,
 * in the same place as the client's rule messages, and focuses the first field. Returns
 * whether there was anything to show.
 */
export function applyFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fieldErrors: Readonly<Record<string, string>> | undefined): boolean {
  const entries = Object.entries(fieldErrors ?? {});
  let focused = false;
  for (const [field, message] of entries) {
    if (field === ROOT_KEY) {
      setError('root.server', { type: 'server', message });
      continue;
    }
    setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return entries.length > 0;
}
