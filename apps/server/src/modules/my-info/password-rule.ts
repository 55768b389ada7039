import { checkPasswordPolicy } from '@portal/contract';
import { AppError } from '../../plugins/app-error.js';

/** A 400 whose message is also shown under one field (ApiError data.fieldErrors). */
export const fieldError = (field: string, message: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { [field]: message } });

/** SECURITY 10: the new password must pass the rule for this member (id and birth date included). */
export function assertPasswordRule(newPswd: string, who: { userId: string; brdt: string | null }): void {
  const message = checkPasswordPolicy(newPswd, who);
  if (message) throw fieldError('newPswd', message);
}
