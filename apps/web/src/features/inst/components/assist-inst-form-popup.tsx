import { ASSIST_INST_LIMITS, type TAssistInstItem, type TAssistInstSave, ZAssistInstSave } from '@portal/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminFormPopup, SortSeqField, yesNoTexts, YnSwitchField, zodRule } from '../../../components/admin/crud';
import { AdminImageField } from '../../../components/admin/image-field';
import { codeListOptions, useCodeList } from '../../../lib/codes/use-code-list';
import { assistInstResource } from '../api/assist-inst-resource';

type TFormValues = Omit<TAssistInstSave, 'sortSeq'> & { sortSeq: number | null };
const F = ZAssistInstSave.shape;

/**
 * Adds or edits one assist institution. The contact person's details are personal data: the
 * public page shows them only when 'public contact' is on (the server enforces it too).
 */
export function AssistInstFormPopup({ entry, onClose }: { entry: TAssistInstItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const save = assistInstResource.useSave();
  const types = useCodeList('INST_TYPE').data?.codeList;
  const editing = entry === 'new' ? null : entry;

  return (
    <AdminFormPopup<TFormValues>
      title={t(editing ? 'admInst.assistInst.editTitle' : 'admInst.assistInst.add')}
      form={form}
      name="assistInst"
      wide
      onClose={onClose}
      saving={save.isPending}
      onSubmit={({ sortSeq, ...values }) => save.mutateAsync({ ...values, sortSeq: sortSeq ?? 0, id: editing?.assistInstId })}
      initialValues={{
        instNm: editing?.instNm ?? '',
        instTypeCd: editing?.instTypeCd,
        instExpln: editing?.instExpln ?? '',
        addr: editing?.addr ?? '',
        hmpgUrl: editing?.hmpgUrl ?? '',
        logoFileId: editing?.logoFileId ?? null,
        logoAlt: editing?.logoAlt ?? '',
        picNm: editing?.picNm ?? '',
        telno: editing?.telno ?? '',
        email: editing?.email ?? '',
        cntctOpenYn: editing?.cntctOpenYn === 'Y' ? 'Y' : 'N',
        sortSeq: editing?.sortSeq ?? 0,
        useYn: editing?.useYn ?? 'Y',
      }}
    >
      <Form.Item label={t('admInst.instNm')} name="instNm" required rules={[zodRule(F.instNm)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('admInst.instTypeCd')} name="instTypeCd" required rules={[zodRule(F.instTypeCd)]}>
        <Select options={codeListOptions(types)} placeholder={t('admInst.select')} />
      </Form.Item>
      <Form.Item label={t('admInst.assistInst.instExpln')} name="instExpln" rules={[zodRule(F.instExpln)]}>
        <Input.TextArea rows={4} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item label={t('admInst.addr')} name="addr" rules={[zodRule(F.addr)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={t('admInst.hmpgUrl')} name="hmpgUrl" validateTrigger="onBlur" rules={[zodRule(F.hmpgUrl)]}>
        <Input maxLength={500} inputMode="url" placeholder="https://" spellCheck={false} />
      </Form.Item>
      <AdminImageField
        seqType="assistInst"
        label={t('admInst.assistInst.logoImage')}
        fileName="logoFileId"
        altName="logoAlt"
        altLabel={t('admInst.assistInst.logoAlt')}
        altExtra={t('admInst.assistInst.logoAltHelp')}
        altMaxLength={ASSIST_INST_LIMITS.logoAlt}
        saved={editing && { fileId: editing.logoFileId, path: editing.logoPath }}
      />
      <fieldset className="adm-inst__contact">
        <legend>{t('admInst.assistInst.contact')}</legend>
        <Form.Item label={t('admInst.assistInst.picNm')} name="picNm" rules={[zodRule(F.picNm)]}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('admInst.telno')} name="telno" validateTrigger="onBlur" rules={[zodRule(F.telno)]}>
          <Input maxLength={20} inputMode="tel" placeholder="02-123-4567" autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('admInst.assistInst.email')} name="email" validateTrigger="onBlur" rules={[zodRule(F.email)]}>
          <Input maxLength={100} inputMode="email" autoComplete="off" spellCheck={false} />
        </Form.Item>
        <YnSwitchField name="cntctOpenYn" label={t('admInst.assistInst.cntctOpenYn')} texts={yesNoTexts(t)} extra={t('admInst.assistInst.cntctHelp')} />
      </fieldset>
      {/* a cleared order (null) saves as 0 */}
      <SortSeqField rules={[zodRule(F.sortSeq.nullable())]} />
      <YnSwitchField />
    </AdminFormPopup>
  );
}
