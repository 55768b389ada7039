import { JOIN_MBR_TYPES, MBR_TYPE_AUTHRT, SCHL_TYPE, SRVY_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract';
import { Checkbox, Form, Input, Radio, Space } from 'antd';
import { checkRule, maxRule, requiredRule } from '../../../../components/admin/crud';
import { DateTimeInput } from '../../../../components/admin/date-time-input';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';

/** The builder's meta form (design: survey meta); pointTypeCd '' is 'no points'. */
export type TMetaForm = {
  srvyTtl: string;
  srvyExpln: string;
  bgngDt: string;
  endDt: string;
  trgtSeCd: 'ALL' | 'MBR' | 'CTX';
  trgtMbrTypes: string[];
  trgtSchlTypes: string[];
  anonYn: 'Y' | 'N';
  rptYn: 'Y' | 'N';
  pointTypeCd: '' | 'BSRV' | 'ASRV';
  tmpltYn: 'Y' | 'N';
};

const mbrTypeOptions = JOIN_MBR_TYPES.map(({ mbrTypeAuthrt }) => ({ value: mbrTypeAuthrt, label: MBR_TYPE_AUTHRT[mbrTypeAuthrt] }));
const schlTypeOptions = Object.entries(SCHL_TYPE).map(([value, label]) => ({ value, label }));

/** A group of radios or checkboxes named by its Form.Item label. */
function GroupItem({ name, label, children, rules, extra }: { name: string; label: string; children: ReactNode; rules?: object[]; extra?: string }) {
  return (
    <Form.Item name={name} label={<span id={`srvyMeta-${name}-label`}>{label}</span>} rules={rules as never} extra={extra}>
      {children}
    </Form.Item>
  );
}

type TMetaFieldsProps = {
  /** responses exist (or the survey is closed): the target, anonymity, repetition and points stay as they are */
  locked: boolean;
  /** the template flag changes only on a DRAFT survey without responses */
  tmpltLocked: boolean;
  /** a later version keeps its first version's points */
  versionPointLocked: boolean;
};

/** Title, description, period (the date picker), target, anonymity, once or repeatable, points, template. */
export function MetaFields({ locked, tmpltLocked, versionPointLocked }: TMetaFieldsProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TMetaForm>();
  const trgtSeCd = Form.useWatch('trgtSeCd', form);
  const labelled = (name: string) => ({ 'aria-labelledby': `srvyMeta-${name}-label` });
  const endAfterStart = checkRule<string>((end) => {
    const start = form.getFieldValue('bgngDt') as string | undefined;
    return start && end && end <= start ? t('admSrvy.meta.periodOrder') : undefined;
  });
  const someType = checkRule<string[]>((types) => (trgtSeCd === 'MBR' && (types ?? []).length === 0 ? t('admSrvy.meta.mbrTypesRequired') : undefined));
  return (
    <>
      <Form.Item name="srvyTtl" label={t('admSrvy.meta.srvyTtl')} rules={[requiredRule, maxRule(200)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="srvyExpln" label={t('admSrvy.meta.srvyExpln')} rules={[maxRule(2000)]}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item name="bgngDt" label={t('admSrvy.meta.bgngDt')} rules={[{ required: true, message: VALIDATION_MESSAGES.required() }]}>
          <DateTimeInput label={t('admSrvy.meta.bgngDt')} />
        </Form.Item>
        <Form.Item
          name="endDt"
          label={t('admSrvy.meta.endDt')}
          dependencies={['bgngDt']}
          rules={[{ required: true, message: VALIDATION_MESSAGES.required() }, endAfterStart]}
        >
          <DateTimeInput label={t('admSrvy.meta.endDt')} />
        </Form.Item>
      </Space>
      <GroupItem name="trgtSeCd" label={t('admSrvy.meta.trgtSeCd')} extra={t('admSrvy.meta.trgtHelp')}>
        <Radio.Group
          {...labelled('trgtSeCd')}
          disabled={locked}
          options={(['ALL', 'MBR', 'CTX'] as const).map((value) => ({ value, label: t(`admSrvy.trgt.${value}`) }))}
        />
      </GroupItem>
      {trgtSeCd === 'MBR' && (
        <>
          <GroupItem name="trgtMbrTypes" label={t('admSrvy.meta.trgtMbrTypes')} rules={[someType]}>
            <Checkbox.Group {...labelled('trgtMbrTypes')} role="group" disabled={locked} options={mbrTypeOptions} />
          </GroupItem>
          <GroupItem name="trgtSchlTypes" label={t('admSrvy.meta.trgtSchlTypes')} extra={t('admSrvy.meta.trgtSchlHelp')}>
            <Checkbox.Group {...labelled('trgtSchlTypes')} role="group" disabled={locked} options={schlTypeOptions} />
          </GroupItem>
        </>
      )}
      <GroupItem name="anonYn" label={t('admSrvy.meta.anonYn')}>
        <Radio.Group
          {...labelled('anonYn')}
          disabled={locked}
          options={[
            { value: 'Y', label: t('admSrvy.anon.Y') },
            { value: 'N', label: t('admSrvy.anon.N') },
          ]}
        />
      </GroupItem>
      <GroupItem name="rptYn" label={t('admSrvy.meta.rptYn')}>
        <Radio.Group
          {...labelled('rptYn')}
          disabled={locked}
          options={[
            { value: 'N', label: t('admSrvy.rpt.N') },
            { value: 'Y', label: t('admSrvy.rpt.Y') },
          ]}
        />
      </GroupItem>
      <GroupItem name="pointTypeCd" label={t('admSrvy.meta.pointTypeCd')} extra={versionPointLocked ? SRVY_MESSAGES.versionPointLocked : undefined}>
        <Radio.Group
          {...labelled('pointTypeCd')}
          disabled={locked || versionPointLocked}
          options={[
            { value: '', label: t('admSrvy.point.none') },
            { value: 'BSRV', label: t('admSrvy.point.BSRV') },
            { value: 'ASRV', label: t('admSrvy.point.ASRV') },
          ]}
        />
      </GroupItem>
      <GroupItem name="tmpltYn" label={t('admSrvy.meta.tmpltYn')} extra={tmpltLocked ? SRVY_MESSAGES.tmpltLocked : t('admSrvy.meta.tmpltHelp')}>
        <Radio.Group
          {...labelled('tmpltYn')}
          disabled={tmpltLocked}
          options={[
            { value: 'N', label: t('admSrvy.kind.N') },
            { value: 'Y', label: t('admSrvy.kind.Y') },
          ]}
        />
      </GroupItem>
    </>
  );
}
