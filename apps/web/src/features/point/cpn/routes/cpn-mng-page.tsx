import { CPN_STTS, type TCpnSttsCd, type TDayBsdCpnItem } from '@portal/contract';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { AdminCrudPage, keywordSearchField } from '../../../../components/admin/crud';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { codeOptions } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { cpnDrawClient } from '../api/cpn-client';
import { useCpnDrawAction } from '../api/cpn-queries';
import { cpnMngResource } from '../api/cpn-mng-resource';
import { CpnFormPopup } from '../components/cpn-form-popup';
import { dateTimeOf, numberText } from '../components/cpn-format';
import '../cpn-catalogue';

const STTS_COLOR: Record<TCpnSttsCd, string> = { OPEN: 'blue', DRAWN: 'green', CNCL: 'default' };

/** Admin dayBsdCpnMng (list): the coupon days, with the draw, the announcement and the cancellation of each. */
export function CpnMngPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCpnDrawAction((cpnId: number) => cpnDrawClient.cancel({ params: { cpnId } }));

  const onCancel = async (cpn: TDayBsdCpnItem) => {
    if (!(await showConfirm(t('pointCpn.adm.cancelConfirm', { prizeNm: cpn.prizeNm, count: cpn.entryCnt })))) return;
    if (await cancel.mutateAsync(cpn.cpnId).catch(() => null)) await showAlert(t('pointCpn.adm.cancelled'));
  };

  const columns: TableColumnsType<TDayBsdCpnItem> = [
    { title: t('pointCpn.adm.drawYmd'), dataIndex: 'drawYmd' },
    { title: t('pointCpn.adm.prizeNm'), dataIndex: 'prizeNm' },
    { title: t('pointCpn.adm.winnerCnt'), dataIndex: 'winnerCnt', responsive: ['md'] },
    { title: t('pointCpn.adm.entryPoints'), dataIndex: 'entryPoints', responsive: ['md'], render: (n: number) => numberText(n) },
    { title: t('pointCpn.adm.entryCnt'), dataIndex: 'entryCnt', render: (n: number) => numberText(n) },
    {
      title: t('pointCpn.adm.cpnSttsCd'),
      dataIndex: 'cpnSttsCd',
      render: (cd: TCpnSttsCd) => <Tag color={STTS_COLOR[cd]}>{CPN_STTS[cd]}</Tag>,
    },
    { title: t('pointCpn.adm.announce'), dataIndex: 'announceDt', responsive: ['lg'], render: (at: string | null) => dateTimeOf(at) },
  ];

  return (
    <AdminCrudPage<TDayBsdCpnItem>
      title={t('pointCpn.adm.title')}
      pagingKey="admDayBsdCpn"
      searchFields={[
        { name: 'cpnSttsCd', label: t('pointCpn.adm.cpnSttsCd'), type: 'select', options: codeOptions(CPN_STTS) },
        keywordSearchField(t, { label: t('pointCpn.adm.searchWrd'), maxLength: 100 }),
      ]}
      resource={cpnMngResource}
      columns={columns}
      rowKey="cpnId"
      nameOf={(cpn) => `${cpn.drawYmd} ${cpn.prizeNm}`}
      addLabel={t('pointCpn.adm.add')}
      renderForm={(cpn, onClose) => <CpnFormPopup cpn={cpn} onClose={onClose} />}
      rowActions={(cpn) => {
        const name = `${cpn.drawYmd} ${cpn.prizeNm}`;
        return (
          <>
            <Button size="small" onClick={() => void navigate(`/admin/dayBsdCpnMng/draw/${cpn.cpnId}`)} aria-label={`${name} ${t('pointCpn.adm.draw')}`}>
              {t('pointCpn.adm.draw')}
            </Button>
            {cpn.cpnSttsCd === 'DRAWN' && (
              <Button
                size="small"
                onClick={() => void navigate(`/admin/dayBsdCpnMng/congratulate/${cpn.cpnId}`)}
                aria-label={`${name} ${t('pointCpn.adm.congratulate')}`}
              >
                {t('pointCpn.adm.congratulate')}
              </Button>
            )}
            {cpn.cpnSttsCd === 'OPEN' && cpn.entryCnt > 0 && (
              <Button size="small" danger onClick={() => void onCancel(cpn)} aria-label={`${name} ${t('pointCpn.adm.cancel')}`}>
                {t('pointCpn.adm.cancel')}
              </Button>
            )}
          </>
        );
      }}
    />
  );
}
