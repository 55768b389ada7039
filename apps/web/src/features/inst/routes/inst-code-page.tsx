import { formatSeoulDateTime, type TInstCodeItem } from '@portal/contract';
import { Alert, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminCrudPage, keywordSearchField, ynSearchField, YnTag } from '../../../components/admin/crud';
import { codeListOptions, codeName, useCodeList } from '../../../lib/codes/use-code-list';
import { instCodeResource } from '../api/inst-code-resource';
import { InstCodeFormPopup } from '../components/inst-code-form-popup';

/** spec §2 admin instCode: the institution codes schools and other records refer to. */
export function InstCodePage() {
  const { t } = useTranslation();
  const types = useCodeList('INST_TYPE').data?.codeList;
  const regions = useCodeList('REGION').data?.codeList;

  const columns: TableColumnsType<TInstCodeItem> = [
    { title: t('admInst.instCd'), dataIndex: 'instCd', render: (cd: string) => <code>{cd}</code> },
    { title: t('admInst.instNm'), dataIndex: 'instNm' },
    { title: t('admInst.instTypeCd'), dataIndex: 'instTypeCd', render: (cd: string) => codeName(types, cd) },
    { title: t('admInst.regionCd'), dataIndex: 'regionCd', render: (cd: string | null) => codeName(regions, cd) },
    { title: t('admInst.instCode.upInstCd'), dataIndex: 'upInstNm', responsive: ['md'] },
    { title: t('admInst.telno'), dataIndex: 'telno', responsive: ['lg'] },
    { title: t('admin.list.sortSeq'), dataIndex: 'sortSeq', responsive: ['lg'] },
    { title: t('admin.list.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
    { title: t('admin.list.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['xl'] },
  ];

  return (
    <AdminCrudPage<TInstCodeItem>
      title={t('admInst.instCode.title')}
      pagingKey="admInst:instCode"
      notice={<Alert className="adm-page__notice" type="info" showIcon title={t('admInst.instCode.notice')} />}
      searchFields={[
        { name: 'instTypeCd', label: t('admInst.instTypeCd'), type: 'select', options: codeListOptions(types) },
        { name: 'regionCd', label: t('admInst.regionCd'), type: 'select', options: codeListOptions(regions) },
        ynSearchField(t),
        keywordSearchField(t),
      ]}
      resource={instCodeResource}
      columns={columns}
      rowKey="instCodeId"
      nameOf={(entry) => entry.instNm}
      confirmDelete={(name) => t('admInst.instCode.confirmDelete', { name })}
      addLabel={t('admInst.instCode.add')}
      renderForm={(entry, onClose) => <InstCodeFormPopup entry={entry} onClose={onClose} />}
    />
  );
}
