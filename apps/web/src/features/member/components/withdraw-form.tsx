import { ZWithdrawRequest, type TWithdrawRequest } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { Form, FormField, Input, zodResolver } from '../../../components/form';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { forgetLoginUser } from '../../../lib/login-user/login-user-store';
import { memberKeys } from '../api/member-keys';
import { useWithdraw } from '../api/withdraw';
import { FORM_MODE, showFieldErrors } from './form-errors';
import '../member-catalogue';

/** Withdrawal with the password and a confirmation; the session ends and the user lands on /main. */
export function WithdrawForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<TWithdrawRequest>({ ...FORM_MODE, resolver: zodResolver(ZWithdrawRequest), defaultValues: { pswd: '' } });
  const withdraw = useWithdraw();

  const onSubmit = async (values: TWithdrawRequest) => {
    if (!(await showConfirm(t('member.myInfo.withdrawConfirm')))) return;
    if (!(await withdraw.mutateAsync(values).catch(showFieldErrors(form.setError)))) return;
    forgetLoginUser();
    await showAlert(t('member.myInfo.withdrawn'));
    await navigate('/main', { replace: true });
    // after leaving the page, so nothing asks for the ended session's data again
    queryClient.removeQueries({ queryKey: memberKeys.all });
    await queryClient.invalidateQueries();
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby="my-info-withdraw" className="member-form">
      <h2 id="my-info-withdraw" className="member-section__title">
        {t('member.myInfo.withdraw')}
      </h2>
      <p className="member-intro">{t('member.myInfo.withdrawNote')}</p>
      <FormField name="pswd" label={t('member.myInfo.withdrawPswd')} required>
        <Input type="password" autoComplete="current-password" maxLength={200} {...form.register('pswd')} />
      </FormField>
      <div className="member-actions">
        <button type="submit" className="btn btn--secondary" disabled={withdraw.isPending}>
          {t('member.myInfo.withdrawSubmit')}
        </button>
      </div>
    </Form>
  );
}
