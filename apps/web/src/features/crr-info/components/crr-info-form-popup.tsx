import { JOB_FMLY_GROUP, JOB_LIMITS as L, type TJobItem, type TJobSaveInput, WORK_VALUE_GROUP, ZJobSave } from '@portal/contract';
import { Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { AdminFormPopup, SortSeqField, YnSwitchField, zodRule } from '../../../components/admin/crud';
import { codeListOptions, useCodeList } from '../../../lib/codes/use-code-list';
import { useTranslation } from '../../../lib/i18n';
import { crrInfoMngResource } from '../api/crr-info-mng-resource';

const field = ZJobSave.shape;

/** A list of short entries typed one by one (Enter or a comma adds one). */
function TagsField({ name, label, rules, max }: { name: keyof TJobSaveInput; label: string; rules: Rule[]; max: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} name={name} extra={t('admCrrInfo.tagsHelp')} rules={rules}>
      <Select mode="tags" open={false} suffixIcon={null} maxCount={max} tokenSeparators={[',']} />
    </Form.Item>
  );
}

function TextAreaField({ name, label, max }: { name: 'jobExpln' | 'workCn' | 'prepCn'; label: string; max: number }) {
  return (
    <Form.Item label={label} name={name} required rules={[zodRule(field[name])]}>
      <Input.TextArea rows={4} maxLength={max} showCount />
    </Form.Item>
  );
}

const initialOf = (job: TJobItem | null): TJobSaveInput => ({
  jobCd: job?.jobCd ?? '',
  jobNm: job?.jobNm ?? '',
  aliases: job?.aliases ?? [],
  jobFmlyCd: job?.jobFmlyCd ?? '',
  hollandCd: job?.hollandCd ?? '',
  valueCds: job?.valueCds ?? [],
  jobExpln: job?.jobExpln ?? '',
  workCn: job?.workCn ?? '',
  prepCn: job?.prepCn ?? '',
  majors: job?.majors ?? [],
  certs: job?.certs ?? [],
  sbjcts: job?.sbjcts ?? [],
  relJobCds: job?.relJobCds ?? [],
  srcNote: job?.srcNote ?? '',
  sortSeq: job?.sortSeq ?? 0,
  useYn: job?.useYn ?? 'Y',
});

/** Adds or edits one job, every field of it; each runs the contract's rule, and the server checks again. */
export function CrrInfoFormPopup({ job, onClose }: { job: TJobItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TJobSaveInput>();
  const save = crrInfoMngResource.useSave();
  const editing = job === 'new' ? null : job;
  const families = codeListOptions(useCodeList(JOB_FMLY_GROUP).data?.codeList);
  const values = codeListOptions(useCodeList(WORK_VALUE_GROUP).data?.codeList);

  return (
    <AdminFormPopup<TJobSaveInput>
      title={t(editing ? 'admCrrInfo.editTitle' : 'admCrrInfo.add')}
      form={form}
      name="crrInfo"
      wide
      onClose={onClose}
      saving={save.isPending}
      onSubmit={(input) => save.mutateAsync({ ...input, id: editing?.jobCd })}
      initialValues={initialOf(editing)}
    >
      <Form.Item label={t('admCrrInfo.jobCd')} name="jobCd" required extra={t('admCrrInfo.jobCdHelp')} rules={[zodRule(field.jobCd)]}>
        <Input maxLength={20} disabled={editing !== null} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item label={t('admCrrInfo.jobNm')} name="jobNm" required rules={[zodRule(field.jobNm)]}>
        <Input maxLength={L.jobNm} />
      </Form.Item>
      <TagsField name="aliases" label={t('admCrrInfo.aliases')} rules={[zodRule(field.aliases)]} max={L.aliases} />
      <Form.Item label={t('admCrrInfo.jobFmlyCd')} name="jobFmlyCd" required rules={[zodRule(field.jobFmlyCd)]}>
        <Select options={families} />
      </Form.Item>
      <Form.Item label={t('admCrrInfo.hollandCd')} name="hollandCd" required extra={t('admCrrInfo.hollandHelp')} rules={[zodRule(field.hollandCd)]}>
        <Input maxLength={3} autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item label={t('admCrrInfo.valueCds')} name="valueCds" rules={[zodRule(field.valueCds)]}>
        <Select mode="multiple" options={values} maxCount={L.valueCds} />
      </Form.Item>
      <TextAreaField name="jobExpln" label={t('admCrrInfo.jobExpln')} max={L.jobExpln} />
      <TextAreaField name="workCn" label={t('admCrrInfo.workCn')} max={L.workCn} />
      <TextAreaField name="prepCn" label={t('admCrrInfo.prepCn')} max={L.prepCn} />
      <TagsField name="majors" label={t('admCrrInfo.majors')} rules={[zodRule(field.majors)]} max={L.entries} />
      <TagsField name="certs" label={t('admCrrInfo.certs')} rules={[zodRule(field.certs)]} max={L.entries} />
      <TagsField name="sbjcts" label={t('admCrrInfo.sbjcts')} rules={[zodRule(field.sbjcts)]} max={L.entries} />
      <TagsField name="relJobCds" label={t('admCrrInfo.relJobCds')} rules={[zodRule(field.relJobCds)]} max={L.relJobCds} />
      <Form.Item label={t('admCrrInfo.srcNote')} name="srcNote" rules={[zodRule(field.srcNote)]}>
        <Input maxLength={L.srcNote} />
      </Form.Item>
      <SortSeqField rules={[zodRule(field.sortSeq)]} />
      <YnSwitchField />
    </AdminFormPopup>
  );
}
