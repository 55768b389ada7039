import { CNTST_LIMITS as L, CNTST_MESSAGES, CNTST_STTS, JOIN_MBR_TYPES, MBR_TYPE_AUTHRT, SCHL_TYPE } from '@portal/contract';
import { Button, Form, type FormInstance, Input, Radio, Space } from 'antd';
import { useTranslation } from '../../../../lib/i18n';
import { codeOptions } from '../../../../lib/code-options';
import { applyServerFieldErrors, checkRule, maxRule, requiredRule } from '../../../../components/admin/crud';
import { DateTimeInput } from '../../../../components/admin/date-time-input';
import { AdminImageField } from '../../../../components/admin/image-field';
import { CheckGroup } from './check-group';
import { periodProblem, type TContestFormValues } from './contest-form-values';
import { AplyFields, EntryFormFields } from './entry-form-fields';
import { CrtrFields, JudgingFields, PrizeFields } from './judging-fields';

const mbrTypeOptions = JOIN_MBR_TYPES.map(({ mbrTypeAuthrt }) => ({ value: mbrTypeAuthrt, label: MBR_TYPE_AUTHRT[mbrTypeAuthrt] }));
const schlTypeOptions = codeOptions(SCHL_TYPE);
/** the contract's posterAlt length */
const POSTER_ALT_MAX = 200;
const PERIOD_FIELDS = ['aplyBgngDt', 'aplyEndDt', 'jdgBgngDt', 'jdgEndDt', 'annDt'] as const;

/** Title, poster, description and whether it is shown; a contest with entries stays open (no way back to DRAFT). */
function BasicFields({ poster, locked }: { poster: { fileId: number | null; path: string | null } | null; locked: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="adm-box">
      <legend>{t('admCntst.form.basic')}</legend>
      <Form.Item label={t('admCntst.form.cntstTtl')} name="cntstTtl" rules={[requiredRule, maxRule(L.cntstTtl)]}>
        <Input maxLength={L.cntstTtl} showCount />
      </Form.Item>
      <AdminImageField
        seqType="cntst"
        label={t('admCntst.form.poster')}
        fileName="posterFileId"
        altName="posterAlt"
        altMaxLength={POSTER_ALT_MAX}
        saved={poster}
      />
      <Form.Item label={t('admCntst.form.cntstExpln')} name="cntstExpln" rules={[requiredRule, maxRule(L.cntstExpln)]}>
        <Input.TextArea rows={8} maxLength={L.cntstExpln} showCount />
      </Form.Item>
      <Form.Item label={<span id="admCntst-sttsCd-label">{t('admCntst.form.sttsCd')}</span>} name="sttsCd" extra={t('admCntst.form.sttsHelp')}>
        <Radio.Group
          aria-labelledby="admCntst-sttsCd-label"
          options={(['DRAFT', 'OPEN'] as const).map((value) => ({ value, label: CNTST_STTS[value], disabled: locked && value === 'DRAFT' }))}
        />
      </Form.Item>
    </fieldset>
  );
}

/** Member types and school levels that may enter. */
function EligibilityFields({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="adm-box" disabled={locked}>
      <legend>{t('admCntst.form.eligibility')}</legend>
      <Form.Item
        label={t('admCntst.form.trgtMbrTypes')}
        name="trgtMbrTypes"
        required
        rules={[checkRule<string[] | undefined>((value) => (value?.length ? undefined : CNTST_MESSAGES.trgtRequired))]}
      >
        <CheckGroup label={t('admCntst.form.trgtMbrTypes')} options={mbrTypeOptions} />
      </Form.Item>
      <Form.Item label={t('admCntst.form.trgtSchlTypes')} name="trgtSchlTypes" extra={t('admCntst.form.trgtSchlHelp')}>
        <CheckGroup label={t('admCntst.form.trgtSchlTypes')} options={schlTypeOptions} />
      </Form.Item>
    </fieldset>
  );
}

/** The entry and judging periods and the announcement, in their order. */
function PeriodFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TContestFormValues>();
  const inOrder = checkRule(() => periodProblem(form.getFieldsValue([...PERIOD_FIELDS]) as TContestFormValues));
  return (
    <fieldset className="adm-box">
      <legend>{t('admCntst.form.periods')}</legend>
      <p className="adm-cntst__help">{t('admCntst.form.periodsHelp')}</p>
      <div className="adm-cntst__periods">
        {PERIOD_FIELDS.map((name, index) => (
          <Form.Item
            key={name}
            label={t(`admCntst.form.${name}`)}
            name={name}
            required
            dependencies={PERIOD_FIELDS.slice(0, index)}
            rules={[{ required: true, message: t('admCntst.form.dateRequired') }, ...(index === PERIOD_FIELDS.length - 1 ? [inOrder] : [])]}
          >
            <DateTimeInput label={t(`admCntst.form.${name}`)} minuteStep={10} />
          </Form.Item>
        ))}
      </div>
      <p className="adm-cntst__help">{CNTST_MESSAGES.jdgPeriodHelp}</p>
    </fieldset>
  );
}

type TContestFormProps = {
  form: FormInstance<TContestFormValues>;
  initialValues: TContestFormValues;
  /** the saved poster, when editing */
  poster: { fileId: number | null; path: string | null } | null;
  /**
   * entries exist: the eligibility, the entry form and the team rule stay as they are, and so do the
   * judging settings (blind, allocation) and the way back to DRAFT (the server refuses them, 409)
   */
  formLocked: boolean;
  onSubmit: (values: TContestFormValues) => Promise<unknown>;
  onCancel: () => void;
  saving: boolean;
};

/**
 * The contest's form (write and edit): every part checked here as the server checks it again; the
 * first invalid field takes the focus (spec §5) and the server's field errors show under their fields.
 */
export function ContestForm({ form, initialValues, poster, formLocked, onSubmit, onCancel, saving }: TContestFormProps) {
  const { t } = useTranslation();
  return (
    <Form<TContestFormValues>
      form={form}
      name="contest"
      layout="vertical"
      className="adm-cntst__form"
      initialValues={initialValues}
      scrollToFirstError={{ focus: true }}
      // every value, also of the fields not shown (the rows' ids, a team size while entries are individual)
      onFinish={() => onSubmit(form.getFieldsValue(true) as TContestFormValues).catch((error: unknown) => applyServerFieldErrors(form, error))}
    >
      <BasicFields poster={poster} locked={formLocked} />
      <EligibilityFields locked={formLocked} />
      <PeriodFields />
      <AplyFields locked={formLocked} />
      <EntryFormFields locked={formLocked} />
      <CrtrFields />
      <PrizeFields />
      <JudgingFields locked={formLocked} />
      <Space className="adm-cntst__actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.list.save')}
        </Button>
        <Button onClick={onCancel}>{t('admCntst.cancel')}</Button>
      </Space>
    </Form>
  );
}
