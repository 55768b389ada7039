import { BANNER_SE_GROUP, POSTING_STTS, type TBannerItem, type TPostingSttsCd } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminCrudPage, keywordSearchField, periodText, PostingSttsTag, ynSearchField, YnTag } from '../../../components/admin/crud';
import { codeOptions } from '../../../lib/code-options';
import { codeListOptions, codeName, useCodeList } from '../../../lib/codes/use-code-list';
import { bannerResource } from '../api/banner-resource';
import { BannerFormPopup } from '../components/banner-form-popup';
import '../adm-banner.css';

/**
 * admin banner (spec §2): the banners of /main (MAIN) and the lower pages (SUB), shown inside their
 * period in their order, each an image with its alternative text and an optional http(s) link.
 */
export function BannerPage() {
  const { t } = useTranslation();
  const places = useCodeList(BANNER_SE_GROUP).data?.codeList;

  const columns: TableColumnsType<TBannerItem> = [
    {
      title: t('admBanner.image'),
      dataIndex: 'imagePath',
      render: (path: string | null, banner) => (path ? <img className="adm-banner__thumb" src={path} alt={banner.altText} /> : '-'),
      responsive: ['md'],
    },
    { title: t('admBanner.bannerNm'), dataIndex: 'bannerNm' },
    { title: t('admBanner.bannerSeCd'), dataIndex: 'bannerSeCd', render: (code: string) => codeName(places, code) },
    { title: t('admBanner.period'), key: 'period', render: (_, b) => periodText(b.bgngDt, b.endDt), responsive: ['lg'] },
    { title: t('admBanner.sttsCd'), dataIndex: 'sttsCd', render: (code: TPostingSttsCd) => <PostingSttsTag code={code} /> },
    { title: t('admBanner.sortSeq'), dataIndex: 'sortSeq', responsive: ['md'] },
    { title: t('admBanner.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
  ];

  return (
    <AdminCrudPage<TBannerItem>
      title={t('admBanner.title')}
      pagingKey="admBanner:list"
      searchFields={[
        { name: 'bannerSeCd', label: t('admBanner.bannerSeCd'), type: 'select', options: codeListOptions(places) },
        { name: 'sttsCd', label: t('admBanner.sttsCd'), type: 'select', options: codeOptions(POSTING_STTS) },
        ynSearchField(t, { label: t('admBanner.useYn') }),
        keywordSearchField(t),
      ]}
      resource={bannerResource}
      columns={columns}
      rowKey="bannerId"
      nameOf={(banner) => banner.bannerNm}
      confirmDelete={(bannerNm) => t('admBanner.confirmDelete', { bannerNm })}
      addLabel={t('admBanner.add')}
      renderForm={(banner, onClose) => <BannerFormPopup banner={banner} onClose={onClose} />}
    />
  );
}
