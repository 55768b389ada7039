import type { TAgreement, TIdntfResult } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { applyFieldErrors, Form, FormField, Input, useRulesForm } from '../../../components/form';
import { isApiError } from '../../../lib/api';
import { postAdmJoin } from '../api/post-adm-join';
import { clearJoinDraft } from '../lib/join-draft';
import { EMPTY_JOIN_FORM, joinFormResolver, type TJoinFormValues } from '../lib/join-form-schema';
import { PasswordFields } from './password-fields';
import { isIdChecked, UserIdField, type TIdCheck } from './user-id-field';
import { VerifiedIdentityFields } from './verified-identity-fields';
import '../../../lib/catalogues/join-catalogue';

type TAdmJoinFormProps = {
  mbrTypeAuthrt: string;
  agreements: TAgreement[];
  person: TIdntfResult;
  onDone: (userId: string) => void;
};

/** spec §2 admWrite: the staff or institution manager's form after the JOIN verification. */
export function AdmJoinForm({ mbrTypeAuthrt, agreements, person, onDone }: TAdmJoinFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [resolver] = useState(() => joinFormResolver({ brdt: person.brdt, student: false, typedIdentity: false, admin: true }));
  const form = useRulesForm<TJoinFormValues>({ rules: {}, resolver, defaultValues: EMPTY_JOIN_FORM });
  const [idCheck, setIdCheck] = useState<TIdCheck>(null);

  const onSubmit = async (values: TJoinFormValues) => {
    if (!isIdChecked(idCheck, values.userId)) {
      form.setError('userId', { type: 'manual', message: t('join.alert.checkId') }, { shouldFocus: true });
      return;
    }
    const { userId, pswd, pswdCnfm, email, mblTelno, instNm } = values;
    try {
      await postAdmJoin({ mbrTypeAuthrt, userId, pswd, pswdCnfm, email, mblTelno, instNm, agreements, vrfcId: person.vrfcId });
      clearJoinDraft();
      onDone(userId);
    } catch (error) {
      if (isApiError(error)) applyFieldErrors(form.setError, error.data?.fieldErrors);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="join join-form" aria-labelledby={headingId}>
      <section className="join-section">
        <h2 id={headingId} className="join-section__title">
          {t('join.crumb.admWrite')}
        </h2>
        <VerifiedIdentityFields userNm={person.userNm} brdt={person.brdt} />
        <UserIdField check={idCheck} onCheck={setIdCheck} />
        <PasswordFields brdt={person.brdt} />
        <FormField label={t('join.form.instNm')} name="instNm" required>
          <Input {...form.register('instNm')} maxLength={100} autoComplete="organization" />
        </FormField>
        <FormField label={t('join.form.email')} name="email">
          <Input {...form.register('email')} type="email" autoComplete="email" maxLength={100} />
        </FormField>
        <FormField label={t('join.form.mblTelno')} name="mblTelno" hint={t('join.form.mblTelnoHint')}>
          <Input {...form.register('mblTelno')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={13} />
        </FormField>
      </section>
      <div className="join-actions">
        <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
          {t('join.form.submit')}
        </button>
      </div>
    </Form>
  );
}
