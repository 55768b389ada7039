import { ZFindPswdResetRequest, ZFindPswdVerifyRequest, type TFindPswdResetRequest } from '@portal/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { Form, FormField, Input, zodResolver } from '../../../components/form';
import { IdentityVerifyButton } from '../../../components/identity-verify/identity-verify-button';
import { useResetFindPswd } from '../api/find-pswd-reset';
import { useVerifyFindPswd } from '../api/find-pswd-verify';
import { FORM_MODE, showFieldErrors } from '../components/form-errors';
import { NewPswdFields, passwordRule } from '../components/new-pswd-fields';
import '../member.css';
import '../member-catalogue';

/** The typed id survives the trip to the verification provider and back (this tab only). */
const TYPED_ID_KEY = 'findPswdUserId';
const ZIdForm = ZFindPswdVerifyRequest.pick({ userId: true });
type TIdValues = { userId: string };

/**
 * spec §2 /login/findPswd: step 1 the id and an identity verification (FIND_PSWD); step 2 a new
 * password through the single-use token the server answers; then back to login.
 */
export function FindPswdPage() {
  const { t } = useTranslation();
  const [reset, setReset] = useState<{ userId: string; resetToken: string } | null>(null);
  const [done, setDone] = useState(false);

  return (
    <div className="member-page">
      {done ? (
        <div className="member-result" role="status">
          <p>{t('member.findPswd.done')}</p>
          <div className="member-actions">
            <Link to="/login" className="btn btn--primary">
              {t('member.goLogin')}
            </Link>
          </div>
        </div>
      ) : reset ? (
        <ResetStep {...reset} onDone={() => setDone(true)} />
      ) : (
        <IdStep onVerified={setReset} />
      )}
    </div>
  );
}

function IdStep({ onVerified }: { onVerified: (reset: { userId: string; resetToken: string }) => void }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vrfcId = params.get('vrfcId');
  const form = useForm<TIdValues>({ ...FORM_MODE, resolver: zodResolver(ZIdForm), defaultValues: { userId: sessionStorage.getItem(TYPED_ID_KEY) ?? '' } });
  const verify = useVerifyFindPswd();

  const onSubmit = async ({ userId }: TIdValues) => {
    if (!vrfcId) return;
    const result = await verify.mutateAsync({ userId, vrfcId }).catch(showFieldErrors(form.setError));
    if (!result) return;
    sessionStorage.removeItem(TYPED_ID_KEY);
    onVerified({ userId, resetToken: result.resetToken });
  };

  return (
    <>
      <p className="member-intro">{vrfcId ? t('member.findPswd.verified') : t('member.findPswd.intro')}</p>
      <Form form={form} onSubmit={onSubmit} aria-label={t('member.findPswd.title')} className="member-form">
        <FormField name="userId" label={t('member.findPswd.userId')} required>
          <Input
            autoComplete="username"
            maxLength={50}
            {...form.register('userId', { onChange: (event: { target: HTMLInputElement }) => sessionStorage.setItem(TYPED_ID_KEY, event.target.value) })}
          />
        </FormField>
        <div className="member-actions">
          {vrfcId ? (
            <button type="submit" className="btn btn--primary" disabled={verify.isPending}>
              {t('member.findPswd.next')}
            </button>
          ) : (
            <IdentityVerifyButton
              purposeCd="FIND_PSWD"
              returnPath="/login/findPswd"
              label={t('member.findPswd.verify')}
              beforeStart={() => form.trigger('userId', { shouldFocus: true })}
            />
          )}
          <Link to="/login/findId" className="btn btn--secondary">
            {t('member.goFindId')}
          </Link>
        </div>
      </Form>
    </>
  );
}

function ResetStep({ userId, resetToken, onDone }: { userId: string; resetToken: string; onDone: () => void }) {
  const { t } = useTranslation();
  const who = useMemo(() => ({ userId }), [userId]);
  const resolver = useMemo(() => zodResolver(ZFindPswdResetRequest.superRefine(passwordRule(who))), [who]);
  const form = useForm<TFindPswdResetRequest>({ ...FORM_MODE, resolver, defaultValues: { resetToken, newPswd: '', newPswdCnfm: '' } });
  const resetPswd = useResetFindPswd();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the step replaced the page's content: tell where the user now is
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = async (values: TFindPswdResetRequest) => {
    if (await resetPswd.mutateAsync(values).catch(showFieldErrors(form.setError))) onDone();
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby="find-pswd-step2" className="member-form">
      <h2 id="find-pswd-step2" ref={headingRef} tabIndex={-1} className="member-section__title">
        {t('member.findPswd.step2')}
      </h2>
      <NewPswdFields who={who} />
      <div className="member-actions">
        <button type="submit" className="btn btn--primary" disabled={resetPswd.isPending}>
          {t('member.findPswd.submit')}
        </button>
      </div>
    </Form>
  );
}
