import { type TSchoolItem, type TSchoolSave, ZSchoolSave } from '@portal/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminFormPopup, YnSwitchField, zodRule } from '../../../components/admin/crud';
import { codeListOptions, useCodeList } from '../../../lib/codes/use-code-list';
import { useInstCodeOptions } from '../api/get-inst-code-options';
import { schoolResource } from '../api/school-resource';
const F = ZSchoolSave.shape;

/** Adds or edits one school; the server checks the codes, the institution and the NEIS code again. */
export function SchoolFormPopup({ entry, onClose }: { entry: TSchoolItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TSchoolSave>();
  const save = schoolResource.useSave();
  const schlTypes = useCodeList('SCHL_TYPE').data?.codeList;
  const regions = useCodeList('REGION').data?.codeList;
  const insts = useInstCodeOptions().data ?? [];
  const editing = entry === 'new' ? null : entry;

  return (
    <AdminFormPopup<TSchoolSave>
      title={t(editing ? 'admInst.school.editTitle' : 'admInst.school.add')}
      form={form}
      name="school"
      wide
      onClose={onClose}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync({ ...values, id: editing?.schlId })}
      initialValues={{
        schlNm: editing?.schlNm ?? '',
        schlTypeCd: editing?.schlTypeCd,
        regionCd: editing?.regionCd,
        neisSchlCd: editing?.neisSchlCd ?? '',
        addr: editing?.addr ?? '',
        zip: editing?.zip ?? '',
        telno: editing?.telno ?? '',
        hmpgUrl: editing?.hmpgUrl ?? '',
        instCd: editing?.instCd ?? '',
        useYn: editing?.useYn ?? 'Y',
      }}
    >
      <Form.Item label={t('admInst.school.schlNm')} name="schlNm" required rules={[zodRule(F.schlNm)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('admInst.school.schlTypeCd')} name="schlTypeCd" required rules={[zodRule(F.schlTypeCd)]}>
        <Select options={codeListOptions(schlTypes)} placeholder={t('admInst.select')} />
      </Form.Item>
      <Form.Item label={t('admInst.regionCd')} name="regionCd" required rules={[zodRule(F.regionCd)]}>
        <Select options={codeListOptions(regions)} placeholder={t('admInst.select')} />
      </Form.Item>
      <Form.Item
        label={t('admInst.school.neisSchlCd')}
        name="neisSchlCd"
        required
        extra={t('admInst.school.neisHelp')}
        validateTrigger="onBlur"
        rules={[zodRule(F.neisSchlCd)]}
      >
        <Input maxLength={7} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('admInst.school.zip')} name="zip" validateTrigger="onBlur" rules={[zodRule(F.zip)]}>
        <Input maxLength={5} inputMode="numeric" placeholder="03000" />
      </Form.Item>
      <Form.Item label={t('admInst.addr')} name="addr" rules={[zodRule(F.addr)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label={t('admInst.telno')} name="telno" validateTrigger="onBlur" rules={[zodRule(F.telno)]}>
        <Input maxLength={20} inputMode="tel" placeholder="02-123-4567" />
      </Form.Item>
      <Form.Item label={t('admInst.hmpgUrl')} name="hmpgUrl" validateTrigger="onBlur" rules={[zodRule(F.hmpgUrl)]}>
        <Input maxLength={500} inputMode="url" placeholder="https://" spellCheck={false} />
      </Form.Item>
      <Form.Item label={t('admInst.school.instCd')} name="instCd">
        <Select showSearch optionFilterProp="label" options={[{ value: '', label: t('admInst.none') }, ...insts]} />
      </Form.Item>
      <YnSwitchField />
    </AdminFormPopup>
  );
}
