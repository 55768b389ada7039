import { checkPasswordPolicy, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormField, Input } from '../../../components/form';
import '../member-catalogue';

/** Whose password it is: the rule refuses one containing the id or the birth date (SECURITY 10). */
export type TPswdOwner = { userId?: string | null; brdt?: string | null };

type TNewPswdValues = { newPswd: string; newPswdCnfm: string };

/** The password rule as a zod check of newPswd, added to a contract schema for the form. */
export const passwordRule = (who: TPswdOwner) => (value: { newPswd: string }, ctx: z.RefinementCtx) => {
  const message = value.newPswd ? checkPasswordPolicy(value.newPswd, who) : undefined;
  if (message) ctx.addIssue({ code: 'custom', path: ['newPswd'], message });
};

/**
 * New password and its confirmation. Under the field, the rule speaks as the user types: which
 * part is not met yet, or that the password can be used (announced politely).
 */
export function NewPswdFields({ who }: { who: TPswdOwner }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<TNewPswdValues>();
  const newPswd = useWatch({ control, name: 'newPswd' }) ?? '';
  const { errors } = useFormState({ control, name: 'newPswd' });
  // while the field shows an error, the hint states the rule instead of repeating the error
  const live = newPswd && !errors.newPswd ? (checkPasswordPolicy(newPswd, who) ?? t('member.pswdChg.ruleOk')) : PASSWORD_MESSAGES.rule;
  return (
    <>
      <FormField name="newPswd" label={t('member.pswdChg.newPswd')} required hint={<span aria-live="polite">{live}</span>}>
        <Input type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...register('newPswd')} />
      </FormField>
      <FormField name="newPswdCnfm" label={t('member.pswdChg.newPswdCnfm')} required>
        <Input type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...register('newPswdCnfm')} />
      </FormField>
    </>
  );
}
