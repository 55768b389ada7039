import type { TAtchFile } from '@portal/contract';
import { Empty } from 'antd';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { AtchFileTable } from '../../../components/admin/atch-file-table';

/** The '첨부파일' part of a hall's admin view page (spec §3 bmnexhlAtchFileId / smnexhlAtchFileId); files are added and removed on the update form. */
export function AtchFileSection({ files }: { files: readonly TAtchFile[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="adm-mnexhl__section">
      <h2 id={headingId} className="adm-mnexhl__section-title">
        {t('admMnexhl.atchFile.title')}
      </h2>
      {files.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admMnexhl.atchFile.none')} /> : <AtchFileTable files={files} />}
    </section>
  );
}
