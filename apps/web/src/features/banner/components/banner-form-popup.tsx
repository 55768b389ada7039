import { BANNER_LIMITS as L, BANNER_SE_GROUP, type TBannerItem, type TBannerSave, toSeoulLocalInput, ZBannerSaveFields } from '@portal/contract';
import { Form, Input, Select, Space } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminFormPopup, ImagePathFields, PostingLinkFields, PostingPeriodFields, SortSeqField, YnSwitchField, zodRule } from '../../../components/admin/crud';
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
        imagePath: editing?.imagePath ?? '',
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
      <ImagePathFields
        path={{
          name: 'imagePath',
          label: t('admBanner.imagePath'),
          extra: t('admBanner.imagePathHelp'),
          required: true,
          rules: [zodRule(field.imagePath)],
          maxLength: L.imagePath,
        }}
        alt={{
          name: 'altText',
          label: t('admBanner.altText'),
          extra: t('admBanner.altTextHelp'),
          required: true,
          rules: [zodRule(field.altText)],
          maxLength: L.altText,
        }}
        previewAlt={() => ''}
      />
      <PostingLinkFields textKey="admBanner" />
      <Space wrap align="start">
        <SortSeqField label={t('admBanner.sortSeq')} rules={[zodRule(field.sortSeq)]} max={L.sortSeq} />
        <YnSwitchField label={t('admBanner.useYn')} />
      </Space>
    </AdminFormPopup>
  );
}
