import { checkPasswordPolicy, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from '@portal/contract';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { FormField, Input } from '../../../components/form';
import type { TJoinFormValues } from '../lib/join-form-schema';
import '../../../lib/catalogues/join-catalogue';

/**
 * Password and its confirmation; the rule's message follows the typing (SECURITY 10), judged with
 * the id and birth date exactly as the server will.
 */
export function PasswordFields({ brdt }: { brdt: string | null }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<TJoinFormValues>();
  const [userId, pswd, pswdCnfm, typedBrdt] = useWatch({ control, name: ['userId', 'pswd', 'pswdCnfm', 'brdt'] });
  const { errors } = useFormState({ control, name: ['pswd', 'pswdCnfm'] });
  const rule = pswd ? (checkPasswordPolicy(pswd, { userId, brdt: brdt ?? typedBrdt }) ?? t('join.form.pswdOk')) : PASSWORD_MESSAGES.rule;
  const confirm = pswdCnfm ? (pswd === pswdCnfm ? t('join.form.pswdMatch') : PASSWORD_MESSAGES.mismatch) : undefined;
  return (
    <>
      <FormField label={t('join.form.pswd')} name="pswd" required hint={errors.pswd ? undefined : <span aria-live="polite">{rule}</span>}>
        <Input {...register('pswd')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </FormField>
      <FormField
        label={t('join.form.pswdCnfm')}
        name="pswdCnfm"
        required
        hint={errors.pswdCnfm || !confirm ? undefined : <span aria-live="polite">{confirm}</span>}
      >
        <Input {...register('pswdCnfm')} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </FormField>
    </>
  );
}
