import { formatSeoulDateTime, type TSchoolItem } from '@portal/contract';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AdminCrudPage, keywordSearchField, ynSearchField, YnTag } from '../../../components/admin/crud';
import { codeListOptions, codeName, useCodeList } from '../../../lib/codes/use-code-list';
import { schoolResource } from '../api/school-resource';
import { SchoolFormPopup } from '../components/school-form-popup';
import { SchoolImportPopup } from '../components/school-import-popup';
import '../adm-inst.css';

/** spec §2 admin schlInfoMng: schools by type and region, with the spreadsheet import. */
export function SchoolPage() {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  const schlTypes = useCodeList('SCHL_TYPE').data?.codeList;
  const regions = useCodeList('REGION').data?.codeList;

  const columns: TableColumnsType<TSchoolItem> = [
    { title: t('admInst.school.schlNm'), dataIndex: 'schlNm' },
    { title: t('admInst.school.schlTypeCd'), dataIndex: 'schlTypeCd', render: (cd: string) => codeName(schlTypes, cd) },
    { title: t('admInst.regionCd'), dataIndex: 'regionCd', render: (cd: string) => codeName(regions, cd) },
    { title: t('admInst.school.neisSchlCd'), dataIndex: 'neisSchlCd', render: (cd: string) => <code>{cd}</code> },
    { title: t('admInst.school.instCd'), dataIndex: 'instNm', responsive: ['md'] },
    { title: t('admInst.addr'), dataIndex: 'addr', responsive: ['lg'] },
    { title: t('admin.list.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
    { title: t('admin.list.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['xl'] },
  ];

  return (
    <AdminCrudPage<TSchoolItem>
      title={t('admInst.school.title')}
      pagingKey="admInst:school"
      searchFields={[
        { name: 'schlTypeCd', label: t('admInst.school.schlTypeCd'), type: 'select', options: codeListOptions(schlTypes) },
        { name: 'regionCd', label: t('admInst.regionCd'), type: 'select', options: codeListOptions(regions) },
        ynSearchField(t),
        keywordSearchField(t),
      ]}
      resource={schoolResource}
      columns={columns}
      rowKey="schlId"
      nameOf={(entry) => entry.schlNm}
      confirmDelete={(name) => t('admInst.school.confirmDelete', { name })}
      addLabel={t('admInst.school.add')}
      renderForm={(entry, onClose) => <SchoolFormPopup entry={entry} onClose={onClose} />}
      toolbarExtra={<Button onClick={() => setImporting(true)}>{t('admInst.import.open')}</Button>}
    >
      {importing && <SchoolImportPopup onClose={() => setImporting(false)} />}
    </AdminCrudPage>
  );
}
