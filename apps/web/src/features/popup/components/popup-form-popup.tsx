import { POPUP_CN_TYPE, POPUP_LIMITS as L, type TPopupItem, type TPopupSave, toSeoulLocalInput, ZPopupSaveFields } from '@portal/contract';
import { Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminFormPopup, PostingLinkFields, PostingPeriodFields, requiredRule, SortSeqField, YnSwitchField, zodRule } from '../../../components/admin/crud';
import { AdminImageField } from '../../../components/admin/image-field';
import { useTargetPages } from '../api/get-target-pages';
import { popupResource } from '../api/popup-resource';

type TFormValues = Omit<TPopupSave, 'trgtTypeCd'> & { trgtTypeCd: '' | 'B' };

const field = ZPopupSaveFields.shape;
/** The popup's box on a wide screen, in px. */
const BOX_FIELDS = ['width', 'height', 'posTop', 'posLeft'] as const;

const initialValuesOf = (popup: TPopupItem | null): Partial<TFormValues> => ({
  popupNm: popup?.popupNm ?? '',
  bgngDt: toSeoulLocalInput(popup?.bgngDt),
  endDt: toSeoulLocalInput(popup?.endDt),
  trgtPages: popup?.trgtPages ?? ['/main'],
  width: popup?.width ?? 400,
  height: popup?.height ?? 300,
  posTop: popup?.posTop ?? 100,
  posLeft: popup?.posLeft ?? 100,
  cnTypeCd: popup?.cnTypeCd ?? 'TEXT',
  imageFileId: popup?.imageFileId ?? null,
  imageAlt: popup?.imageAlt ?? '',
  cn: popup?.cn ?? '',
  linkUrl: popup?.linkUrl ?? '',
  trgtTypeCd: popup?.trgtTypeCd === 'B' ? 'B' : '',
  sortSeq: popup?.sortSeq ?? 0,
  useYn: popup?.useYn ?? 'Y',
});

/**
 * Adds or edits one user popup. Times are Seoul wall-clock (datetime-local fields); each field runs
 * the contract's rule, the content fields follow the chosen type, and the server checks it all again.
 */
export function PopupFormPopup({ popup, onClose }: { popup: TPopupItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const save = popupResource.useSave();
  const pages = useTargetPages();
  const editing = popup === 'new' ? null : popup;
  const cnTypeCd = Form.useWatch('cnTypeCd', form) ?? editing?.cnTypeCd ?? 'TEXT';

  return (
    <AdminFormPopup<TFormValues>
      title={t(editing ? 'admPopup.editTitle' : 'admPopup.add')}
      form={form}
      name="popup"
      wide
      onClose={onClose}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync({ ...values, id: editing?.popupId })}
      initialValues={initialValuesOf(editing)}
    >
      <Form.Item label={t('admPopup.popupNm')} name="popupNm" required rules={[zodRule(field.popupNm)]}>
        <Input maxLength={L.popupNm} />
      </Form.Item>
      <PostingPeriodFields textKey="admPopup" />
      <Form.Item label={t('admPopup.trgtPages')} name="trgtPages" required extra={t('admPopup.trgtPagesHelp')} rules={[zodRule(field.trgtPages)]}>
        <Select mode="multiple" options={pages.data ?? []} loading={pages.isLoading} optionFilterProp="label" />
      </Form.Item>
      <Space wrap align="start">
        {BOX_FIELDS.map((name) => (
          <Form.Item key={name} label={t(`admPopup.${name}`)} name={name} required rules={[zodRule(field[name])]}>
            <InputNumber min={L[name].min} max={L[name].max} precision={0} />
          </Form.Item>
        ))}
      </Space>
      <p className="adm-popup__help">{t('admPopup.sizeHelp')}</p>
      <Form.Item label={t('admPopup.cnTypeCd')} name="cnTypeCd" required>
        <Radio.Group options={Object.entries(POPUP_CN_TYPE).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      {cnTypeCd === 'IMAGE' ? (
        <AdminImageField
          seqType="popup"
          label={t('admPopup.image')}
          fileName="imageFileId"
          altName="imageAlt"
          altLabel={t('admPopup.imageAlt')}
          altExtra={t('admPopup.imageAltHelp')}
          altMaxLength={L.imageAlt}
          required
          saved={editing && { fileId: editing.imageFileId, path: editing.imagePath }}
        />
      ) : (
        <Form.Item label={t('admPopup.cn')} name="cn" required extra={t('admPopup.cnHelp')} rules={[requiredRule, zodRule(field.cn)]}>
          <Input.TextArea rows={6} maxLength={L.cn} showCount />
        </Form.Item>
      )}
      <PostingLinkFields textKey="admPopup" />
      <Space wrap align="start">
        <SortSeqField label={t('admPopup.sortSeq')} rules={[zodRule(field.sortSeq)]} max={L.sortSeq} />
        <YnSwitchField label={t('admPopup.useYn')} />
      </Space>
    </AdminFormPopup>
  );
}
