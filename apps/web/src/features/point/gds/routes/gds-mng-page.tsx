import { formatSeoulDateTime, type TGdsItem } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { AdminCrudPage, keywordSearchField, ynSearchField, YnTag } from '../../../../components/admin/crud';
import { useTranslation } from '../../../../lib/i18n';
import { gdsMngResource } from '../api/gds-mng-resource';
import { GdsFormPopup } from '../components/gds-form-popup';
import '../gds-catalogue';
import '../adm-gds.css';

/** admin pointBsdGdsMng: the goods students exchange points for (image, price, stock, limit, sale period). */
export function GdsMngPage() {
  const { t } = useTranslation();
  const columns: TableColumnsType<TGdsItem> = [
    {
      title: t('admGds.image'),
      dataIndex: 'imagePath',
      responsive: ['md'],
      render: (path: string | null, gds) => (path ? <img className="adm-gds__thumb" src={path} alt={gds.imageAlt ?? ''} width={80} height={60} /> : null),
    },
    { title: t('admGds.gdsNm'), dataIndex: 'gdsNm' },
    { title: t('admGds.gdsPoints'), dataIndex: 'gdsPoints', render: (n: number) => n.toLocaleString('ko-KR') },
    { title: t('admGds.stockCnt'), dataIndex: 'stockCnt' },
    { title: t('admGds.buyLimitCnt'), dataIndex: 'buyLimitCnt', responsive: ['lg'] },
    { title: t('admGds.orderCnt'), dataIndex: 'orderCnt' },
    { title: t('admGds.period'), key: 'period', render: (_, gds) => `${gds.bgngYmd} ~ ${gds.endYmd}` },
    { title: t('admin.list.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
    { title: t('admin.list.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
  ];

  return (
    <AdminCrudPage<TGdsItem>
      title={t('admGds.title')}
      pagingKey="admGds"
      searchFields={[ynSearchField(t), keywordSearchField(t, { maxLength: 100 })]}
      resource={gdsMngResource}
      columns={columns}
      rowKey="gdsId"
      nameOf={(gds) => gds.gdsNm}
      confirmDelete={(name) => t('admGds.deleteConfirm', { name })}
      addLabel={t('admGds.add')}
      renderForm={(gds, onClose) => <GdsFormPopup gds={gds} onClose={onClose} />}
    />
  );
}
