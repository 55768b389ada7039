import type { TInspAdmItem, TInspDefinition } from '@portal/contract';
import { Button } from 'antd';
import type { UseFormReturn } from 'react-hook-form';
import { useConfirmSave } from '../../../../components/admin/crud';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useSaveInspDef } from '../api/insp-adm-queries';
import { fromDefinition, type TDefForm } from './def-form';
import { DefEditor, submitDefinition, useDefServerErrors } from './def-editor/def-editor';
import { InspFormBox } from './insp-form-box';

/**
 * 문항·척도 구성: the editor and its save. Saving over the published version keeps it for the
 * results taken on it and makes a new draft version, which the question says.
 */
export function DefTab({ item, form }: { item: TInspAdmItem; form: UseFormReturn<TDefForm> }) {
  const { t } = useTranslation();
  const save = useSaveInspDef(item.inspId);
  const confirmSave = useConfirmSave();
  const server = useDefServerErrors(form);
  const published = item.editVer?.sttsCd === 'PUBLISHED' ? item.editVer : null;

  const onValid = async (definition: TInspDefinition) => {
    const yes = published ? await showConfirm(t('admInsp.def.confirmNewVer', { verNo: published.verNo })) : await confirmSave();
    if (!yes) return;
    server.clear();
    let saved: TInspAdmItem;
    try {
      saved = await save.mutateAsync(definition);
    } catch (error) {
      server.apply(error);
      return;
    }
    if (saved.editVer) form.reset(fromDefinition(saved.editVer.definition));
    const newVer = saved.editVer && published && saved.editVer.verNo !== published.verNo ? saved.editVer.verNo : null;
    await showAlert(newVer === null ? t('common.result.saved') : t('admInsp.def.savedNewVer', { verNo: newVer }));
  };

  return (
    <InspFormBox onSubmit={submitDefinition(form, onValid)} label={t('admInsp.tab.def')}>
      <DefEditor form={form} serverMessages={server.messages} />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('admInsp.def.save')}
      </Button>
    </InspFormBox>
  );
}
