import { GRDN_CNST_MESSAGES, GUARDIAN_RELATIONS, JOIN_MESSAGES, type TGuardianRelationCd, type TOptionItem } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FieldError, RadioGroup } from '../../../components/form';
import { IdentityVerifyButton } from '../../../components/identity-verify/identity-verify-button';
import { useTranslation } from '../../../lib/i18n';
import { useFinishLogin } from '../../../lib/login-user/use-finish-login';
import { useGrdnCnst, useGuardianVerification } from '../api/grdn-cnst';
import '../../../lib/catalogues/join-catalogue';
import '../stdnt-mng-catalogue';
import '../stdnt-mng.css';

const RETURN_PATH = '/login/grdnCnst';
const RELATION_OPTIONS: TOptionItem[] = Object.entries(GUARDIAN_RELATIONS).map(([value, label]) => ({ key: value, value, label }));

/**
 * /login/grdnCnst, the login step GRDN_CNST (issue 18, SECURITY 16): a bulk-registered student under
 * 14, after setting a password, needs a legal guardian's consent before the login counts: the
 * guardian verifies their identity in this browser (coming back here with ?vrfcId=), chooses the
 * relation and agrees; the server checks every part again and answers the next step.
 */
export function GrdnCnstPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const verification = useGuardianVerification(params.get('vrfcId') ?? undefined);
  const guardian = verification.data?.purposeCd === 'GUARDIAN' ? verification.data : undefined;
  const consent = useGrdnCnst();
  const finishLogin = useFinishLogin();
  const [relation, setRelation] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<{ relation?: string; agree?: string }>({});
  const relationRef = useRef<HTMLInputElement>(null);
  const agreeRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!guardian) return;
    const next = { relation: relation ? undefined : JOIN_MESSAGES.guardianRelation, agree: agree ? undefined : JOIN_MESSAGES.guardianAgree };
    setErrors(next);
    // spec §5: the first invalid field takes the focus
    if (next.relation) return relationRef.current?.focus();
    if (next.agree) return agreeRef.current?.focus();
    try {
      const result = await consent.mutateAsync({ guardianVrfcId: guardian.vrfcId, guardianRelationCd: relation as TGuardianRelationCd, guardianAgreYn: 'Y' });
      await finishLogin(result);
    } catch {
      // the API client has shown the server's message (401: the pending login has ended)
    }
  }

  return (
    <div className="stdnt-mng">
      <p>{GRDN_CNST_MESSAGES.required}</p>
      <p>{t('stdntMng.grdnCnst.intro')}</p>
      {!guardian ? (
        <div>
          {verification.isLoading && <p role="status">{t('stdntMng.loading')}</p>}
          {verification.error && <p role="alert">{verification.error.message}</p>}
          <IdentityVerifyButton purposeCd="GUARDIAN" returnPath={RETURN_PATH} label={t('join.guardian.verify')} />
        </div>
      ) : (
        <form className="stdnt-mng__form" noValidate aria-label={t('join.guardian.title')} onSubmit={(event) => void onSubmit(event)}>
          <p role="status">{t('join.guardian.verified', { userNm: guardian.userNm })}</p>
          <RadioGroup
            ref={relationRef}
            legend={t('join.guardian.relation')}
            required
            name="guardianRelationCd"
            options={RELATION_OPTIONS}
            value={relation}
            error={errors.relation}
            onChange={setRelation}
          />
          <div className="form-field">
            <label className="form-choice">
              <input
                ref={agreeRef}
                type="checkbox"
                checked={agree}
                onChange={(event) => setAgree(event.currentTarget.checked)}
                aria-invalid={errors.agree ? true : undefined}
                aria-describedby={errors.agree ? 'grdn-agree-error' : undefined}
              />
              {t('stdntMng.grdnCnst.agree')}
            </label>
            {errors.agree && <FieldError id="grdn-agree-error">{errors.agree}</FieldError>}
          </div>
          <div className="stdnt-mng__actions">
            <button type="submit" className="btn btn--primary" disabled={consent.isPending}>
              {t('stdntMng.grdnCnst.submit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
