import { CMPN_APLY_STTS, formatSeoulDateTime, type TCmpnAplySttsCd, type TMyCmpnAply } from '@portal/contract';
import { useId, useState } from 'react';
import { formatFileSize } from '../../../../components/attachment';
import { showAlert, showConfirm } from '../../../../components/modal/modal-store';
import { Pagination } from '../../../../components/pagination';
import { saveAtchFile } from '../../../../lib/files';
import { useTranslation } from '../../../../lib/i18n';
import { useMyAplys, useWithdrawAply } from '../api/cmpn-queries';
import { CmpnAplySttsTag } from './cmpn-aply-stts';

const STTS_CDS = Object.keys(CMPN_APLY_STTS) as TCmpnAplySttsCd[];

/** The student's applications: status (with the reason of a rejection), the proof sent, and withdrawing one still waiting. */
export function MyAplyList() {
  const { t } = useTranslation();
  const headingId = useId();
  const filterId = useId();
  const [aplySttsCd, setAplySttsCd] = useState<TCmpnAplySttsCd | ''>('');
  const [currentPage, setCurrentPage] = useState(1);
  const result = useMyAplys({ currentPage, aplySttsCd: aplySttsCd || undefined });
  const withdraw = useWithdrawAply();

  async function onWithdraw(aply: TMyCmpnAply) {
    if (!(await showConfirm(t('cmpn.my.confirmWithdraw', { cmpnTtl: aply.cmpnTtl })))) return;
    try {
      await withdraw.mutateAsync(aply.aplyId);
    } catch {
      return; // the API client has shown the server's message
    }
    await showAlert(t('cmpn.my.withdrawn'));
  }

  const page = result.data;
  return (
    <section className="cmpn__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="cmpn__subtitle">
        {t('cmpn.my.title')}
      </h2>
      <div className="cmpn-my__filter">
        <label htmlFor={filterId}>{t('cmpn.my.filter')}</label>
        <select
          id={filterId}
          className="form-control"
          value={aplySttsCd}
          onChange={(event) => {
            setAplySttsCd(event.currentTarget.value as TCmpnAplySttsCd | '');
            setCurrentPage(1);
          }}
        >
          <option value="">{t('cmpn.my.all')}</option>
          {STTS_CDS.map((cd) => (
            <option key={cd} value={cd}>
              {CMPN_APLY_STTS[cd]}
            </option>
          ))}
        </select>
      </div>
      {result.isPending && <p role="status">{t('cmpn.loading')}</p>}
      {result.isError && <p role="alert">{t('cmpn.loadFailed')}</p>}
      {page && page.list.length === 0 && <p className="cmpn__empty">{t('cmpn.my.empty')}</p>}
      {page && page.list.length > 0 && (
        <ul className="cmpn-my__list" aria-label={t('cmpn.my.title')}>
          {page.list.map((aply) => (
            <li key={aply.aplyId} className="cmpn-my__item">
              <div className="cmpn-my__head">
                <CmpnAplySttsTag sttsCd={aply.aplySttsCd} />
                <strong className="cmpn-my__ttl">{aply.cmpnTtl}</strong>
              </div>
              <p className="cmpn-my__meta">
                {t('cmpn.my.regDt', { at: formatSeoulDateTime(aply.regDt) })}
                {aply.aplySttsCd === 'APRV' && ` · ${t('cmpn.my.earned', { points: aply.points.toLocaleString('ko-KR') })}`}
              </p>
              {aply.aplySttsCd === 'RJCT' && aply.rejectReason && <p className="cmpn-my__reason">{t('cmpn.my.rejectReason', { reason: aply.rejectReason })}</p>}
              {aply.proofCn && (
                <details className="cmpn-my__proof">
                  <summary>{t('cmpn.my.proof')}</summary>
                  <p>{aply.proofCn}</p>
                </details>
              )}
              {aply.files.length > 0 && (
                <ul className="cmpn-my__files" aria-label={t('cmpn.my.files')}>
                  {aply.files.map((file) => (
                    <li key={file.fileId}>
                      <button
                        type="button"
                        className="cmpn-my__file"
                        onClick={() => saveAtchFile(file)}
                        aria-label={t('cmpn.my.download', { name: file.orgFileNm })}
                      >
                        {file.orgFileNm}
                      </button>{' '}
                      <span className="cmpn-my__size">{formatFileSize(file.fileSz)}</span>
                    </li>
                  ))}
                </ul>
              )}
              {aply.aplySttsCd === 'APLY' && (
                <div className="cmpn__actions">
                  <button
                    type="button"
                    className="btn btn--secondary"
                    disabled={withdraw.isPending}
                    onClick={() => void onWithdraw(aply)}
                    aria-label={t('cmpn.my.withdrawLabel', { cmpnTtl: aply.cmpnTtl })}
                  >
                    {t('cmpn.my.withdraw')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {page && page.list.length > 0 && <Pagination pagination={page.pagination} onChange={setCurrentPage} />}
    </section>
  );
}
