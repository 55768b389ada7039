import { formatSeoulDateTime } from '@portal/contract';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { YnTag } from '../../../components/admin/crud';

type THall = {
  imagePath: string | null;
  imageAlt: string | null;
  linkUrl: string | null;
  sortSeq: number;
  useYn: string;
  registeredBy: string | null;
  registeredAt: string;
  updatedBy: string | null;
  updatedAt: string;
};

/** The hall's own fields first, then the image, link, order, use flag and audit columns. */
export function HallDescriptions({ hall, items }: { hall: THall; items: DescriptionsProps['items'] }) {
  const { t } = useTranslation();
  const common: DescriptionsProps['items'] = [
    {
      key: 'image',
      label: t('admMnexhl.image.image'),
      span: 'filled',
      children: hall.imagePath ? (
        <figure className="adm-mnexhl__preview">
          <img src={hall.imagePath} alt={hall.imageAlt ?? ''} />
          <figcaption>
            {t('admMnexhl.image.imageAlt')}: {hall.imageAlt}
          </figcaption>
        </figure>
      ) : (
        t('admMnexhl.image.none')
      ),
    },
    {
      key: 'linkUrl',
      label: t('admMnexhl.linkUrl'),
      span: 'filled',
      children: hall.linkUrl ? (
        <a href={hall.linkUrl} target="_blank" rel="noopener noreferrer">
          {hall.linkUrl}
        </a>
      ) : null,
    },
    { key: 'sortSeq', label: t('admin.list.sortSeq'), children: hall.sortSeq },
    { key: 'useYn', label: t('admin.list.useYn'), children: <YnTag value={hall.useYn} /> },
    { key: 'registeredAt', label: t('admin.list.registeredAt'), children: `${formatSeoulDateTime(hall.registeredAt)} (${hall.registeredBy ?? '-'})` },
    { key: 'updatedAt', label: t('admin.list.updatedAt'), children: `${formatSeoulDateTime(hall.updatedAt)} (${hall.updatedBy ?? '-'})` },
  ];
  return <Descriptions bordered column={{ xs: 1, md: 2 }} items={[...(items ?? []), ...common]} />;
}
