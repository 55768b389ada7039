import { CMPN_LIMITS, CMPN_MESSAGES as M, CMPN_PROOF_FILE_LIMITS, type TCmpnOpenItem } from '@portal/contract';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AttachmentField } from '../../../../components/attachment';
import { applyFieldErrors, Form, FormField, Textarea, zodResolver } from '../../../../components/form';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { isApiError } from '../../../../lib/api';
import { uploadInGroup } from '../../../../lib/files';
import { useTranslation } from '../../../../lib/i18n';
import { useApplyCmpn } from '../api/cmpn-queries';

type TValues = { proofCn: string; files: File[] };

/** What the campaign asks for, checked before anything is sent (the server checks again). */
const schemaOf = (cmpn: Pick<TCmpnOpenItem, 'proofTextYn' | 'proofFileYn'>) =>
  z.object({
    proofCn:
      cmpn.proofTextYn === 'Y'
        ? z.string().trim().min(1, M.proofCnRequired).max(CMPN_LIMITS.proofCn, `증빙 내용은 ${CMPN_LIMITS.proofCn}자 이하로 입력해 주세요.`)
        : z.string(),
    files: cmpn.proofFileYn === 'Y' ? z.array(z.instanceof(File)).min(1, M.proofFileRequired) : z.array(z.instanceof(File)),
  });

type TCmpnAplyFormProps = {
  cmpn: TCmpnOpenItem;
  onDone: () => void;
  onCancel: () => void;
};

/**
 * Applying to one campaign with the proof it asks for: a text and/or files. The files go up on
 * submit into a new upload group (a refused save leaves them to the sweep), then the application
 * is saved with that group and claims them.
 */
export function CmpnAplyForm({ cmpn, onDone, onCancel }: TCmpnAplyFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => schemaOf(cmpn), [cmpn]);
  const form = useForm<TValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    resolver: zodResolver(schema),
    defaultValues: { proofCn: '', files: [] },
  });
  const apply = useApplyCmpn();
  const pending = form.formState.isSubmitting || apply.isPending;

  const onSubmit = async (values: TValues) => {
    if (!(await showConfirm(t('cmpn.form.confirm', { cmpnTtl: cmpn.cmpnTtl })))) return;
    try {
      let atchFileModuleId: string | undefined;
      if (cmpn.proofFileYn === 'Y') {
        await uploadInGroup(values.files, { seqType: 'cmpnAply', seqId: String(cmpn.cmpnId) }, (_file, answer) => {
          atchFileModuleId = answer.fileModuleId;
        });
      }
      await apply.mutateAsync({ cmpnId: cmpn.cmpnId, proofCn: cmpn.proofTextYn === 'Y' ? values.proofCn : undefined, atchFileModuleId });
    } catch (error) {
      // the API client has shown the server's message; its field errors go under the fields
      if (isApiError(error)) applyFieldErrors(form.setError, error.data?.fieldErrors);
      return;
    }
    await showAlert(t('cmpn.form.done'));
    onDone();
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="cmpn-form">
      {cmpn.proofTextYn === 'Y' && (
        <FormField name="proofCn" label={t('cmpn.form.proofCn')} hint={t('cmpn.form.proofCnHint')} required>
          <Textarea rows={6} maxLength={CMPN_LIMITS.proofCn} {...form.register('proofCn')} />
        </FormField>
      )}
      {cmpn.proofFileYn === 'Y' && (
        <Controller
          name="files"
          control={form.control}
          render={({ field, fieldState }) => (
            <AttachmentField
              label={t('cmpn.form.files')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(files) => {
                field.onChange(files);
                if (fieldState.error) void form.trigger('files');
              }}
              maxCount={CMPN_PROOF_FILE_LIMITS.maxCount}
              maxSizeMb={CMPN_PROOF_FILE_LIMITS.maxSizeMb}
              extensions={CMPN_PROOF_FILE_LIMITS.extensions}
              required
              error={fieldState.error?.message}
              disabled={pending}
            />
          )}
        />
      )}
      <p role="status" className="sr-only">
        {pending ? t('cmpn.form.sending') : ''}
      </p>
      <div className="cmpn__actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={pending}>
          {t('cmpn.form.cancel')}
        </button>
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {t('cmpn.form.submit')}
        </button>
      </div>
    </Form>
  );
}
