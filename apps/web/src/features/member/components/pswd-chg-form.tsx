import { ZPswdChgRequest, type TLoginProcResponse, type TPswdChgRequest } from '@portal/contract';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Form, FormField, Input, zodResolver } from '../../../components/form';
import { useChangePswd } from '../api/change-pswd';
import { FORM_MODE, showFieldErrors } from './form-errors';
import { NewPswdFields, passwordRule, type TPswdOwner } from './new-pswd-fields';
import '../member-catalogue';

export type TPswdChgFormProps = {
  who: TPswdOwner;
  /** the answer of a successful change (the session has a new id by then) */
  onDone: (result: TLoginProcResponse) => void | Promise<void>;
  /** a button next to the submit button ('다음에 변경' in the popup) */
  secondary?: ReactNode;
};

/** Current password, new password and confirmation → POST /icec/api/login/pswdChg. */
export function PswdChgForm({ who, onDone, secondary }: TPswdChgFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo(() => zodResolver(ZPswdChgRequest.superRefine(passwordRule(who))), [who]);
  const form = useForm<TPswdChgRequest>({ ...FORM_MODE, resolver, defaultValues: { curPswd: '', newPswd: '', newPswdCnfm: '' } });
  const change = useChangePswd();

  const onSubmit = async (values: TPswdChgRequest) => {
    const result = await change.mutateAsync(values).catch(showFieldErrors(form.setError));
    if (result) await onDone(result);
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t('member.pswdChg.title')} className="member-form">
      <FormField name="curPswd" label={t('member.pswdChg.curPswd')} required>
        <Input type="password" autoComplete="current-password" maxLength={200} {...form.register('curPswd')} />
      </FormField>
      <NewPswdFields who={who} />
      <div className="member-actions">
        {secondary}
        <button type="submit" className="btn btn--primary" disabled={change.isPending}>
          {t('member.pswdChg.submit')}
        </button>
      </div>
    </Form>
  );
}
