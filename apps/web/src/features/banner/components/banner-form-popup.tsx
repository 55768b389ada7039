import { BANNER_LIMITS as L, BANNER_SE_GROUP, type TBannerItem, type TBannerSave, toSeoulLocalInput, ZBannerSaveFields } from '@portal/contract';
import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminImageField } from '../../../components/admin/image-field';
import { AdminFormPopup, PostingLinkFields, PostingPeriodFields, SortSeqField, YnSwitchField, zodRule } from '../../../components/admin/crud';
import { codeListOptions, useCodeList } from '../../../lib/codes/use-code-list';
import { bannerResource } from '../api/banner-resource';

type TFormValues = Omit<TBannerSave, 'trgtTypeCd'> & { trgtTypeCd: '' | 'B' };

const field = ZBannerSaveFields.shape;

/**
 * Adds or edits one banner: place (BANNER_SE code), period (Seoul wall-clock), order, image with
 * its alternative text, and an http(s) link. Each field runs the contract's rule; the server checks again.
 */
export function BannerFormPopup({ banner, onClose }: { banner: TBannerItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const save = bannerResource.useSave();
  const places = useCodeList(BANNER_SE_GROUP);
  const editing = banner === 'new' ? null : banner;

  return (
    <AdminFormPopup<TFormValues>
      title={t(editing ? 'admBanner.editTitle' : 'admBanner.add')}
      form={form}
      name="banner"
      wide
      onClose={onClose}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync({ ...values, id: editing?.bannerId })}
      initialValues={{
        bannerNm: editing?.bannerNm ?? '',
        bannerSeCd: editing?.bannerSeCd ?? 'MAIN',
        bgngDt: toSeoulLocalInput(editing?.bgngDt),
        endDt: toSeoulLocalInput(editing?.endDt),
        sortSeq: editing?.sortSeq ?? 0,
        imageFileId: editing?.imageFileId ?? null,
        altText: editing?.altText ?? '',
        linkUrl: editing?.linkUrl ?? '',
        trgtTypeCd: editing?.trgtTypeCd === 'B' ? 'B' : '',
        useYn: editing?.useYn ?? 'Y',
      }}
    >
      <Form.Item label={t('admBanner.bannerNm')} name="bannerNm" required rules={[zodRule(field.bannerNm)]}>
        <Input maxLength={L.bannerNm} />
      </Form.Item>
      <Form.Item label={t('admBanner.bannerSeCd')} name="bannerSeCd" required rules={[zodRule(field.bannerSeCd)]}>
        <Select options={codeListOptions(places.data?.codeList)} loading={places.isLoading} style={{ maxWidth: 240 }} />
      </Form.Item>
      <PostingPeriodFields textKey="admBanner" />
      <AdminImageField
        seqType="banner"
        label={t('admBanner.image')}
        fileName="imageFileId"
        altName="altText"
        altLabel={t('admBanner.altText')}
        altExtra={t('admBanner.altTextHelp')}
        altMaxLength={L.altText}
        required
        saved={editing && { fileId: editing.imageFileId, path: editing.imagePath }}
      />
      <PostingLinkFields textKey="admBanner" />
      <Space wrap align="start">
        <SortSeqField label={t('admBanner.sortSeq')} rules={[zodRule(field.sortSeq)]} max={L.sortSeq} />
        <YnSwitchField label={t('admBanner.useYn')} />
      </Space>
    </AdminFormPopup>
  );
}
