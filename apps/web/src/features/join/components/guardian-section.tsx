import { GUARDIAN_RELATIONS, type TOptionItem } from '@portal/contract';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { FieldError, RadioGroup } from '../../../components/form';
import type { TJoinFormValues } from '../lib/join-form-schema';
import { IdentityVerifyButton } from '../../../components/identity-verify/identity-verify-button';
import '../../../lib/catalogues/join-catalogue';

const RELATION_OPTIONS: TOptionItem[] = Object.entries(GUARDIAN_RELATIONS).map(([value, label]) => ({ key: value, value, label }));

type TGuardianSectionProps = {
  /** this page, to come back to after the guardian's verification */
  returnPath: string;
  /** the verified guardian's name, once verified */
  guardianNm: string | undefined;
  /** keeps the form's entries before the page is left */
  beforeVerify: () => boolean;
};

/** SECURITY 16: a child under 14 joins with a legal guardian's verification and consent. */
export function GuardianSection({ returnPath, guardianNm, beforeVerify }: TGuardianSectionProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<TJoinFormValues>();
  const headingId = useId();
  const agreeErrorId = useId();
  return (
    <section className="join-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="join-section__title">
        {t('join.guardian.title')}
      </h2>
      <p className="join-section__text">{t('join.guardian.intro')}</p>
      <Controller
        control={control}
        name="guardianRelationCd"
        render={({ field, fieldState }) => (
          <RadioGroup legend={t('join.guardian.relation')} required options={RELATION_OPTIONS} error={fieldState.error?.message} {...field} />
        )}
      />
      <div className="join-guardian__verify">
        {guardianNm ? (
          <p className="join-verified" role="status">
            {t('join.guardian.verified', { userNm: guardianNm })}
          </p>
        ) : (
          <IdentityVerifyButton
            purposeCd="GUARDIAN"
            returnPath={returnPath}
            label={t('join.guardian.verify')}
            className="btn btn--secondary"
            beforeStart={beforeVerify}
          />
        )}
      </div>
      <Controller
        control={control}
        name="guardianAgreYn"
        render={({ field, fieldState }) => (
          <div className="form-field">
            <label className="form-choice">
              <input
                ref={field.ref}
                type="checkbox"
                name={field.name}
                checked={field.value === 'Y'}
                onChange={(event) => field.onChange(event.currentTarget.checked ? 'Y' : 'N')}
                onBlur={field.onBlur}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? agreeErrorId : undefined}
              />
              {t('join.guardian.agree')}
            </label>
            {fieldState.error && <FieldError id={agreeErrorId}>{fieldState.error.message}</FieldError>}
          </div>
        )}
      />
    </section>
  );
}
