import { ACCESS_IP_TYPE, formatSeoulDateTime, type TAccessIpItem } from '@portal/contract';
import { Alert, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { actorText, AdminCrudPage, keywordSearchField, ynSearchField, YnTag } from '../../../components/admin/crud';
import { codeLabel, codeOptions } from '../../../lib/code-options';
import { accessIpResource } from '../api/access-ip-resource';
import { AccessIpFormPopup } from '../components/access-ip-form-popup';

/**
 * spec §2 admin accessIp (SECURITY 14): the allow-list of the admin realm, for SUPER administrators.
 * The caller's own address is shown, since a change that would exclude it is refused.
 */
export function AccessIpPage() {
  const { t } = useTranslation();
  const clientIp = accessIpResource.useList({}).data?.clientIp;

  const columns: TableColumnsType<TAccessIpItem> = [
    { title: t('admAccess.accessIp.ipTypeCd'), dataIndex: 'ipTypeCd', render: (code: string) => codeLabel(ACCESS_IP_TYPE, code) },
    { title: t('admAccess.accessIp.ipAddr'), dataIndex: 'ipAddr', render: (ip: string) => <code>{ip}</code> },
    { title: t('admAccess.accessIp.ipExpln'), dataIndex: 'ipExpln', responsive: ['md'] },
    { title: t('admAccess.accessIp.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
    { title: t('admAccess.accessIp.updatedBy'), dataIndex: 'updatedBy', render: (userId: string | null) => actorText(t, userId), responsive: ['lg'] },
    { title: t('admAccess.accessIp.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
  ];

  return (
    <AdminCrudPage<TAccessIpItem>
      title={t('admAccess.accessIp.title')}
      pagingKey="admAccess:accessIp"
      notice={
        <Alert
          className="adm-page__notice"
          type="info"
          showIcon
          title={clientIp ? t('admAccess.accessIp.clientIp', { ip: clientIp }) : undefined}
          description={t('admAccess.accessIp.rules')}
        />
      }
      searchFields={[
        { name: 'ipTypeCd', label: t('admAccess.accessIp.ipTypeCd'), type: 'select', options: codeOptions(ACCESS_IP_TYPE) },
        ynSearchField(t, { label: t('admAccess.accessIp.useYn') }),
        keywordSearchField(t),
      ]}
      resource={accessIpResource}
      columns={columns}
      rowKey="accessIpId"
      nameOf={(entry) => entry.ipAddr}
      confirmDelete={(ipAddr) => t('admAccess.accessIp.confirmDelete', { ipAddr })}
      addLabel={t('admAccess.accessIp.add')}
      renderForm={(entry, onClose) => <AccessIpFormPopup entry={entry} onClose={onClose} />}
    />
  );
}
