import { CONTS_FIELDS, CONTS_MESSAGES, type TContsVerItem } from '@portal/contract';
import { Button, Checkbox, Table, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { useTranslation } from '../../../../lib/i18n';
import { useContsVersions, useRestoreContsVersion } from '../api/conts-mng-queries';
import { seoulMinutes } from './conts-adm-format';
import { VerCompare } from './ver-compare';

const fieldNames = (fields: readonly string[]) => fields.map((f) => CONTS_FIELDS[f as keyof typeof CONTS_FIELDS] ?? f).join(', ');

/**
 * The content's versions (issue 20): who saved what and when, the restores marked; two chosen
 * are compared side by side; '이 버전으로 복원' (after a confirm) saves that version as a new one,
 * and the page's form reloads with it.
 */
export function VersionsPanel({ contsId }: { contsId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const versions = useContsVersions(contsId);
  const restore = useRestoreContsVersion();
  const [chosen, setChosen] = useState<number[]>([]);
  const [comparing, setComparing] = useState<[number, number] | null>(null);
  const curVerNo = versions.data?.curVerNo;

  function toggle(verNo: number, on: boolean) {
    setChosen((current) => (on ? [...current.filter((v) => v !== verNo), verNo].slice(-2) : current.filter((v) => v !== verNo)));
  }

  async function onRestore(verNo: number) {
    if (!(await showConfirm(`${t('admConts.ver.restoreConfirm', { verNo })}\n${CONTS_MESSAGES.atchNotRestored}`))) return;
    try {
      await restore.mutateAsync({ contsId, verNo });
    } catch {
      return;
    }
    setChosen([]);
    setComparing(null);
    await showAlert(t('admConts.ver.restoredDone', { verNo }));
  }

  const columns: TableColumnsType<TContsVerItem> = [
    {
      title: t('admConts.ver.choose'),
      key: 'choose',
      width: 70,
      render: (_, ver) => (
        <Checkbox
          checked={chosen.includes(ver.verNo)}
          onChange={(event) => toggle(ver.verNo, event.target.checked)}
          aria-label={t('admConts.ver.chooseLabel', { verNo: ver.verNo })}
        />
      ),
    },
    {
      title: t('admConts.ver.verNo'),
      dataIndex: 'verNo',
      width: 90,
      render: (verNo: number) => (verNo === curVerNo ? `${verNo} (${t('admConts.ver.current')})` : verNo),
    },
    {
      title: t('admConts.ver.chgFlds'),
      key: 'chgFlds',
      render: (_, ver) => (
        <>
          {ver.chgFlds.length === 0 ? t('admConts.ver.first') : fieldNames(ver.chgFlds)}
          {ver.rstrVerNo !== null && <strong className="adm-conts__restored">{t('admConts.ver.restored', { verNo: ver.rstrVerNo })}</strong>}
        </>
      ),
    },
    { title: t('admConts.ver.registeredBy'), dataIndex: 'registeredBy', responsive: ['md'] },
    { title: t('admConts.ver.registeredAt'), dataIndex: 'registeredAt', render: (at: string) => seoulMinutes(at) },
    {
      title: t('admin.list.actions'),
      key: 'restore',
      render: (_, ver) =>
        ver.verNo === curVerNo ? null : (
          <Button size="small" onClick={() => void onRestore(ver.verNo)} aria-label={t('admConts.ver.restoreLabel', { verNo: ver.verNo })}>
            {t('admConts.ver.restore')}
          </Button>
        ),
    },
  ];

  const pair = chosen.length === 2 ? ([Math.min(...chosen), Math.max(...chosen)] as [number, number]) : null;

  return (
    <section className="adm-box" aria-labelledby={headingId}>
      <h2 id={headingId} className="adm-conts__panel-title">
        {t('admConts.ver.title')}
      </h2>
      <p className="adm-conts__help">{t('admConts.ver.caption')}</p>
      <Table<TContsVerItem>
        rowKey="verNo"
        size="small"
        columns={columns}
        dataSource={versions.data?.list ?? []}
        loading={versions.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.list.empty') }}
      />
      <div className="adm-conts__compare-bar">
        <Button onClick={() => pair && setComparing(pair)} disabled={!pair} aria-describedby={`${headingId}-compare-help`}>
          {t('admConts.ver.compare')}
        </Button>
        <span id={`${headingId}-compare-help`} className="adm-conts__help">
          {t('admConts.ver.compareHelp')}
        </span>
      </div>
      {comparing && <VerCompare contsId={contsId} left={comparing[0]} right={comparing[1]} onClose={() => setComparing(null)} />}
    </section>
  );
}
