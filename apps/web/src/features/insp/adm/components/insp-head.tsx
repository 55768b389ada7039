import { formatSeoulDateTime, INSP_VER_STTS, type TInspAdmItem } from '@portal/contract';
import { Button, Descriptions, Space, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { AdminTable } from '../../../../components/admin/admin-table';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useInspStts, usePublishInsp } from '../api/insp-adm-queries';
import { InspSttsTag, LANG_DGNS_BASE } from './insp-format';

type TVer = TInspAdmItem['versions'][number];

/**
 * Above the tabs: the test's state, its published version and the one being edited, with '게시'
 * (a draft becomes the published version) and '검사 종료'/'다시 진행', each after a question.
 */
export function InspHead({ item }: { item: TInspAdmItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const publish = usePublishInsp(item.inspId);
  const stts = useInspStts(item.inspId);
  const pub = item.versions.find((v) => v.sttsCd === 'PUBLISHED');
  const draft = item.editVer?.sttsCd === 'DRAFT' ? item.editVer : null;

  const onPublish = async (verNo: number) => {
    if (!(await showConfirm(t('admInsp.head.confirmPublish', { verNo })))) return;
    const done = await publish.mutateAsync().catch(() => null);
    if (done) await showAlert(t('admInsp.head.published', { verNo }));
  };
  const onStts = async (next: 'OPEN' | 'CLOSED') => {
    const question = next === 'CLOSED' ? 'admInsp.head.confirmClose' : 'admInsp.head.confirmReopen';
    if (!(await showConfirm(t(question, { name: item.inspNm })))) return;
    const done = await stts.mutateAsync(next).catch(() => null);
    if (done) await showAlert(t(next === 'CLOSED' ? 'admInsp.head.closed' : 'admInsp.head.reopened'));
  };

  return (
    <div className="adm-insp__head">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'stts', label: t('admInsp.head.stts'), children: <InspSttsTag sttsCd={item.sttsCd} /> },
          { key: 'pub', label: t('admInsp.head.pubVer'), children: pub ? t('admInsp.verNo', { verNo: pub.verNo }) : t('admInsp.noVer') },
          {
            key: 'edit',
            label: t('admInsp.head.editVer'),
            children: item.editVer ? `${t('admInsp.verNo', { verNo: item.editVer.verNo })} (${INSP_VER_STTS[item.editVer.sttsCd]})` : t('admInsp.noVer'),
          },
        ]}
      />
      <Space wrap>
        {draft && (
          <Button type="primary" onClick={() => void onPublish(draft.verNo)} loading={publish.isPending}>
            {t('admInsp.head.publish')}
          </Button>
        )}
        {item.sttsCd === 'OPEN' && (
          <Button danger onClick={() => void onStts('CLOSED')} loading={stts.isPending}>
            {t('admInsp.head.close')}
          </Button>
        )}
        {item.sttsCd === 'CLOSED' && (
          <Button onClick={() => void onStts('OPEN')} loading={stts.isPending}>
            {t('admInsp.head.reopen')}
          </Button>
        )}
        <Button onClick={() => navigate(LANG_DGNS_BASE)}>{t('admInsp.toList')}</Button>
      </Space>
    </div>
  );
}

/** Every version of the test: its state, when it was published, its completions and whether its norms are used. */
export function VersionTable({ item }: { item: TInspAdmItem }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<TVer> = [
    { title: t('admInsp.ver.verNo'), dataIndex: 'verNo', render: (verNo: number) => t('admInsp.verNo', { verNo }) },
    { title: t('admInsp.ver.sttsCd'), dataIndex: 'sttsCd', render: (stts: TVer['sttsCd']) => INSP_VER_STTS[stts] },
    { title: t('admInsp.ver.publishedAt'), dataIndex: 'publishedAt', render: (at: string | null) => (at ? formatSeoulDateTime(at) : t('admInsp.noVer')) },
    { title: t('admInsp.ver.cmplCnt'), dataIndex: 'cmplCnt', render: (count: number) => count.toLocaleString('ko-KR') },
    { title: t('admInsp.ver.normAdopted'), dataIndex: 'normAdopted', render: (on: boolean) => t(on ? 'admInsp.stats.adoptedYes' : 'admInsp.stats.adoptedNo') },
  ];
  return (
    <>
      <h2 className="adm-insp__h2">{t('admInsp.ver.caption')}</h2>
      <AdminTable<TVer>
        caption={<span className="sr-only">{t('admInsp.ver.tableCaption')}</span>}
        rowKey="verId"
        columns={columns}
        dataSource={[...item.versions].sort((a, b) => b.verNo - a.verNo)}
        emptyText={t('admin.list.empty')}
      />
    </>
  );
}
