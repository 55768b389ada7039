import type { TInspAdmItem } from '@portal/contract';
import { Button } from 'antd';
import { useForm } from 'react-hook-form';
import { useConfirmSave } from '../../../../components/admin/crud';
import { applyFieldErrors } from '../../../../components/form/apply-field-errors';
import { showAlert } from '../../../../components/modal/modal-store';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { useUpdateInspMeta } from '../api/insp-adm-queries';
import { InspFormBox } from './insp-form-box';
import { MetaFields, metaFormValues, metaResolver, type TMetaForm } from './meta-fields';

/** 기본 정보: the test's name, texts and audience, saved after '저장하시겠습니까?'. */
export function MetaTab({ item }: { item: TInspAdmItem }) {
  const { t } = useTranslation();
  const form = useForm<TMetaForm>({ resolver: metaResolver, defaultValues: metaFormValues(item) });
  const update = useUpdateInspMeta(item.inspId);
  const confirmSave = useConfirmSave();

  const onValid = async (values: TMetaForm) => {
    if (!(await confirmSave())) return;
    try {
      const saved = await update.mutateAsync(values);
      form.reset(metaFormValues(saved));
    } catch (error) {
      applyFieldErrors(form.setError, isApiError(error) ? error.data?.fieldErrors : undefined);
      return;
    }
    await showAlert(t('common.result.saved'));
  };

  return (
    <InspFormBox onSubmit={form.handleSubmit(onValid)} label={t('admInsp.meta.legend')}>
      <MetaFields control={form.control} />
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('admin.list.save')}
      </Button>
    </InspFormBox>
  );
}
