import { Button, Space } from 'antd';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useConfirmSave } from '../../../../components/admin/crud';
import { applyFieldErrors } from '../../../../components/form/apply-field-errors';
import { showAlert } from '../../../../components/modal/modal-store';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { useCreateInsp } from '../api/insp-adm-queries';
import { defResolver, emptyDefForm, type TDefForm, toDefinition } from '../components/def-form';
import { DefEditor, useDefServerErrors } from '../components/def-editor/def-editor';
import { InspFormBox } from '../components/insp-form-box';
import { LANG_DGNS_BASE } from '../components/insp-format';
import { MetaFields, metaFormValues, metaResolver, type TMetaForm } from '../components/meta-fields';
import '../insp-adm-catalogue';
import '../insp-adm.css';

/** spec §2 admin langDgns/write: a new test, its basic information and its first (draft) version at once. */
export function InspAdmWritePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const metaForm = useForm<TMetaForm>({ resolver: metaResolver, defaultValues: metaFormValues() });
  const defForm = useForm<TDefForm>({ resolver: defResolver, defaultValues: emptyDefForm() });
  const server = useDefServerErrors(defForm);
  const create = useCreateInsp();
  const confirmSave = useConfirmSave();

  const save = async (meta: TMetaForm, values: TDefForm) => {
    if (!(await confirmSave())) return;
    server.clear();
    try {
      const item = await create.mutateAsync({ ...meta, definition: toDefinition(values) });
      navigate(`${LANG_DGNS_BASE}/${item.inspId}`, { replace: true });
    } catch (error) {
      const fieldErrors = Object.entries((isApiError(error) && error.data?.fieldErrors) || {});
      applyFieldErrors(metaForm.setError, Object.fromEntries(fieldErrors.filter(([key]) => !key.startsWith('definition'))));
      server.apply(error);
      return;
    }
    await showAlert(t('common.result.saved'));
  };
  // both forms are checked (each shows its messages) before the question
  const onSubmit = metaForm.handleSubmit(
    (meta) => defForm.handleSubmit((values) => save(meta, values))(),
    () => void defForm.trigger(),
  );

  return (
    <section className="adm-insp">
      <h1 className="adm-page__title">{t('admInsp.writeTitle')}</h1>
      <InspFormBox onSubmit={onSubmit} label={t('admInsp.writeTitle')}>
        <fieldset className="adm-box">
          <legend>{t('admInsp.meta.legend')}</legend>
          <MetaFields control={metaForm.control} />
        </fieldset>
        <DefEditor form={defForm} serverMessages={server.messages} />
        <Space>
          <Button onClick={() => navigate(LANG_DGNS_BASE)}>{t('admin.list.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('admin.list.save')}
          </Button>
        </Space>
      </InspFormBox>
    </section>
  );
}
