import { isStudentMbrType, type TJoinResponse } from '@portal/contract';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { DatePicker, todayIso } from '../../../components/date-picker';
import { applyFieldErrors, Form, FormField, Input, useRulesForm } from '../../../components/form';
import { showAlert } from '../../../components/modal/modal-store';
import { isApiError } from '../../../lib/api';
import { clearJoinDraft, formSnapshot } from '../lib/join-draft';
import { EMPTY_JOIN_FORM, isChild, joinFormResolver, type TJoinFormValues } from '../lib/join-form-schema';
import { GuardianSection } from './guardian-section';
import { PasswordFields } from './password-fields';
import { PostcodeFields } from '../../../components/postcode/postcode-fields';
import { SchoolFields } from '../../../components/school-picker/school-fields';
import { isIdChecked, UserIdField, type TIdCheck } from './user-id-field';
import { VerifiedIdentityFields } from './verified-identity-fields';
import '../../../lib/catalogues/join-catalogue';

/** verified: name and birth date from the JOIN verification; typed: the partner join asks for them. */
export type TJoinIdentity = { kind: 'verified'; userNm: string; brdt: string } | { kind: 'typed'; userNm: string | null };

type TJoinProfileFormProps = {
  mbrTypeAuthrt: string;
  identity: TJoinIdentity;
  /** the verified guardian's name, once a guardian has verified */
  guardianNm: string | undefined;
  /** this page, to come back to after the guardian's verification */
  returnPath: string;
  initialValues?: Record<string, string>;
  initialCheckedUserId?: string;
  /** keeps the entries (never the passwords) before the guardian's verification leaves the page */
  onKeep: (form: Record<string, string>, checkedUserId: string | undefined) => void;
  submit: (values: TJoinFormValues) => Promise<TJoinResponse>;
};

/**
 * The member form of spec §2 mbrJoinWrite and majuonMbrJoinWrite: id with its check, password
 * with the live rule, name and birth date (as text when verified), contact, postal address, the
 * school picked from the school list for students, and the
 * guardian's consent for a child under 14 (SECURITY 16).
 */
export function JoinProfileForm({
  mbrTypeAuthrt,
  identity,
  guardianNm,
  returnPath,
  initialValues,
  initialCheckedUserId,
  onKeep,
  submit,
}: TJoinProfileFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { account: useId(), personal: useId(), school: useId() };
  const verified = identity.kind === 'verified' ? identity : null;
  const student = isStudentMbrType(mbrTypeAuthrt);
  const [resolver] = useState(() => joinFormResolver({ brdt: verified?.brdt ?? null, student, typedIdentity: !verified, admin: false }));
  const form = useRulesForm<TJoinFormValues>({
    rules: {},
    resolver,
    defaultValues: { ...EMPTY_JOIN_FORM, userNm: identity.kind === 'typed' ? (identity.userNm ?? '') : '', ...initialValues },
  });
  const [idCheck, setIdCheck] = useState<TIdCheck>(initialCheckedUserId ? { userId: initialCheckedUserId, usableYn: 'Y' } : null);
  const typedBrdt = useWatch({ control: form.control, name: 'brdt' });
  const child = isChild(verified?.brdt ?? typedBrdt);

  const keep = () => {
    onKeep(formSnapshot(form.getValues()), idCheck?.usableYn === 'Y' ? idCheck.userId : undefined);
    return true;
  };

  const onSubmit = async (values: TJoinFormValues) => {
    if (!isIdChecked(idCheck, values.userId)) {
      form.setError('userId', { type: 'manual', message: t('join.alert.checkId') }, { shouldFocus: true });
      return;
    }
    if (child && !guardianNm) return showAlert(t('join.alert.guardianVerify'));
    try {
      const { userId } = await submit(values);
      clearJoinDraft();
      await navigate('/mbrJoin/mbrJoinCmptnView', { state: { userId } });
    } catch (error) {
      if (isApiError(error)) applyFieldErrors(form.setError, error.data?.fieldErrors);
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="join join-form" aria-label={t('join.crumb.write')}>
      <section className="join-section" aria-labelledby={ids.account}>
        <h2 id={ids.account} className="join-section__title">
          {t('join.form.account')}
        </h2>
        <UserIdField check={idCheck} onCheck={setIdCheck} />
        <PasswordFields brdt={verified?.brdt ?? null} />
      </section>
      <section className="join-section" aria-labelledby={ids.personal}>
        <h2 id={ids.personal} className="join-section__title">
          {t('join.form.personal')}
        </h2>
        {verified ? (
          <VerifiedIdentityFields userNm={verified.userNm} brdt={verified.brdt} />
        ) : (
          <>
            <FormField label={t('join.form.userNm')} name="userNm" required>
              <Input {...form.register('userNm')} readOnly={Boolean(identity.kind === 'typed' && identity.userNm)} autoComplete="name" maxLength={50} />
            </FormField>
            <FormField label={t('join.form.brdt')} name="brdt" required>
              <Controller control={form.control} name="brdt" render={({ field }) => <DatePicker {...field} maxDate={todayIso()} />} />
            </FormField>
          </>
        )}
        <FormField label={t('join.form.email')} name="email">
          <Input {...form.register('email')} type="email" autoComplete="email" maxLength={100} />
        </FormField>
        <FormField label={t('join.form.mblTelno')} name="mblTelno" hint={t('join.form.mblTelnoHint')}>
          <Input {...form.register('mblTelno')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={13} />
        </FormField>
        <PostcodeFields />
      </section>
      {student && (
        <section className="join-section" aria-labelledby={ids.school}>
          <h2 id={ids.school} className="join-section__title">
            {t('join.form.school')}
          </h2>
          <SchoolFields required />
        </section>
      )}
      {child && <GuardianSection returnPath={returnPath} guardianNm={guardianNm} beforeVerify={keep} />}
      <div className="join-actions">
        <Link to="/main" className="btn btn--secondary">
          {t('join.form.cancel')}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={form.formState.isSubmitting}>
          {t('join.form.submit')}
        </button>
      </div>
    </Form>
  );
}
