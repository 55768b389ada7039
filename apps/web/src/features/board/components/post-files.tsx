import type { TAtchFile } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatFileSize } from '../../../components/attachment';
import { saveAtchFile } from '../../../lib/files';
import { ClipIcon } from './board-icons';

/** A post's attachments, each with a download button (the original name comes with the file, spec §7). */
export function PostFiles({ files }: { files: readonly TAtchFile[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (files.length === 0) return null;
  return (
    <section className="board-view__files" aria-labelledby={headingId}>
      <h2 id={headingId} className="board-view__subtitle">
        {t('board.files')}
      </h2>
      <ul>
        {files.map((file) => (
          <li key={file.fileId} className="board-file">
            <ClipIcon />
            <span className="board-file__name">{file.orgFileNm}</span>
            <span className="board-file__size">{formatFileSize(file.fileSz)}</span>
            <button
              type="button"
              className="btn btn--secondary board-file__download"
              aria-label={t('board.download', { name: file.orgFileNm })}
              // a failure is only logged (spec §8)
              onClick={() => saveAtchFile(file)}
            >
              {t('board.downloadShort')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
