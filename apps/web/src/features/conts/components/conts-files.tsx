import type { TContsFile } from '@portal/contract';
import { useId } from 'react';
import { formatFileSize } from '../../../components/attachment';
import { saveAtchFile } from '../../../lib/files';
import { useTranslation } from '../../../lib/i18n';

/** A content's attachments, each saved under its name through the common download call (spec §7, seqType contents). */
export function ContsFiles({ files }: { files: readonly TContsFile[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (files.length === 0) return null;
  return (
    <section className="conts-detail__files" aria-labelledby={headingId}>
      <h2 id={headingId} className="conts-detail__subtitle">
        {t('conts.files')}
      </h2>
      <ul className="conts-files">
        {files.map((file) => (
          <li key={`${file.fileModuleId}/${file.fileNo}`} className="conts-file">
            <span className="conts-file__name">{file.fileNm}</span>
            <span className="conts-file__size">{formatFileSize(file.fileSz)}</span>
            <button
              type="button"
              className="btn btn--secondary conts-file__download"
              aria-label={t('conts.download', { name: file.fileNm })}
              // a failure is only logged (spec §8): the API client has said why
              onClick={() => saveAtchFile({ seqType: 'contents', fileModuleId: file.fileModuleId, fileNo: file.fileNo, orgFileNm: file.fileNm })}
            >
              {t('conts.downloadShort')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
