import { MY_INFO_MESSAGES, ZPswdCheckRequest, type TPswdCheckRequest } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Form, FormField, Input, zodResolver } from '../../../components/form';
import { useCheckPswd } from '../api/check-pswd';
import { FORM_MODE, showFieldErrors } from './form-errors';
import '../member-catalogue';

type TPswdCheckFormProps = {
  /** N: a social-only account, which has no password: it is told how to make one */
  pswdYn: 'Y' | 'N';
  onChecked: (validUntil: number) => void;
  onCancel: () => void;
};

/**
 * The password asked again before personal data is edited or the account withdrawn (issue 14).
 * Wrong answers count with the login's failures; the fifth locks the account and logs out.
 */
export function PswdCheckForm({ pswdYn, onChecked, onCancel }: TPswdCheckFormProps) {
  const { t } = useTranslation();
  const form = useForm<TPswdCheckRequest>({ ...FORM_MODE, resolver: zodResolver(ZPswdCheckRequest), defaultValues: { pswd: '' } });
  const check = useCheckPswd();
  const cancel = (
    <button type="button" className="btn btn--secondary" onClick={onCancel}>
      {t('member.myInfo.cancel')}
    </button>
  );

  if (pswdYn === 'N') {
    return (
      <div className="member-form">
        <p className="member-intro">{MY_INFO_MESSAGES.noPswd}</p>
        <div className="member-actions">
          {cancel}
          <Link to="/login/findPswd" className="btn btn--primary">
            {t('member.myInfo.toFindPswd')}
          </Link>
        </div>
      </div>
    );
  }

  const onSubmit = async (values: TPswdCheckRequest) => {
    const result = await check.mutateAsync(values).catch(showFieldErrors(form.setError));
    if (result) onChecked(Date.parse(result.validUntil));
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t('member.myInfo.pswdCheck')} className="member-form">
      <p className="member-intro">{t('member.myInfo.pswdCheckIntro')}</p>
      <FormField name="pswd" label={t('member.myInfo.pswdCheckLabel')} required>
        <Input type="password" autoComplete="current-password" maxLength={200} {...form.register('pswd')} />
      </FormField>
      <div className="member-actions">
        {cancel}
        <button type="submit" className="btn btn--primary" disabled={check.isPending}>
          {t('member.myInfo.pswdCheckSubmit')}
        </button>
      </div>
    </Form>
  );
}
