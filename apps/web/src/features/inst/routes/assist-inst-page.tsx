import { formatSeoulDateTime, type TAssistInstItem } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { useTranslation } from '../../../lib/i18n';
import { AdminCrudPage, keywordSearchField, ynSearchField, yesNoTexts, YnTag } from '../../../components/admin/crud';
import { codeListOptions, codeName, useCodeList } from '../../../lib/codes/use-code-list';
import { assistInstResource } from '../api/assist-inst-resource';
import { AssistInstFormPopup } from '../components/assist-inst-form-popup';
import '../adm-inst.css';

/** spec §2 admin assistInst: the institutions /infoGd/crrInst shows, with contact and logo. */
export function AssistInstPage() {
  const { t } = useTranslation();
  const types = useCodeList('INST_TYPE').data?.codeList;

  const columns: TableColumnsType<TAssistInstItem> = [
    {
      title: t('admInst.assistInst.logo'),
      dataIndex: 'logoPath',
      responsive: ['md'],
      render: (path: string | null, entry) => path && <img src={path} alt={entry.logoAlt ?? ''} width={64} height={32} className="adm-inst__logo-cell" />,
    },
    { title: t('admInst.instNm'), dataIndex: 'instNm' },
    { title: t('admInst.instTypeCd'), dataIndex: 'instTypeCd', render: (cd: string) => codeName(types, cd) },
    { title: t('admInst.assistInst.picNm'), dataIndex: 'picNm', responsive: ['lg'] },
    { title: t('admInst.assistInst.cntctOpenYn'), dataIndex: 'cntctOpenYn', render: (yn: string) => <YnTag value={yn} texts={yesNoTexts(t)} /> },
    { title: t('admin.list.sortSeq'), dataIndex: 'sortSeq', responsive: ['lg'] },
    { title: t('admin.list.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
    { title: t('admin.list.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['xl'] },
  ];

  return (
    <AdminCrudPage<TAssistInstItem>
      title={t('admInst.assistInst.title')}
      pagingKey="admInst:assistInst"
      searchFields={[
        { name: 'instTypeCd', label: t('admInst.instTypeCd'), type: 'select', options: codeListOptions(types) },
        ynSearchField(t),
        keywordSearchField(t),
      ]}
      resource={assistInstResource}
      columns={columns}
      rowKey="assistInstId"
      nameOf={(entry) => entry.instNm}
      confirmDelete={(name) => t('admInst.assistInst.confirmDelete', { name })}
      addLabel={t('admInst.assistInst.add')}
      renderForm={(entry, onClose) => <AssistInstFormPopup entry={entry} onClose={onClose} />}
    />
  );
}
