import { CRR_SITE_CTGRY_GROUP, DEAD_LINK_RSLT, formatSeoulDateTime, type TCrrSiteItem } from '@portal/contract';
import { type TableColumnsType, Tag } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminCrudPage, ExternalUrl, keywordSearchField, ynSearchField, YnTag } from '../../../components/admin/crud';
import { codeLabel } from '../../../lib/code-options';
import { codeListOptions, useCodeList } from '../../../lib/codes/use-code-list';
import { crrSiteMngResource } from '../api/crr-site-mng-resource';
import { CrrSiteFormPopup } from '../components/crr-site-form-popup';
import '../adm-crr-site.css';

/** The last link check of a site's address (admin deadLink): 정상 in green, a problem in red. */
function LastCheck({ check }: { check: TCrrSiteItem['lastCheck'] }) {
  const { t } = useTranslation();
  if (!check) return <Tag>{t('admCrrSite.notChecked')}</Tag>;
  const label = `${codeLabel(DEAD_LINK_RSLT, check.rsltCd)}${check.httpStatus ? ` (${check.httpStatus})` : ''}`;
  return (
    <Tag color={check.rsltCd === 'OK' ? 'green' : 'red'} title={formatSeoulDateTime(check.checkedAt)}>
      {label}
    </Tag>
  );
}

/** spec §2 admin crrSiteMng: the career sites of /infoGd/crrSite, with each address's last link check. */
export function CrrSiteMngPage() {
  const { t } = useTranslation();
  const categories = useCodeList(CRR_SITE_CTGRY_GROUP).data?.codeList ?? [];

  const columns: TableColumnsType<TCrrSiteItem> = [
    { title: t('admCrrSite.ctgryCd'), dataIndex: 'ctgryNm', render: (nm: string | null, site) => nm ?? site.ctgryCd },
    {
      title: t('admCrrSite.logo'),
      dataIndex: 'logoPath',
      responsive: ['md'],
      render: (path: string | null, site) => (path ? <img className="adm-crr-site__logo" src={path} alt={site.logoAlt ?? ''} width={80} height={40} /> : null),
    },
    { title: t('admCrrSite.siteNm'), dataIndex: 'siteNm' },
    { title: t('admCrrSite.siteUrl'), dataIndex: 'siteUrl', render: (url: string) => <ExternalUrl url={url} /> },
    { title: t('admCrrSite.lastCheck'), dataIndex: 'lastCheck', render: (check: TCrrSiteItem['lastCheck']) => <LastCheck check={check} /> },
    { title: t('admin.list.sortSeq'), dataIndex: 'sortSeq', responsive: ['lg'] },
    { title: t('admin.list.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
    { title: t('admin.list.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
  ];

  return (
    <AdminCrudPage<TCrrSiteItem>
      title={t('admCrrSite.title')}
      pagingKey="admCrrSite"
      searchFields={[
        { name: 'ctgryCd', label: t('admCrrSite.ctgryCd'), type: 'select', options: codeListOptions(categories) },
        ynSearchField(t),
        keywordSearchField(t, { maxLength: 100 }),
      ]}
      resource={crrSiteMngResource}
      columns={columns}
      rowKey="crrSiteId"
      nameOf={(site) => site.siteNm}
      addLabel={t('admCrrSite.add')}
      renderForm={(site, onClose) => <CrrSiteFormPopup site={site} onClose={onClose} />}
    />
  );
}
