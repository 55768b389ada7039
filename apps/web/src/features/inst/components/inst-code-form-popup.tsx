import { type TInstCodeItem, type TInstCodeSave, ZInstCodeSave } from '@portal/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminFormPopup, SortSeqField, YnSwitchField, zodRule } from '../../../components/admin/crud';
import { codeListOptions, useCodeList } from '../../../lib/codes/use-code-list';
import { useInstCodeOptions } from '../api/get-inst-code-options';
import { instCodeResource } from '../api/inst-code-resource';

type TFormValues = Omit<TInstCodeSave, 'sortSeq'> & { sortSeq: number | null };
const F = ZInstCodeSave.shape;

/** Adds or edits one institution code; the server checks the codes, the parent and duplicates again. */
export function InstCodeFormPopup({ entry, onClose }: { entry: TInstCodeItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const save = instCodeResource.useSave();
  const types = useCodeList('INST_TYPE').data?.codeList;
  const regions = useCodeList('REGION').data?.codeList;
  const editing = entry === 'new' ? null : entry;
  // an institution cannot be its own parent (its descendants are refused by the server)
  const parents = (useInstCodeOptions().data ?? []).filter((option) => option.value !== editing?.instCd);

  return (
    <AdminFormPopup<TFormValues>
      title={t(editing ? 'admInst.instCode.editTitle' : 'admInst.instCode.add')}
      form={form}
      name="instCode"
      onClose={onClose}
      saving={save.isPending}
      onSubmit={({ sortSeq, ...values }) => save.mutateAsync({ ...values, sortSeq: sortSeq ?? 0, id: editing?.instCodeId })}
      initialValues={{
        instCd: editing?.instCd ?? '',
        instNm: editing?.instNm ?? '',
        instTypeCd: editing?.instTypeCd,
        regionCd: editing?.regionCd ?? '',
        upInstCd: editing?.upInstCd ?? '',
        telno: editing?.telno ?? '',
        addr: editing?.addr ?? '',
        sortSeq: editing?.sortSeq ?? 0,
        useYn: editing?.useYn ?? 'Y',
      }}
    >
      <Form.Item label={t('admInst.instCd')} name="instCd" required extra={t('admInst.instCode.instCdHelp')} rules={[zodRule(F.instCd)]}>
        <Input maxLength={20} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item label={t('admInst.instNm')} name="instNm" required rules={[zodRule(F.instNm)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('admInst.instTypeCd')} name="instTypeCd" required rules={[zodRule(F.instTypeCd)]}>
        <Select options={codeListOptions(types)} placeholder={t('admInst.select')} />
      </Form.Item>
      <Form.Item label={t('admInst.regionCd')} name="regionCd">
        <Select options={[{ value: '', label: t('admInst.none') }, ...codeListOptions(regions)]} />
      </Form.Item>
      <Form.Item label={t('admInst.instCode.upInstCd')} name="upInstCd">
        <Select showSearch optionFilterProp="label" options={[{ value: '', label: t('admInst.none') }, ...parents]} />
      </Form.Item>
      <Form.Item label={t('admInst.telno')} name="telno" validateTrigger="onBlur" rules={[zodRule(F.telno)]}>
        <Input maxLength={20} inputMode="tel" placeholder="02-123-4567" />
      </Form.Item>
      <Form.Item label={t('admInst.addr')} name="addr" rules={[zodRule(F.addr)]}>
        <Input maxLength={200} />
      </Form.Item>
      {/* a cleared order (null) saves as 0 */}
      <SortSeqField rules={[zodRule(F.sortSeq.nullable())]} />
      <YnSwitchField />
    </AdminFormPopup>
  );
}
