import { CMPN_STTS, type TCmpnItem, type TCmpnSttsCd } from '@portal/contract';
import { Button, type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router';
import { AdminCrudPage, keywordSearchField, yesNoTexts } from '../../../../components/admin/crud';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { codeOptions } from '../../../../lib/code-options';
import { useTranslation } from '../../../../lib/i18n';
import { cmpnMngResource, useCloseCmpn } from '../api/cmpn-mng';
import { CmpnFormPopup } from '../components/cmpn-form-popup';
import '../cmpn-catalogue';
import '../adm-cmpn.css';

const STTS_COLOR: Record<TCmpnSttsCd, string> = { READY: 'blue', OPEN: 'green', ENDED: 'default', CLOSED: 'red' };

/** A campaign's state today: 예정, 진행, 종료, 마감. */
export function CmpnSttsTag({ sttsCd }: { sttsCd: TCmpnSttsCd }) {
  return <Tag color={STTS_COLOR[sttsCd]}>{CMPN_STTS[sttsCd]}</Tag>;
}

/** Admin cmpnPointMng: the campaigns students apply to (create, edit, close; one with applications is closed, not deleted). */
export function CmpnMngPage() {
  const { t } = useTranslation();
  const close = useCloseCmpn();
  const yesNo = yesNoTexts(t);

  async function onClose(cmpn: TCmpnItem) {
    if (!(await showConfirm(t('admCmpn.confirmClose', { cmpnTtl: cmpn.cmpnTtl })))) return;
    try {
      await close.mutateAsync(cmpn.cmpnId);
    } catch {
      return; // the API client has shown the server's message
    }
    await showAlert(t('common.result.processed'));
  }

  const columns: TableColumnsType<TCmpnItem> = [
    { title: t('admCmpn.cmpnTtl'), dataIndex: 'cmpnTtl' },
    { title: t('admCmpn.period'), key: 'period', render: (_, cmpn) => `${cmpn.bgngYmd} ~ ${cmpn.endYmd}`, responsive: ['md'] },
    { title: t('admCmpn.points'), dataIndex: 'points', align: 'right', render: (points: number) => points.toLocaleString('ko-KR') },
    {
      title: t('admCmpn.proof'),
      key: 'proof',
      responsive: ['lg'],
      render: (_, cmpn) => `${t('admCmpn.proofText')} ${yesNo[cmpn.proofTextYn]} / ${t('admCmpn.proofFile')} ${yesNo[cmpn.proofFileYn]}`,
    },
    { title: t('admCmpn.aplyLimitCnt'), dataIndex: 'aplyLimitCnt', align: 'right', responsive: ['lg'] },
    { title: t('admCmpn.sttsCd'), dataIndex: 'sttsCd', render: (sttsCd: TCmpnSttsCd) => <CmpnSttsTag sttsCd={sttsCd} /> },
    {
      title: t('admCmpn.aplyCnt'),
      key: 'aplyCnt',
      render: (_, cmpn) => (
        // the campaign's name for screen readers before the visible counts (the link's name contains what it shows)
        <Link to={`/admin/cmpnPointMng/aply?cmpnId=${cmpn.cmpnId}`}>
          <span className="sr-only">{t('admCmpn.aplyLinkPrefix', { cmpnTtl: cmpn.cmpnTtl })}</span>
          {t('admCmpn.aplyCntValue', { aply: cmpn.aplyCnt, aprv: cmpn.aprvCnt })}
        </Link>
      ),
    },
  ];

  return (
    <AdminCrudPage<TCmpnItem>
      title={t('admCmpn.title')}
      pagingKey="admCmpn"
      searchFields={[
        { name: 'sttsCd', label: t('admCmpn.sttsCd'), type: 'select', options: codeOptions(CMPN_STTS) },
        keywordSearchField(t, { label: t('admCmpn.cmpnTtl'), maxLength: 100 }),
      ]}
      resource={cmpnMngResource}
      columns={columns}
      rowKey="cmpnId"
      nameOf={(cmpn) => cmpn.cmpnTtl}
      addLabel={t('admCmpn.add')}
      rowActions={(cmpn) =>
        cmpn.closeYn === 'N' && (
          <Button size="small" disabled={close.isPending} onClick={() => void onClose(cmpn)} aria-label={t('admCmpn.closeLabel', { cmpnTtl: cmpn.cmpnTtl })}>
            {t('admCmpn.close')}
          </Button>
        )
      }
      renderForm={(cmpn, onCloseForm) => <CmpnFormPopup cmpn={cmpn} onClose={onCloseForm} />}
    />
  );
}
