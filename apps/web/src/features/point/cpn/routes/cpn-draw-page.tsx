import { recordIdOf, type TCpnResult } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { isApiError } from '../../../../lib/api';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { cpnDrawClient, cpnResultClient } from '../api/cpn-client';
import { cpnKeys, useCpnDrawAction, useCpnMngItem } from '../api/cpn-queries';
import { dateTimeOf, numberText, sttsNm } from '../components/cpn-format';
import { CpnResultView } from '../components/cpn-result-view';
import '../cpn-catalogue';
import '../cpn.css';

/** Admin dayBsdCpnMng draw/:cpnId: the entries count and the commitment, the one-time draw, then its public result. */
export function CpnDrawPage() {
  const { t } = useTranslation();
  const cpnId = recordIdOf(useParams().cpnId);
  const item = useCpnMngItem(cpnId ?? 0);
  const drawn = item.data?.cpnSttsCd === 'DRAWN';
  const result = useQuery({
    queryKey: cpnKeys.result(cpnId ?? 0),
    queryFn: ({ signal }) => cpnResultClient.result({ params: { cpnId: cpnId! } }, { signal }),
    enabled: drawn,
  });
  const [justDrawn, setJustDrawn] = useState<TCpnResult | null>(null);
  const draw = useCpnDrawAction((id: number) => cpnDrawClient.draw({ params: { cpnId: id } }));

  if (cpnId === undefined || (isApiError(item.error) && item.error.status === 404)) return <AdminNotFoundPage />;
  if (!item.data) return <p role="status">{t('layout.loading')}</p>;
  const cpn = item.data;
  const shown = justDrawn ?? result.data;

  const onDraw = async () => {
    if (!(await showConfirm(t('pointCpn.adm.drawConfirm', { prizeNm: cpn.prizeNm })))) return;
    const answer = await draw.mutateAsync(cpn.cpnId).catch(() => null);
    if (!answer) return;
    setJustDrawn(answer);
    await showAlert(t('pointCpn.adm.drawn'));
  };

  return (
    <section className="cpn-page">
      <h1 className="adm-page__title">
        {t('pointCpn.adm.drawTitle')}: {cpn.prizeNm}
      </h1>
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'drawYmd', label: t('pointCpn.adm.drawYmd'), children: cpn.drawYmd },
          { key: 'stts', label: t('pointCpn.adm.cpnSttsCd'), children: sttsNm(cpn.cpnSttsCd) },
          { key: 'winnerCnt', label: t('pointCpn.adm.winnerCnt'), children: t('pointCpn.cnt', { count: cpn.winnerCnt }) },
          { key: 'entryCnt', label: t('pointCpn.adm.entryCnt'), children: numberText(cpn.entryCnt) },
          { key: 'commit', label: t('pointCpn.result.commit'), children: <span className="cpn-hash">{cpn.commitHash}</span> },
          { key: 'drawDt', label: t('pointCpn.result.drawDt'), children: dateTimeOf(cpn.drawDt) },
        ]}
      />
      <p className="cpn-help">{t('pointCpn.adm.drawHelp')}</p>
      <Space wrap>
        {cpn.cpnSttsCd === 'OPEN' && (
          <Button type="primary" onClick={() => void onDraw()} loading={draw.isPending}>
            {t('pointCpn.adm.draw')}
          </Button>
        )}
        {cpn.cpnSttsCd === 'DRAWN' && <Link to={`/admin/dayBsdCpnMng/congratulate/${cpn.cpnId}`}>{t('pointCpn.adm.congratulate')}</Link>}
        {cpn.cpnSttsCd === 'DRAWN' && (
          <a href={`/eduIntdcn/dayBsdCpn/${cpn.cpnId}`} target="_blank" rel="noreferrer">
            {t('pointCpn.adm.publicResult')}
          </a>
        )}
        <Link to="/admin/dayBsdCpnMng">{t('pointCpn.adm.back')}</Link>
      </Space>
      {shown && (
        <section aria-labelledby="cpn-draw-result">
          <h2 id="cpn-draw-result">{t('pointCpn.adm.drawResult')}</h2>
          <CpnResultView result={shown} headingLevel={2} />
        </section>
      )}
    </section>
  );
}
