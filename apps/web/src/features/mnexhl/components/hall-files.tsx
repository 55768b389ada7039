import type { TAtchFile } from '@portal/contract';
import { useTranslation } from '../../../lib/i18n';
import { formatFileSize } from '../../../components/attachment';
import { ContentSection } from '../../../components/content-section';
import { saveAtchFile } from '../../../lib/files';

/** A hall page's attachments, each with a download button (the original name comes with the file, spec §7); nothing when there are none. */
export function HallFiles({ files }: { files: readonly TAtchFile[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ContentSection title={t('mnexhl.files.title')}>
      <ul className="mnexhl-files">
        {files.map((file) => (
          <li key={file.fileId} className="mnexhl-file">
            <span className="mnexhl-file__name">{file.orgFileNm}</span>
            <span className="mnexhl-file__size">{formatFileSize(file.fileSz)}</span>
            <button
              type="button"
              className="btn btn--secondary mnexhl-file__download"
              aria-label={t('mnexhl.files.download', { name: file.orgFileNm })}
              onClick={() => saveAtchFile(file)}
            >
              {t('mnexhl.files.downloadShort')}
            </button>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
