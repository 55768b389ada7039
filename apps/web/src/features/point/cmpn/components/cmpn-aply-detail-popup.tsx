import { formatSeoulDateTime, type TCmpnAplyMngDetail } from '@portal/contract';
import { Button, Descriptions, Spin } from 'antd';
import { useEffect, useId } from 'react';
import { AtchFileTable } from '../../../../components/admin/atch-file-table';
import { AdminPopup } from '../../../../components/modal/admin-popup';
import { useTranslation } from '../../../../lib/i18n';
import { useAplyMng } from '../api/cmpn-mng';
import { CmpnAplySttsTag } from './cmpn-aply-stts';

type TCmpnAplyDetailPopupProps = {
  aplyId: number;
  onApprove: (aply: TCmpnAplyMngDetail) => void;
  onReject: (aply: TCmpnAplyMngDetail) => void;
  onClose: () => void;
};

/** One application with its proof (text and files); opening it is logged as a view of the student's data. */
export function CmpnAplyDetailPopup({ aplyId, onApprove, onReject, onClose }: TCmpnAplyDetailPopupProps) {
  const { t } = useTranslation();
  const detail = useAplyMng(aplyId);
  const aply = detail.data;
  const proofId = useId();
  useEffect(() => {
    if (detail.isError) onClose();
  }, [detail.isError, onClose]);

  return (
    <AdminPopup
      open
      wide
      onClose={onClose}
      title={t('admCmpnAply.detailTitle')}
      footer={
        <>
          {aply?.aplySttsCd === 'APLY' && (
            <>
              <Button danger onClick={() => onReject(aply)}>
                {t('admCmpnAply.reject')}
              </Button>
              <Button onClick={() => onApprove(aply)}>{t('admCmpnAply.approve')}</Button>
            </>
          )}
          <Button type="primary" onClick={onClose}>
            {t('admin.list.close')}
          </Button>
        </>
      }
    >
      {aply ? (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'cmpn', label: t('admCmpnAply.cmpnTtl'), children: aply.cmpnTtl },
              { key: 'user', label: t('admCmpnAply.user'), children: `${aply.userNm} (${aply.userId})` },
              {
                key: 'schl',
                label: t('admCmpnAply.schl'),
                children: [aply.schlNm, aply.grd && t('admCmpnAply.grd', { grd: aply.grd })].filter(Boolean).join(' ') || '-',
              },
              { key: 'stts', label: t('admCmpnAply.aplySttsCd'), children: <CmpnAplySttsTag sttsCd={aply.aplySttsCd} /> },
              ...(aply.rejectReason ? [{ key: 'reason', label: t('admCmpnAply.rejectReason'), children: aply.rejectReason }] : []),
              { key: 'reg', label: t('admCmpnAply.regDt'), children: formatSeoulDateTime(aply.regDt) },
              ...(aply.procDt ? [{ key: 'proc', label: t('admCmpnAply.proc'), children: `${aply.procBy ?? '-'} · ${formatSeoulDateTime(aply.procDt)}` }] : []),
            ]}
          />
          <h3 id={proofId} className="adm-cmpn__subtitle">
            {t('admCmpnAply.proofCn')}
          </h3>
          <p className="adm-cmpn__proof" aria-labelledby={proofId}>
            {aply.proofCn ?? t('admCmpnAply.noProofCn')}
          </p>
          <h3 className="adm-cmpn__subtitle">{t('admCmpnAply.files')}</h3>
          <AtchFileTable files={aply.files} emptyText={t('admCmpnAply.noFiles')} />
        </>
      ) : (
        <Spin aria-label={t('admCmpnAply.loading')} />
      )}
    </AdminPopup>
  );
}
