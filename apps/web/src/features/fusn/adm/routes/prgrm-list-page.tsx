import { FUSN_PRGRM_STTS, FUSN_SCHL_LVLS, FUSN_SLCT_SE, type TFusnPrgrmItem, type TFusnPrgrmSeCd } from '@portal/contract';
import { Button, Space, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AdminListPage, keywordSearchField, YnTag, yesNoTexts } from '../../../../components/admin/crud';
import { ACTIONS_KEY } from '../../../../components/admin/admin-table';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { codeLabel, codeOptions } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { useCopyPrgrm, usePrgrmList, useRemovePrgrm } from '../api/prgrm-mng';
import { dtText, prgrmBase, PrgrmSttsTag } from '../components/fusn-adm-format';
import '../fusn-adm-catalogue';
import '../fusn-adm.css';

/** The list hook of each kind (the list page calls it once a render). */
const LIST_HOOKS = {
  GRP: (query: object) => usePrgrmList({ ...query, prgrmSeCd: 'GRP' }),
  INDV: (query: object) => usePrgrmList({ ...query, prgrmSeCd: 'INDV' }),
};

/** The list of one kind of program: search by state and name, add, edit, copy to the next term, delete. */
function PrgrmListPage({ prgrmSeCd }: { prgrmSeCd: TFusnPrgrmSeCd }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = prgrmBase(prgrmSeCd);
  const copy = useCopyPrgrm();
  const remove = useRemovePrgrm();

  const onCopy = async (prgrm: TFusnPrgrmItem) => {
    if (!(await showConfirm(t('admFusn.prgrm.copyConfirm', { name: prgrm.prgrmNm })))) return;
    const answer = await copy.mutateAsync(prgrm.prgrmId).catch(() => null);
    if (!answer) return;
    await showAlert(t('admFusn.prgrm.copied'));
    navigate(`${base}/update/${answer.prgrmId}`);
  };
  const onRemove = async (prgrm: TFusnPrgrmItem) => {
    if (!(await showConfirm(`${prgrm.prgrmNm}\n${t('common.confirm.delete')}`))) return;
    await remove.mutateAsync(prgrm.prgrmId).then(
      () => showAlert(t('common.result.deleted')),
      () => undefined,
    );
  };

  const columns: TableColumnsType<TFusnPrgrmItem> = [
    { title: t('admFusn.prgrm.prgrmNm'), dataIndex: 'prgrmNm', render: (nm: string, row) => <Link to={`${base}/update/${row.prgrmId}`}>{nm}</Link> },
    prgrmSeCd === 'GRP'
      ? {
          title: t('admFusn.prgrm.autoCnfmYn'),
          dataIndex: 'autoCnfmYn',
          render: (yn: string) => <YnTag value={yn} texts={yesNoTexts(t)} />,
          responsive: ['md'],
        }
      : { title: t('admFusn.prgrm.slctSeCd'), dataIndex: 'slctSeCd', render: (cd: string) => codeLabel(FUSN_SLCT_SE, cd) },
    {
      title: t('admFusn.prgrm.schlLvls'),
      dataIndex: 'schlLvls',
      render: (lvls: string[]) => lvls.map((cd) => codeLabel(FUSN_SCHL_LVLS, cd)).join(', '),
      responsive: ['lg'],
    },
    { title: t('admFusn.prgrm.halls'), dataIndex: 'hallNms', render: (nms: string[]) => nms.join(', '), responsive: ['lg'] },
    {
      title: t('admFusn.prgrm.sesnPeriod'),
      key: 'sesn',
      render: (_, row) =>
        row.sesnCnt > 0 ? t('admFusn.prgrm.sesnSummary', { count: row.sesnCnt, from: row.firstSesnYmd, to: row.lastSesnYmd }) : t('admFusn.prgrm.noSesn'),
    },
    { title: t('admFusn.prgrm.opnDt'), dataIndex: 'opnDt', render: (at: string) => dtText(at), responsive: ['md'] },
    { title: t('admFusn.prgrm.sttsCd'), dataIndex: 'sttsCd', render: (cd: TFusnPrgrmItem['sttsCd']) => <PrgrmSttsTag sttsCd={cd} /> },
    {
      title: t('admin.list.actions'),
      key: ACTIONS_KEY,
      render: (_, row) => (
        <Space>
          <Button size="small" onClick={() => navigate(`${base}/update/${row.prgrmId}`)} aria-label={`${row.prgrmNm} ${t('admin.list.edit')}`}>
            {t('admin.list.edit')}
          </Button>
          <Button size="small" onClick={() => void onCopy(row)} aria-label={`${row.prgrmNm} ${t('admFusn.prgrm.copy')}`}>
            {t('admFusn.prgrm.copy')}
          </Button>
          <Button size="small" danger onClick={() => void onRemove(row)} aria-label={`${row.prgrmNm} ${t('admin.list.delete')}`}>
            {t('admin.list.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage<TFusnPrgrmItem>
      title={t(prgrmSeCd === 'GRP' ? 'admFusn.prgrm.grpTitle' : 'admFusn.prgrm.indvTitle')}
      pagingKey={`admFusnPrgrm${prgrmSeCd}`}
      searchFields={[
        { name: 'sttsCd', label: t('admFusn.prgrm.sttsCd'), type: 'select', options: codeOptions(FUSN_PRGRM_STTS) },
        keywordSearchField(t, { label: t('admFusn.prgrm.prgrmNm'), maxLength: 100 }),
      ]}
      useList={LIST_HOOKS[prgrmSeCd]}
      columns={columns}
      rowKey="prgrmId"
      notice={<p className="adm-fusn__help">{t(prgrmSeCd === 'GRP' ? 'admFusn.prgrm.grpHelp' : 'admFusn.prgrm.indvHelp')}</p>}
      toolbar={
        <Button type="primary" onClick={() => navigate(`${base}/write`)}>
          {t('admFusn.prgrm.add')}
        </Button>
      }
    />
  );
}

/** admin prgrmEstbl: the group programs schools reserve. */
export const GrpPrgrmListPage = () => <PrgrmListPage prgrmSeCd="GRP" />;

/** admin prgrmEstbl/indv: the individual programs students apply to. */
export const IndvPrgrmListPage = () => <PrgrmListPage prgrmSeCd="INDV" />;
