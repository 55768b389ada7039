import { Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AdminPopup } from '../../modal/admin-popup';
import { showAlert } from '../../modal/modal-store';
import { applyServerFieldErrors } from './apply-server-field-errors';
import { useConfirmSave } from './use-confirm-save';

type TAdminFormPopupProps<TValues, TResult> = {
  title: string;
  form: FormInstance<TValues>;
  /** the form's name: field ids are `${name}_${field}`, so labels and errors stay unique on the page */
  name: string;
  initialValues?: Partial<TValues>;
  onSubmit: (values: TValues) => Promise<TResult>;
  /** what success says, from the answer; 'saved' by default */
  savedMessage?: (result: TResult) => string;
  onClose: () => void;
  saving: boolean;
  wide?: boolean;
  children: ReactNode;
};

/**
 * The add/edit popup of an admin CRUD page: a static-backdrop popup (spec §4) around an antd form.
 * The first invalid field takes the focus (spec §5); a valid form asks before it saves (spec §8); the
 * server's field errors show under their fields; success says 'saved' (or the page's own message)
 * and closes.
 */
export function AdminFormPopup<TValues, TResult = unknown>({
  title,
  form,
  name,
  initialValues,
  onSubmit,
  savedMessage,
  onClose,
  saving,
  wide,
  children,
}: TAdminFormPopupProps<TValues, TResult>) {
  const { t } = useTranslation();
  const confirmSave = useConfirmSave();

  async function onFinish(values: TValues) {
    if (!(await confirmSave())) return;
    try {
      const result = await onSubmit(values);
      onClose();
      void showAlert(savedMessage ? savedMessage(result) : t('common.result.saved'));
    } catch (error) {
      applyServerFieldErrors(form, error);
    }
  }

  return (
    <AdminPopup
      open
      onClose={onClose}
      title={title}
      wide={wide}
      footer={
        <>
          <Button onClick={onClose}>{t('admin.list.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('admin.list.save')}
          </Button>
        </>
      }
    >
      <Form<TValues> form={form} name={name} layout="vertical" onFinish={onFinish} scrollToFirstError={{ focus: true }} initialValues={initialValues as never}>
        {children}
      </Form>
    </AdminPopup>
  );
}
