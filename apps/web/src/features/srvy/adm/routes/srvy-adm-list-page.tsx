import { SRVY_STTS, type TSrvyListItem } from '@portal/contract';
import { Button, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { actionsColumn, AdminListPage, keywordSearchField, useConfirmDelete } from '../../../../components/admin/crud';
import { useTranslation } from '../../../../lib/i18n';
import { codeOptions } from '../../../../lib/code-options';
import { useDeleteSrvy, useSrvyMngList } from '../api/srvy-adm-queries';
import { SRVY_ADM_BASE, SrvySttsTag } from '../components/srvy-adm-format';
import { useSrvyActions } from '../components/use-srvy-actions';
import '../srvy-adm-catalogue';
import '../srvy-adm.css';

/** A row's buttons besides edit and delete: preview, results, copy, publish or close, new version. */
function MoreActions({ srvy }: { srvy: TSrvyListItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { run, pending } = useSrvyActions();
  const named = (key: string) => ({ 'aria-label': `${srvy.srvyTtl} ${t(key)}` });
  return (
    <>
      <Button size="small" onClick={() => navigate(`${SRVY_ADM_BASE}/${srvy.srvyId}/preview`)} {...named('admSrvy.action.preview')}>
        {t('admSrvy.action.preview')}
      </Button>
      <Button size="small" onClick={() => navigate(`${SRVY_ADM_BASE}/${srvy.srvyId}/rslt`)} {...named('admSrvy.action.rslt')}>
        {t('admSrvy.action.rslt')}
      </Button>
      <Button size="small" disabled={pending} onClick={() => void run('copy', srvy)} {...named('admSrvy.action.copy')}>
        {t('admSrvy.action.copy')}
      </Button>
      {srvy.sttsCd === 'DRAFT' && srvy.tmpltYn === 'N' && (
        <Button size="small" type="primary" disabled={pending} onClick={() => void run('publish', srvy)} {...named('admSrvy.action.publish')}>
          {t('admSrvy.action.publish')}
        </Button>
      )}
      {srvy.sttsCd === 'OPEN' && (
        <Button size="small" disabled={pending} onClick={() => void run('close', srvy)} {...named('admSrvy.action.close')}>
          {t('admSrvy.action.close')}
        </Button>
      )}
      {srvy.sttsCd !== 'DRAFT' && (
        <Button size="small" disabled={pending} onClick={() => void run('newVersion', srvy)} {...named('admSrvy.action.newVersion')}>
          {t('admSrvy.action.newVersion')}
        </Button>
      )}
    </>
  );
}

/** Admin srvy: the surveys and templates (title search, state filter), each row's builder, preview, results and actions. */
export function SrvyAdmListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onDelete = useConfirmDelete(useDeleteSrvy());

  const columns: TableColumnsType<TSrvyListItem> = [
    {
      title: t('admSrvy.col.srvyTtl'),
      dataIndex: 'srvyTtl',
      render: (ttl: string, srvy) => (
        <>
          <Link to={`${SRVY_ADM_BASE}/${srvy.srvyId}`}>{ttl}</Link>
          {srvy.tmpltYn === 'Y' && <span className="srvy-adm__badge">{t('admSrvy.template')}</span>}
        </>
      ),
    },
    { title: t('admSrvy.col.sttsCd'), dataIndex: 'sttsCd', render: (stts: string) => <SrvySttsTag sttsCd={stts} /> },
    { title: t('admSrvy.col.period'), key: 'period', responsive: ['md'], render: (_, srvy) => `${srvy.bgngDt} ~ ${srvy.endDt}` },
    { title: t('admSrvy.col.trgt'), dataIndex: 'trgtSeCd', responsive: ['lg'], render: (code: string) => t(`admSrvy.trgt.${code}`) },
    { title: t('admSrvy.col.verNo'), dataIndex: 'verNo', responsive: ['lg'], render: (verNo: number) => t('admSrvy.verNo', { verNo }) },
    { title: t('admSrvy.col.qstnCnt'), dataIndex: 'qstnCnt', responsive: ['lg'] },
    { title: t('admSrvy.col.rspnsCnt'), dataIndex: 'rspnsCnt', render: (count: number) => count.toLocaleString('ko-KR') },
    actionsColumn<TSrvyListItem>(t, (srvy) => ({
      name: srvy.srvyTtl,
      onEdit: () => navigate(`${SRVY_ADM_BASE}/${srvy.srvyId}`),
      onDelete: () => void onDelete(srvy.srvyId, srvy.srvyTtl),
      children: <MoreActions srvy={srvy} />,
    })),
  ];

  return (
    <AdminListPage<TSrvyListItem>
      title={t('admSrvy.title')}
      pagingKey="admSrvy"
      searchFields={[
        { name: 'sttsCd', label: t('admSrvy.col.sttsCd'), type: 'select', options: codeOptions(SRVY_STTS) },
        { name: 'tmpltYn', label: t('admSrvy.col.tmpltYn'), type: 'select', options: codeOptions({ N: t('admSrvy.kind.N'), Y: t('admSrvy.kind.Y') }) },
        keywordSearchField(t, { label: t('admSrvy.col.srvyTtl'), maxLength: 100 }),
      ]}
      useList={useSrvyMngList}
      columns={columns}
      rowKey="srvyId"
      toolbar={
        <Button type="primary" onClick={() => navigate(`${SRVY_ADM_BASE}/write`)}>
          {t('admSrvy.add')}
        </Button>
      }
    />
  );
}
