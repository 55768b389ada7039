import { BOARD_LIMITS, FILE_EXTENSIONS_DEFAULT, type TAtchFile, type TBoardInfo, type TPostDetail, type TPostSave } from '@portal/contract';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { AttachmentField } from '../../../components/attachment';
import { Editor } from '../../../components/editor';
import { applyFieldErrors, Form, FormField, Input, Select, zodResolver } from '../../../components/form';
import { showAlert, showConfirm } from '../../../components/modal/modal-store';
import { isApiError } from '../../../lib/api';
import { listedFile, postFormSchema, postFormValues, type TPostFormValues } from './post-form-schema';
import { usePostSubmit } from './use-post-submit';

type TPostFormProps = {
  board: TBoardInfo;
  /** the post being edited; a new post otherwise */
  post?: TPostDetail;
  cancelPath: string;
  onSaved: (postId: number) => void;
};

/** Writing or editing a post: category, title, secret, body (editor) and attachments by the board's settings. */
export function PostForm({ board, post, cancelPath, onSaved }: TPostFormProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const schema = useMemo(() => postFormSchema(board), [board]);
  const form = useForm<TPostFormValues, unknown, TPostSave>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    resolver: zodResolver(schema),
    defaultValues: postFormValues(post),
  });
  const [files, setFiles] = useState<File[]>([]);
  const [listed, setListed] = useState<TAtchFile[]>(post?.files ?? []);
  const [removed, setRemoved] = useState<TAtchFile[]>([]);
  const { submit, sendingFiles, pending } = usePostSubmit(board, post, (file, answer) => {
    setFiles((chosen) => chosen.filter((f) => f !== file));
    setListed((kept) => [...kept, answer]);
  });

  const onSubmit = async (values: TPostSave) => {
    if (!(await showConfirm(t(post ? 'common.confirm.edit' : 'common.confirm.save')))) return;
    const saved = await submit({ values, files, listedCount: listed.length, removed }).catch((error: unknown) => {
      // the message was shown by the API client; its field errors go under the fields
      if (isApiError(error)) applyFieldErrors(form.setError, error.data?.fieldErrors);
    });
    if (!saved) return;
    await showAlert(t(post ? 'common.result.edited' : 'common.result.saved'));
    onSaved(saved.postId);
  };

  const removeListed = (id: string) => {
    const file = listed.find((f) => String(f.fileId) === id);
    if (!file) return;
    setListed(listed.filter((f) => f !== file));
    setRemoved([...removed, file]);
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      // the editor has no name attribute for <Form> to find: an empty body focuses it here
      onInvalid={(errors) => {
        if (errors.postCn) document.getElementById(bodyId)?.focus();
      }}
      className="board-form"
    >
      {board.ctgrys.length > 0 && (
        <FormField name="ctgryNm" label={t('board.form.ctgry')} required>
          <Select options={board.ctgrys.map((c) => ({ key: c, value: c, label: c }))} {...form.register('ctgryNm')} />
        </FormField>
      )}
      <FormField name="postTtl" label={t('board.form.postTtl')} required>
        <Input maxLength={BOARD_LIMITS.postTtl} {...form.register('postTtl')} />
      </FormField>
      {board.secretYn === 'Y' && (
        <Controller
          name="secretYn"
          control={form.control}
          render={({ field }) => (
            <div className="form-field">
              <label className="form-choice">
                <input
                  ref={field.ref}
                  type="checkbox"
                  name={field.name}
                  checked={field.value === 'Y'}
                  onChange={(event) => field.onChange(event.currentTarget.checked ? 'Y' : 'N')}
                  onBlur={field.onBlur}
                />
                {t('board.form.secret')}
              </label>
            </div>
          )}
        />
      )}
      <Controller
        name="postCn"
        control={form.control}
        render={({ field, fieldState }) => (
          <FormField id={bodyId} label={t('board.form.postCn')} error={fieldState.error?.message} required>
            <Editor
              id={bodyId}
              name={field.name}
              ref={field.ref}
              label={t('board.form.postCn')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(fieldState.error)}
              describedBy={fieldState.error ? `${bodyId}-error` : undefined}
            />
          </FormField>
        )}
      />
      {board.atchFileYn === 'Y' && (
        <AttachmentField
          label={t('board.form.files')}
          name="files"
          value={files}
          onChange={setFiles}
          listedFiles={listed.map(listedFile)}
          onRemoveListed={(file) => removeListed(file.id)}
          maxCount={board.atchFileCnt}
          maxSizeMb={board.atchFileSzMb}
          extensions={board.atchFileExtns.length > 0 ? board.atchFileExtns : FILE_EXTENSIONS_DEFAULT}
          disabled={pending}
        />
      )}
      <p role="status" className="sr-only">
        {sendingFiles ? t('board.form.uploading') : ''}
      </p>
      <div className="board__actions">
        <Link className="btn btn--secondary" to={cancelPath}>
          {t('board.form.cancel')}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {t(post ? 'board.form.update' : 'board.form.save')}
        </button>
      </div>
    </Form>
  );
}
