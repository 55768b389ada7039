import { CPN_LIMITS as L, CPN_MESSAGES, recordIdOf, type TCpnWinner } from '@portal/contract';
import { Button, Descriptions, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import { Link, useParams } from 'react-router';
import { AdminNotFoundPage } from '../../../../app/admin/admin-not-found-page';
import { maxRule } from '../../../../components/admin/crud';
import { ExcelExport } from '../../../../components/admin/excel-export';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { isApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n';
import { cpnDrawClient, exportCpnWinners } from '../api/cpn-client';
import { useCpnDrawAction, useCpnWinners } from '../api/cpn-queries';
import { dateTimeOf, sttsNm } from '../components/cpn-format';
import '../cpn-catalogue';
import '../cpn.css';

/** Admin dayBsdCpnMng congratulate/:cpnId: the congratulation message and announcement, the winners (full names, logged) and their prizes handed over. */
export function CpnCongratulatePage() {
  const { t } = useTranslation();
  const cpnId = recordIdOf(useParams().cpnId);
  const winners = useCpnWinners(cpnId ?? 0);
  const [form] = Form.useForm<{ congratsCn: string }>();
  const announce = useCpnDrawAction((congratsCn: string) => cpnDrawClient.congrats({ params: { cpnId: cpnId! }, body: { congratsCn } }));
  const handover = useCpnDrawAction((entryNo: number) => cpnDrawClient.handover({ params: { cpnId: cpnId!, entryNo } }));

  if (cpnId === undefined || (isApiError(winners.error) && winners.error.status === 404)) return <AdminNotFoundPage />;
  if (!winners.data) return <p role="status">{t('layout.loading')}</p>;
  const { cpn, list } = winners.data;

  const onAnnounce = async ({ congratsCn }: { congratsCn: string }) => {
    if (!(await showConfirm(t('pointCpn.adm.announceConfirm')))) return;
    if (await announce.mutateAsync(congratsCn).catch(() => null)) await showAlert(t('pointCpn.adm.announceDone'));
  };
  const onHandover = async (w: TCpnWinner) => {
    if (!(await showConfirm(t('pointCpn.adm.handoverConfirm', { userNm: w.userNm })))) return;
    if (await handover.mutateAsync(w.entryNo).catch(() => null)) await showAlert(t('common.result.saved'));
  };

  const columns: TableColumnsType<TCpnWinner> = [
    { title: t('pointCpn.result.entryNo'), dataIndex: 'entryNo', width: 90 },
    { title: t('pointCpn.adm.userNm'), dataIndex: 'userNm' },
    { title: t('pointCpn.adm.userId'), dataIndex: 'userId', responsive: ['md'] },
    {
      title: t('pointCpn.adm.schl'),
      key: 'schl',
      render: (_, w) => [w.schlNm, w.grd ? t('pointCpn.adm.grd', { grd: w.grd }) : null].filter(Boolean).join(' '),
    },
    { title: t('pointCpn.adm.seen'), dataIndex: 'congratsSeenDt', responsive: ['lg'], render: (at: string | null) => dateTimeOf(at) },
    {
      title: t('pointCpn.adm.handover'),
      key: 'handover',
      render: (_, w) =>
        w.handoverDt ? (
          dateTimeOf(w.handoverDt)
        ) : (
          <Button size="small" onClick={() => void onHandover(w)} aria-label={`${w.userNm} ${t('pointCpn.adm.handoverBtn')}`}>
            {t('pointCpn.adm.handoverBtn')}
          </Button>
        ),
    },
  ];

  return (
    <section className="cpn-page">
      <h1 className="adm-page__title">
        {t('pointCpn.adm.congratsTitle')}: {cpn.prizeNm}
      </h1>
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'drawYmd', label: t('pointCpn.adm.drawYmd'), children: cpn.drawYmd },
          { key: 'stts', label: t('pointCpn.adm.cpnSttsCd'), children: sttsNm(cpn.cpnSttsCd) },
          { key: 'announceDt', label: t('pointCpn.adm.announceDt'), children: dateTimeOf(cpn.announceDt) },
        ]}
      />
      {cpn.cpnSttsCd === 'DRAWN' ? (
        <Form form={form} layout="vertical" name="cpnCongrats" initialValues={{ congratsCn: cpn.congratsCn ?? '' }} onFinish={(v) => void onAnnounce(v)}>
          <Form.Item
            label={t('pointCpn.adm.congratsCn')}
            name="congratsCn"
            rules={[{ required: true, whitespace: true, message: CPN_MESSAGES.congratsRequired }, maxRule(L.congratsCn)]}
            extra={t('pointCpn.adm.congratsHelp')}
          >
            <Input.TextArea rows={3} maxLength={L.congratsCn} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={announce.isPending}>
            {t('pointCpn.adm.announceBtn')}
          </Button>
        </Form>
      ) : (
        <p>{t('pointCpn.adm.notDrawnYet')}</p>
      )}
      <section aria-labelledby="cpn-winners-adm">
        <div className="cpn-winners-head">
          <h2 id="cpn-winners-adm">{t('pointCpn.adm.winners')}</h2>
          {list.length > 0 && <ExcelExport what={t('pointCpn.adm.winnersExport')} onExport={(reason) => exportCpnWinners(cpn.cpnId, reason)} />}
        </div>
        <Table<TCpnWinner> rowKey="entryNo" columns={columns} dataSource={list} pagination={false} size="small" aria-label={t('pointCpn.adm.winnersCaption')} />
      </section>
      <Space>
        <Link to="/admin/dayBsdCpnMng">{t('pointCpn.adm.back')}</Link>
      </Space>
    </section>
  );
}
