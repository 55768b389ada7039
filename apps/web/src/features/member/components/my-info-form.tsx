import { ZMyInfoUpdateRequest, type TMyInfo, type TMyInfoUpdateRequest } from '@portal/contract';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/i18n';
import { Form, FormField, Input, zodResolver } from '../../../components/form';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { PostcodeFields } from '../../../components/postcode/postcode-fields';
import { SchoolFields } from '../../../components/school-picker/school-fields';
import { isApiError } from '../../../lib/api';
import { useUpdateMyInfo } from '../api/update-my-info';
import { FORM_MODE, showFieldErrors } from './form-errors';
import '../member-catalogue';

/** The request's fields, plus the picked school's name and type that the school fields show. */
type TValues = z.input<typeof ZMyInfoUpdateRequest> & { schlNm: string; schlTypeCd: string };

// the contract's schema checks the form and strips the school's name and type (the server takes them from the list)
const resolver = zodResolver(ZMyInfoUpdateRequest) as unknown as Resolver<TValues, unknown, TMyInfoUpdateRequest>;

const toValues = (info: TMyInfo): TValues => ({
  email: info.email ?? '',
  mblTelno: info.mblTelno ?? '',
  zip: info.zip ?? '',
  addr: info.addr ?? '',
  addrDtl: info.addrDtl ?? '',
  schlCd: info.schlCd ?? '',
  schlNm: info.schlNm ?? '',
  schlTypeCd: info.schlTypeCd ?? '',
  grd: info.grd === null ? '' : String(info.grd),
  clsNm: info.clsNm ?? '',
});

type TMyInfoFormProps = {
  info: TMyInfo;
  onDone: () => void;
  onCancel: () => void;
  /** the server no longer counts the password check (its time passed): ask for it again */
  onCheckExpired: () => void;
};

/**
 * The edit step of my info, after the password check: contact, address (the join form's
 * postcode lookup, spec §7) and, for students, the school picked from the school list with its
 * grade. A teacher's school is shown only: it comes from approval (issue 18, /myPage/schlInfo)
 * and the server refuses to change it here. Name, birth date and member type never change.
 */
export function MyInfoForm({ info, onDone, onCancel, onCheckExpired }: TMyInfoFormProps) {
  const { t } = useTranslation();
  const form = useForm<TValues, unknown, TMyInfoUpdateRequest>({ ...FORM_MODE, resolver, defaultValues: toValues(info) });
  const update = useUpdateMyInfo();
  const teacher = info.userTypeCd === 'T';

  // a teacher sends no school field (undefined is left out of the JSON): the server keeps the approved one
  const bodyOf = (values: TMyInfoUpdateRequest) => (teacher ? { ...values, schlCd: undefined, grd: undefined, clsNm: undefined } : values);

  const onSubmit = async (values: TMyInfoUpdateRequest) => {
    // spec §8: edits are confirmed, then reported
    if (!(await showConfirm(t('common.confirm.edit')))) return;
    const saved = await update.mutateAsync(bodyOf(values)).catch((error: unknown) => {
      if (isApiError(error) && error.status === 403) onCheckExpired();
      return showFieldErrors(form.setError)(error);
    });
    if (!saved) return;
    await showAlert(t('common.result.edited'));
    onDone();
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t('member.myInfo.editTitle')} className="member-form">
      <FormField name="email" label={t('member.myInfo.email')}>
        <Input type="email" autoComplete="email" maxLength={100} {...form.register('email')} />
      </FormField>
      <FormField name="mblTelno" label={t('member.myInfo.mblTelno')} hint={t('member.myInfo.mblTelnoHint')}>
        <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={13} {...form.register('mblTelno')} />
      </FormField>
      <PostcodeFields />
      {info.userTypeCd === 'S' && <SchoolFields required />}
      {teacher && <TeacherSchool schlNm={info.schlNm} />}
      <div className="member-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('member.myInfo.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          {t('member.myInfo.save')}
        </button>
      </div>
    </Form>
  );
}

/** Where a teacher's school is applied for and approved (issue 18); my info only shows it. */
export function TchrSchlNote() {
  const { t } = useTranslation();
  return (
    <p className="member-readonly__note">
      {t('member.myInfo.tchrSchlNote')} <Link to="/myPage/schlInfo">{t('member.myInfo.tchrSchlLink')}</Link>
    </p>
  );
}

/** A teacher's school in the edit step: read-only, with the note. */
function TeacherSchool({ schlNm }: { schlNm: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="member-readonly">
      <p>
        <span className="member-readonly__label">{t('member.myInfo.schlNm')}</span> {schlNm ?? t('member.myInfo.tchrSchlNone')}
      </p>
      <TchrSchlNote />
    </div>
  );
}
