import { CNTST_ENTRY_STTS, formatSeoulDateTime, type TCntstMyEntry } from '@portal/contract';
import { Link } from 'react-router';
import { formatFileSize } from '../../../components/attachment';
import { saveAtchFile } from '../../../lib/files';
import { useTranslation } from '../../../lib/i18n';
import { cntstPath, cntstRsltPath, cntstWritePath } from '../cntst-format';
import { CntstPhaseBadge } from './cntst-phase-badge';

type TMyEntryItemProps = {
  entry: TCntstMyEntry;
  /** takes the keyboard focus (the entry just withdrawn: its status is read out, its buttons are gone) */
  focused: boolean;
  withdrawing: boolean;
  onWithdraw: (entry: TCntstMyEntry) => void;
};

const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** One of the student's entries: the contest and its phase, the entry's status, files, prize, and its edit and withdraw while the entry period is open. */
export function MyEntryItem({ entry, focused, withdrawing, onWithdraw }: TMyEntryItemProps) {
  const { t } = useTranslation();
  const headingId = `cntst-entry-${entry.entryId}`;
  return (
    <article className="cntst-my__item" aria-labelledby={headingId} tabIndex={-1} ref={focused ? focusOnMount : undefined}>
      <div className="cntst-my__head">
        <CntstPhaseBadge phase={entry.phase} />
        <Link to={cntstPath(entry.cntstId)}>{entry.cntstTtl}</Link>
      </div>
      <div className="cntst-my__head">
        <h2 id={headingId}>{entry.entryTtl}</h2>
        <span className={`cntst-phase cntst-phase--${entry.sttsCd === 'SUBMIT' ? 'aply' : 'end'}`}>{CNTST_ENTRY_STTS[entry.sttsCd]}</span>
      </div>
      <p className="cntst-my__meta">
        {t('cntst.my.regDt', { at: formatSeoulDateTime(entry.regDt).slice(0, 16) })}
        {entry.teamNm && ` · ${t('cntst.my.team', { teamNm: entry.teamNm })}`}
      </p>
      {entry.prizeNm && <p>{t('cntst.my.prize', { prizeNm: entry.prizeNm })}</p>}
      {entry.files.length > 0 && (
        <ul className="cntst-my__files" aria-label={t('cntst.my.files')}>
          {entry.files.map((file) => (
            <li key={file.fileId}>
              <button
                type="button"
                className="cntst-link-button"
                onClick={() => saveAtchFile(file)}
                aria-label={t('cntst.my.download', { name: file.orgFileNm })}
              >
                {file.orgFileNm}
              </button>{' '}
              <span className="cntst-my__meta">{formatFileSize(file.fileSz)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="cntst__actions">
        {entry.editable && (
          <>
            <Link
              className="btn btn--secondary"
              to={cntstWritePath(entry.cntstId, entry.entryId)}
              aria-label={t('cntst.my.editLabel', { entryTtl: entry.entryTtl })}
            >
              {t('cntst.my.edit')}
            </Link>
            <button
              type="button"
              className="btn btn--secondary"
              disabled={withdrawing}
              onClick={() => onWithdraw(entry)}
              aria-label={t('cntst.my.withdrawLabel', { entryTtl: entry.entryTtl })}
            >
              {t('cntst.my.withdraw')}
            </button>
          </>
        )}
        {entry.phase === 'ANN' && (
          <Link className="btn btn--primary" to={cntstRsltPath(entry.cntstId)} aria-label={t('cntst.my.toRsltLabel', { cntstTtl: entry.cntstTtl })}>
            {t('cntst.my.toRslt')}
          </Link>
        )}
      </div>
    </article>
  );
}
