import { formatSeoulDateTime, JOB_FMLY_GROUP, type TJobItem } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { AdminCrudPage, ynSearchField, YnTag } from '../../../components/admin/crud';
import { codeListOptions, codeName, useCodeList } from '../../../lib/codes/use-code-list';
import { useTranslation } from '../../../lib/i18n';
import { crrInfoMngResource } from '../api/crr-info-mng-resource';
import { CrrInfoFormPopup } from '../components/crr-info-form-popup';
import '../crr-info-catalogue';

/** Admin crrInfoMng: the jobs of /crrInsp/crrInfo. Removing a job switches it off (the server keeps it: others name it). */
export function CrrInfoMngPage() {
  const { t } = useTranslation();
  const families = useCodeList(JOB_FMLY_GROUP).data?.codeList;

  const columns: TableColumnsType<TJobItem> = [
    { title: t('admCrrInfo.jobCd'), dataIndex: 'jobCd', responsive: ['md'] },
    { title: t('admCrrInfo.jobNm'), dataIndex: 'jobNm' },
    { title: t('admCrrInfo.jobFmlyCd'), dataIndex: 'jobFmlyCd', render: (cd: string) => codeName(families, cd) },
    { title: t('admCrrInfo.hollandCd'), dataIndex: 'hollandCd', responsive: ['lg'] },
    { title: t('admin.list.sortSeq'), dataIndex: 'sortSeq', responsive: ['lg'] },
    { title: t('admin.list.useYn'), dataIndex: 'useYn', render: (yn: string) => <YnTag value={yn} /> },
    { title: t('admin.list.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => formatSeoulDateTime(at), responsive: ['lg'] },
  ];

  return (
    <AdminCrudPage<TJobItem>
      title={t('admCrrInfo.title')}
      pagingKey="admCrrInfo"
      searchFields={[
        { name: 'jobFmlyCd', label: t('admCrrInfo.jobFmlyCd'), type: 'select', options: codeListOptions(families) },
        ynSearchField(t),
        { name: 'srchWrd', label: t('admCrrInfo.searchWrd'), type: 'text', maxLength: 50 },
      ]}
      resource={crrInfoMngResource}
      columns={columns}
      rowKey="jobCd"
      nameOf={(job) => job.jobNm}
      confirmDelete={(name) => t('admCrrInfo.confirmDelete', { name })}
      addLabel={t('admCrrInfo.add')}
      renderForm={(job, onClose) => <CrrInfoFormPopup job={job} onClose={onClose} />}
    />
  );
}
