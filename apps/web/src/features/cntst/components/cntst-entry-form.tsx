import { CNTST_LIMITS as L, FILE_EXTENSIONS_DEFAULT, type TAtchFile, type TCntstMyEntry, type TCntstPubView } from '@portal/contract';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AttachmentField } from '../../../components/attachment';
import { applyFieldErrors, Form, FormField, Input, Textarea, zodResolver } from '../../../components/form';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';
import { cntstPath } from '../cntst-format';
import { entryFormValues, entrySchemaOf, type TEntryFormValues } from './cntst-entry-schema';
import { useEntrySubmit } from './use-entry-submit';

type TCntstEntryFormProps = {
  view: TCntstPubView;
  /** the entry being edited; a new entry otherwise */
  entry?: TCntstMyEntry;
  onSaved: (entry: TCntstMyEntry) => void;
};

const listedFile = (file: TAtchFile) => ({ id: String(file.fileId), name: file.orgFileNm, size: file.fileSz });

/**
 * The contest's entry form: the title, the team (team contests), the contest's own fields and its
 * files within its limits (an entry's saved files may be removed while it may be edited). After a
 * confirm the files go up and the entry is saved (useEntrySubmit, on useFilesSubmit).
 */
export function CntstEntryForm({ view, entry, onSaved }: TCntstEntryFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => entrySchemaOf(view), [view]);
  const form = useForm<TEntryFormValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    resolver: zodResolver(schema),
    defaultValues: entryFormValues(view, entry),
  });
  const [listed, setListed] = useState<TAtchFile[]>(entry?.files ?? []);
  const [removed, setRemoved] = useState<TAtchFile[]>([]);
  const { submit, pending: sending } = useEntrySubmit(view, entry, (file, answer) => {
    form.setValue(
      'files',
      form.getValues('files').filter((f) => f !== file),
    );
    setListed((kept) => [...kept, answer]);
  });
  const pending = form.formState.isSubmitting || sending;
  const { fields, fileMaxCnt, fileMaxSizeMb, fileExts } = view.entryForm;

  const onSubmit = async (values: TEntryFormValues) => {
    const question = entry ? t('cntst.write.confirmEdit') : t('cntst.write.confirm', { cntstTtl: view.cntstTtl });
    if (!(await showConfirm(question))) return;
    const team = view.teamYn === 'Y';
    const saved = await submit({
      body: { entryTtl: values.entryTtl, teamNm: team ? values.teamNm : undefined, teamMbrs: team ? values.teamMbrs : undefined, values: values.values },
      files: values.files,
      listedCount: listed.length,
      removed,
    }).catch((error: unknown) => {
      // the API client has shown the server's message; its field errors go under the fields
      if (isApiError(error)) applyFieldErrors(form.setError, error.data?.fieldErrors);
    });
    if (!saved) return;
    await showAlert(t(entry ? 'cntst.write.doneEdit' : 'cntst.write.done'));
    onSaved(saved);
  };

  const removeListed = (id: string) => {
    const file = listed.find((f) => String(f.fileId) === id);
    if (!file) return;
    setListed(listed.filter((f) => f !== file));
    setRemoved([...removed, file]);
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="cntst-form">
      <FormField name="entryTtl" label={t('cntst.write.entryTtl')} required>
        <Input maxLength={L.entryTtl} {...form.register('entryTtl')} />
      </FormField>
      {view.teamYn === 'Y' && (
        <>
          <FormField name="teamNm" label={t('cntst.write.teamNm')} required>
            <Input maxLength={L.teamNm} {...form.register('teamNm')} />
          </FormField>
          <FormField name="teamMbrs" label={t('cntst.write.teamMbrs')} hint={t('cntst.write.teamMbrsHint', { max: view.maxTeamSize })} required>
            <Input maxLength={L.teamMbrs} {...form.register('teamMbrs')} />
          </FormField>
        </>
      )}
      {fields.map((field) => {
        const name = `values.${field.fieldId}` as const;
        return (
          <FormField key={field.fieldId} name={name} label={field.fieldNm} hint={t('cntst.write.privacyHint')} required={field.requiredYn === 'Y'}>
            {field.fieldType === 'LONG' ? (
              <Textarea rows={6} maxLength={field.maxLength} {...form.register(name)} />
            ) : (
              <Input maxLength={field.maxLength} {...form.register(name)} />
            )}
          </FormField>
        );
      })}
      {fileMaxCnt > 0 && (
        <Controller
          name="files"
          control={form.control}
          render={({ field }) => (
            <AttachmentField
              label={t('cntst.write.files')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              listedFiles={listed.map(listedFile)}
              onRemoveListed={(file) => removeListed(file.id)}
              maxCount={fileMaxCnt}
              maxSizeMb={fileMaxSizeMb}
              extensions={fileExts.length > 0 ? fileExts : FILE_EXTENSIONS_DEFAULT}
              disabled={pending}
            />
          )}
        />
      )}
      <p role="status" className="sr-only">
        {pending ? t('cntst.write.sending') : ''}
      </p>
      <div className="cntst__actions cntst__actions--end">
        <Link className="btn btn--secondary" to={cntstPath(view.cntstId)}>
          {t('cntst.write.cancel')}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {t(entry ? 'cntst.write.submitEdit' : 'cntst.write.submit')}
        </button>
      </div>
    </Form>
  );
}
