import {
  checkField,
  CRR_SITE_CTGRY_GROUP,
  CRR_SITE_LIMITS,
  CRR_SITE_MESSAGES,
  type TCrrSiteItem,
  type TCrrSiteSave,
  type TFieldRules,
  VALIDATION_MESSAGES,
} from '@portal/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminFormPopup, checkRule, SortSeqField, YnSwitchField } from '../../../components/admin/crud';
import { AdminImageField } from '../../../components/admin/image-field';
import { codeListOptions, useCodeList } from '../../../lib/codes/use-code-list';
import { crrSiteMngResource } from '../api/crr-site-mng-resource';

/** The contract's spec §5 check of a field, so the form says what the server would. */
const fieldRule = (rules: TFieldRules) => checkRule((value) => checkField(value, rules));

/** Adds or edits one career site (spec §5 rules; the server checks them again, and the category code). */
export function CrrSiteFormPopup({ site, onClose }: { site: TCrrSiteItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TCrrSiteSave>();
  const save = crrSiteMngResource.useSave();
  const categories = useCodeList(CRR_SITE_CTGRY_GROUP).data?.codeList ?? [];
  const editing = site === 'new' ? null : site;

  return (
    <AdminFormPopup<TCrrSiteSave>
      title={t(editing ? 'admCrrSite.editTitle' : 'admCrrSite.add')}
      form={form}
      name="crrSite"
      wide
      onClose={onClose}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync({ ...values, id: editing?.crrSiteId })}
      initialValues={{
        siteNm: editing?.siteNm ?? '',
        siteUrl: editing?.siteUrl ?? 'https://',
        ctgryCd: editing?.ctgryCd ?? undefined,
        siteExpln: editing?.siteExpln ?? '',
        logoFileId: editing?.logoFileId ?? null,
        logoAlt: editing?.logoAlt ?? '',
        sortSeq: editing?.sortSeq ?? 0,
        useYn: editing?.useYn ?? 'Y',
      }}
    >
      <Form.Item label={t('admCrrSite.siteNm')} name="siteNm" required rules={[fieldRule({ required: true, max: 100 })]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('admCrrSite.siteUrl')} name="siteUrl" required validateTrigger="onBlur" rules={[fieldRule({ required: true, max: 500, url: true })]}>
        <Input maxLength={500} inputMode="url" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item label={t('admCrrSite.ctgryCd')} name="ctgryCd" rules={[{ required: true, message: CRR_SITE_MESSAGES.ctgryRequired }]}>
        <Select options={codeListOptions(categories)} placeholder={t('admCrrSite.selectCtgry')} />
      </Form.Item>
      <Form.Item label={t('admCrrSite.siteExpln')} name="siteExpln" rules={[fieldRule({ max: 1000 })]}>
        <Input.TextArea rows={4} maxLength={1000} showCount />
      </Form.Item>
      <AdminImageField
        seqType="crrSite"
        label={t('admCrrSite.logoImage')}
        fileName="logoFileId"
        altName="logoAlt"
        altLabel={t('admCrrSite.logoAlt')}
        altExtra={t('admCrrSite.logoAltHelp')}
        altMaxLength={CRR_SITE_LIMITS.logoAlt}
        saved={editing && { fileId: editing.logoFileId, path: editing.logoPath }}
      />
      <SortSeqField rules={[{ type: 'integer', min: 0, max: 99_999, message: VALIDATION_MESSAGES.min_value(0) }]} />
      <YnSwitchField />
    </AdminFormPopup>
  );
}
