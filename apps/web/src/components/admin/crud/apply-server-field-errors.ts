import type { FormInstance } from 'antd';
import { isApiError } from '../../../lib/api';

/** The server names a nested field 'extra.floors.0.flrNm': as an antd name path. */
const namePath = (key: string) => key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The server's field errors (data.fieldErrors, spec §5) shown under the antd fields they name, the
 * first one focused; the message itself was already shown by the API client's dialog.
 */
export function applyServerFieldErrors(form: FormInstance, error: unknown): void {
  if (!isApiError(error) || !error.data?.fieldErrors) return;
  const fields = Object.entries(error.data.fieldErrors).map(([key, message]) => ({ name: namePath(key), errors: [message] }));
  form.setFields(fields);
  if (fields[0]) form.focusField(fields[0].name);
}
