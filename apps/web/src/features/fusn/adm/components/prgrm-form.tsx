import { FUSN_PRGRM_LIMITS as L, FUSN_SCHL_LVLS, FUSN_SLCT_SE, type TFusnPrgrmSeCd, type TFusnSrvyOption, ZFusnPrgrmSave } from '@portal/contract';
import { Button, Form, type FormInstance, Input, InputNumber, Radio, Select, Space } from 'antd';
import { applyServerFieldErrors, yesNoTexts, YnRadioField, zodRule } from '../../../../components/admin/crud';
import { DateTimeInput } from '../../../../components/admin/date-time-input';
import { CheckGroupField, EditorControl } from '../../../../components/admin/form-controls';
import { AdminImageField } from '../../../../components/admin/image-field';
import { codeOptions } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { useHallOptions, useSrvyOptions } from '../api/prgrm-mng';
import type { TPrgrmFormValues } from './prgrm-form-values';

const F = ZFusnPrgrmSave.shape;
const rule = (field: keyof typeof F) => [zodRule(F[field])];

/** A survey select: the program's own survey, or '' to have the server open one from the seeded template. */
function srvyOptions(list: TFusnSrvyOption[] | undefined, pointTypeCd: 'BSRV' | 'ASRV', fromTemplate: string) {
  return [
    { value: '' as const, label: fromTemplate },
    ...(list ?? [])
      .filter((option) => option.tmpltYn !== 'Y' && (option.pointTypeCd === null || option.pointTypeCd === pointTypeCd))
      .map((option) => ({ value: option.srvyId, label: option.srvyTtl })),
  ];
}

type TPrgrmFormProps = {
  form: FormInstance<TPrgrmFormValues>;
  prgrmSeCd: TFusnPrgrmSeCd;
  initialValues: TPrgrmFormValues;
  /** the saved image, when editing */
  image: { fileId: number | null; path: string | null } | null;
  /** sessions exist: the selection method stays as it is (the server refuses a change, 409) */
  hasSesn: boolean;
  onSubmit: (values: TPrgrmFormValues) => Promise<unknown>;
  onCancel: () => void;
  saving: boolean;
};

/**
 * A program's form (write and update; design "Programs and sessions"): every field checked as the
 * server checks it; the first invalid field takes the focus (spec §5); the server's field errors show
 * under their fields.
 */
export function PrgrmForm({ form, prgrmSeCd, initialValues, image, hasSesn, onSubmit, onCancel, saving }: TPrgrmFormProps) {
  const { t } = useTranslation();
  const halls = useHallOptions();
  const srvys = useSrvyOptions();
  const fromTemplate = t('admFusn.prgrm.srvyFromTemplate');
  const slctSeCd = Form.useWatch('slctSeCd', form);
  return (
    <Form<TPrgrmFormValues>
      form={form}
      name={`fusnPrgrm${prgrmSeCd}`}
      layout="vertical"
      className="adm-fusn__form"
      initialValues={initialValues}
      scrollToFirstError={{ focus: true }}
      onFinish={() => onSubmit(form.getFieldsValue(true) as TPrgrmFormValues).catch((error: unknown) => applyServerFieldErrors(form, error))}
    >
      <fieldset className="adm-fusn__fieldset">
        <legend>{t('admFusn.prgrm.basic')}</legend>
        <Form.Item name="prgrmSeCd" hidden>
          <Input />
        </Form.Item>
        <Form.Item label={t('admFusn.prgrm.prgrmNm')} name="prgrmNm" required rules={rule('prgrmNm')}>
          <Input maxLength={L.prgrmNm} showCount />
        </Form.Item>
        <Form.Item label={t('admFusn.prgrm.schlLvls')} name="schlLvls" required rules={rule('schlLvls')}>
          <CheckGroupField label={t('admFusn.prgrm.schlLvls')} options={codeOptions(FUSN_SCHL_LVLS)} />
        </Form.Item>
        <Form.Item label={t('admFusn.prgrm.halls')} name="halls" required rules={rule('halls')} extra={t('admFusn.prgrm.hallsHelp')}>
          <Select
            mode="multiple"
            loading={halls.isLoading}
            optionFilterProp="label"
            options={(halls.data?.list ?? []).map((hall) => ({ value: hall.bmnexhlId, label: hall.bmnexhlNm }))}
          />
        </Form.Item>
        <Form.Item label={t('admFusn.prgrm.prgrmExpln')} name="prgrmExpln" required rules={rule('prgrmExpln')}>
          <EditorControl label={t('admFusn.prgrm.prgrmExpln')} />
        </Form.Item>
        <AdminImageField
          seqType="fusnPrgrm"
          label={t('admFusn.prgrm.image')}
          fileName="imageFileId"
          altName="imageAlt"
          altMaxLength={L.imageAlt}
          saved={image}
        />
        <Form.Item label={t('admFusn.prgrm.durMin')} name="durMin" required rules={rule('durMin')} extra={t('admFusn.prgrm.durMinHelp')}>
          <InputNumber min={L.durMin.min} max={L.durMin.max} precision={0} />
        </Form.Item>
      </fieldset>
      <fieldset className="adm-fusn__fieldset">
        <legend>{t('admFusn.prgrm.booking')}</legend>
        <Form.Item label={t('admFusn.prgrm.opnDt')} name="opnDt" required rules={[{ required: true, message: t('admFusn.prgrm.opnDtRequired') }]}>
          <DateTimeInput label={t('admFusn.prgrm.opnDt')} minuteStep={10} />
        </Form.Item>
        <Form.Item label={t('admFusn.prgrm.ddlnDays')} name="ddlnDays" required rules={rule('ddlnDays')} extra={t('admFusn.prgrm.ddlnDaysHelp')}>
          <InputNumber min={L.ddlnDays.min} max={L.ddlnDays.max} precision={0} />
        </Form.Item>
        {prgrmSeCd === 'GRP' ? (
          <>
            <Form.Item label={t('admFusn.prgrm.schlTermLmt')} name="schlTermLmt" rules={rule('schlTermLmt')} extra={t('admFusn.prgrm.schlTermLmtHelp')}>
              <InputNumber min={L.schlTermLmt.min} max={L.schlTermLmt.max} precision={0} />
            </Form.Item>
            <YnRadioField name="autoCnfmYn" label={t('admFusn.prgrm.autoCnfmYn')} texts={yesNoTexts(t)} />
          </>
        ) : (
          <>
            <Form.Item label={t('admFusn.prgrm.slctSeCd')} name="slctSeCd" extra={hasSesn ? t('admFusn.prgrm.slctLocked') : t('admFusn.prgrm.slctHelp')}>
              <Radio.Group disabled={hasSesn} options={codeOptions(FUSN_SLCT_SE)} />
            </Form.Item>
            {slctSeCd === 'LTRY' && (
              <Form.Item label={t('admFusn.prgrm.offerHours')} name="offerHours" rules={rule('offerHours')} extra={t('admFusn.prgrm.offerHoursHelp')}>
                <InputNumber min={L.offerHours.min} max={L.offerHours.max} precision={0} />
              </Form.Item>
            )}
          </>
        )}
        <YnRadioField name="pointYn" label={t('admFusn.prgrm.pointYn')} texts={yesNoTexts(t)} />
      </fieldset>
      <fieldset className="adm-fusn__fieldset">
        <legend>{t('admFusn.prgrm.srvys')}</legend>
        <Form.Item label={t('admFusn.prgrm.bfrSrvyId')} name="bfrSrvyId" extra={t('admFusn.prgrm.srvyHelp')}>
          <Select loading={srvys.isLoading} options={srvyOptions(srvys.data?.list, 'BSRV', fromTemplate)} />
        </Form.Item>
        <Form.Item label={t('admFusn.prgrm.dgstfnSrvyId')} name="dgstfnSrvyId">
          <Select loading={srvys.isLoading} options={srvyOptions(srvys.data?.list, 'ASRV', fromTemplate)} />
        </Form.Item>
      </fieldset>
      <Space className="adm-fusn__actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('admin.list.save')}
        </Button>
        <Button onClick={onCancel}>{t('admFusn.back')}</Button>
      </Space>
    </Form>
  );
}
