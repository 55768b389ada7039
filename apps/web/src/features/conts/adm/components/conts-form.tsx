import { CONTS_FIELDS as FLD, CONTS_FILE_LIMITS, CONTS_KND, CONTS_LIMITS as L, CONTS_MESSAGES, CONTS_SCHL_LVLS, ZContsSave } from '@portal/contract';
import { Button, Form, type FormInstance, Input, Select, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { applyServerFieldErrors, checkRule, zodRule } from '../../../../components/admin/crud';
import { CheckGroupField, EditorControl } from '../../../../components/admin/form-controls';
import { FormFilesField, type TFormFiles } from '../../../../components/admin/form-files';
import { AdminImageField } from '../../../../components/admin/image-field';
import { isApiError } from '../../../../lib/api';
import { codeOptions } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { ClsfPicker, type TClsfGroup } from './clsf-picker';
import type { TContsFormValues } from './conts-form-values';

const F = ZContsSave.shape;

/**
 * The server names a refused classification by its place ('clsfCds.1'): the picker is one field,
 * so its message shows under the picker.
 */
function onePickerField(error: unknown): unknown {
  if (isApiError(error) && error.data?.fieldErrors) {
    const fieldErrors = error.data.fieldErrors as Record<string, string>;
    for (const key of Object.keys(fieldErrors)) {
      if (!key.startsWith('clsfCds.')) continue;
      fieldErrors.clsfCds ??= fieldErrors[key]!;
      delete fieldErrors[key];
    }
  }
  return error;
}

type TContsFormProps = {
  form: FormInstance<TContsFormValues>;
  initialValues: TContsFormValues;
  /** the saved card image, when editing */
  thmb: { fileId: number | null; path: string | null } | null;
  files: TFormFiles;
  clsfGroups: readonly TClsfGroup[];
  onSubmit: (values: TContsFormValues) => Promise<unknown>;
  onCancel: () => void;
  saving: boolean;
};

/**
 * A content's form (write and edit): every field checked as the server checks it (the contract's
 * ZContsSave); the first invalid field takes the focus (spec §5) and the server's field errors show
 * under their fields.
 */
export function ContsForm({ form, initialValues, thmb, files, clsfGroups, onSubmit, onCancel, saving }: TContsFormProps) {
  const { t } = useTranslation();
  const trnscrRule: Rule = ({ getFieldValue }) =>
    checkRule<string | undefined>((value) => (String(getFieldValue('vdoUrl') ?? '').trim() && !value?.trim() ? CONTS_MESSAGES.vdoTrnscr : undefined));
  return (
    <Form<TContsFormValues>
      form={form}
      name="conts"
      layout="vertical"
      className="adm-conts__form"
      initialValues={initialValues}
      scrollToFirstError={{ focus: true }}
      onFinish={() => onSubmit(form.getFieldsValue(true) as TContsFormValues).catch((error: unknown) => applyServerFieldErrors(form, onePickerField(error)))}
    >
      <fieldset className="adm-box">
        <legend>{t('admConts.form.basic')}</legend>
        <Form.Item label={FLD.contsTtl} name="contsTtl" required rules={[zodRule(F.contsTtl)]}>
          <Input maxLength={L.contsTtl} showCount />
        </Form.Item>
        <Form.Item label={FLD.contsKndCd} name="contsKndCd" required rules={[zodRule(F.contsKndCd)]}>
          <Select options={codeOptions(CONTS_KND)} style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.Item label={FLD.contsSmry} name="contsSmry" required rules={[zodRule(F.contsSmry)]} extra={t('admConts.form.smryHelp')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={L.contsSmry} showCount />
        </Form.Item>
        <Form.Item label={FLD.contsCn} name="contsCn" required rules={[zodRule(F.contsCn)]}>
          <EditorControl name="contsCn" label={FLD.contsCn} />
        </Form.Item>
      </fieldset>
      <fieldset className="adm-box">
        <legend>{t('admConts.form.video')}</legend>
        <Form.Item label={FLD.vdoUrl} name="vdoUrl" rules={[zodRule(F.vdoUrl)]} extra={t('admConts.form.vdoUrlHelp')}>
          <Input type="url" inputMode="url" maxLength={500} placeholder="https://" />
        </Form.Item>
        <Form.Item
          label={FLD.vdoTrnscr}
          name="vdoTrnscr"
          dependencies={['vdoUrl']}
          rules={[trnscrRule, zodRule(F.vdoTrnscr)]}
          extra={t('admConts.form.vdoTrnscrHelp')}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={L.vdoTrnscr} />
        </Form.Item>
      </fieldset>
      <fieldset className="adm-box">
        <legend>{t('admConts.form.card')}</legend>
        <AdminImageField seqType="contentsImage" label={FLD.thmbFileId} fileName="thmbFileId" altName="thmbAlt" altMaxLength={L.thmbAlt} saved={thmb} />
      </fieldset>
      <FormFilesField files={files} limits={CONTS_FILE_LIMITS} textKey="admConts.atchFile" classNames={{ fieldset: 'adm-box', help: 'adm-conts__help' }} />
      <fieldset className="adm-box">
        <legend>{t('admConts.form.target')}</legend>
        <Form.Item label={FLD.schlLvls} name="schlLvls" required rules={[zodRule(F.schlLvls)]}>
          <CheckGroupField label={FLD.schlLvls} options={codeOptions(CONTS_SCHL_LVLS)} />
        </Form.Item>
        <Form.Item label={FLD.clsfCds} name="clsfCds" required rules={[zodRule(F.clsfCds)]}>
          <ClsfPicker groups={clsfGroups} />
        </Form.Item>
      </fieldset>
      <Space className="adm-conts__actions" wrap>
        <Button type="primary" htmlType="submit" loading={saving || files.busy}>
          {t('admin.list.save')}
        </Button>
        <Button onClick={onCancel}>{t('admConts.toList')}</Button>
      </Space>
    </Form>
  );
}
