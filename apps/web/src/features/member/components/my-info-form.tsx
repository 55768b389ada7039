import { ZMyInfoUpdateRequest, type TMyInfo, type TMyInfoUpdateRequest } from '@portal/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/i18n';
import { Form, FormField, Input, zodResolver } from '../../../components/form';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { PostcodeFields } from '../../../components/postcode/postcode-fields';
import { useUpdateMyInfo } from '../api/update-my-info';
import { FORM_MODE, showFieldErrors } from './form-errors';
import '../member-catalogue';

type TValues = z.input<typeof ZMyInfoUpdateRequest>;

const toValues = (info: TMyInfo): TValues => ({
  email: info.email ?? '',
  mblTelno: info.mblTelno ?? '',
  zip: info.zip ?? '',
  addr: info.addr ?? '',
  addrDtl: info.addrDtl ?? '',
  schlNm: info.schlNm ?? '',
  grd: info.grd === null ? '' : String(info.grd),
  clsNm: info.clsNm ?? '',
});

/**
 * The editable part of my info: contact, address (the join form's postcode lookup, spec §7) and,
 * for students and teachers, school. Fields not shown keep their values (the form sends its
 * default values for them).
 */
export function MyInfoForm({ info }: { info: TMyInfo }) {
  const { t } = useTranslation();
  const form = useForm<TValues, unknown, TMyInfoUpdateRequest>({ ...FORM_MODE, resolver: zodResolver(ZMyInfoUpdateRequest), defaultValues: toValues(info) });
  const update = useUpdateMyInfo();
  const withSchool = info.userTypeCd === 'S' || info.userTypeCd === 'T';
  const field = (name: keyof TValues) => form.register(name);

  const onSubmit = async (values: TMyInfoUpdateRequest) => {
    // spec §8: edits are confirmed, then reported
    if (!(await showConfirm(t('common.confirm.edit')))) return;
    const saved = await update.mutateAsync(values).catch(showFieldErrors(form.setError));
    if (!saved) return;
    form.reset(toValues(saved));
    await showAlert(t('common.result.edited'));
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby="my-info-edit" className="member-form">
      <h2 id="my-info-edit" className="member-section__title">
        {t('member.myInfo.edit')}
      </h2>
      <FormField name="email" label={t('member.myInfo.email')}>
        <Input type="email" autoComplete="email" maxLength={100} {...field('email')} />
      </FormField>
      <FormField name="mblTelno" label={t('member.myInfo.mblTelno')} hint={t('member.myInfo.mblTelnoHint')}>
        <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={13} {...field('mblTelno')} />
      </FormField>
      <PostcodeFields />
      {withSchool && (
        <>
          <FormField name="schlNm" label={t('member.myInfo.schlNm')}>
            <Input maxLength={50} {...field('schlNm')} />
          </FormField>
          <FormField name="grd" label={t('member.myInfo.grd')}>
            <Input inputMode="numeric" maxLength={1} pattern={/^\d*$/} {...field('grd')} />
          </FormField>
          <FormField name="clsNm" label={t('member.myInfo.clsNm')}>
            <Input maxLength={20} {...field('clsNm')} />
          </FormField>
        </>
      )}
      <div className="member-actions">
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          {t('member.myInfo.save')}
        </button>
      </div>
    </Form>
  );
}
