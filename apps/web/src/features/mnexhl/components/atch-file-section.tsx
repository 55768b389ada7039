import { Alert, Empty } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The '첨부파일' part of a hall's view page (spec §3 bmnexhlAtchFileId / smnexhlAtchFileId). The
 * upload and removal endpoints (spec §7 fileUpload, removeFile typeBmnexhlMng/typeSmnexhlMng) come
 * with the files issue; until then the group id is kept and nothing can be listed.
 */
export function AtchFileSection() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="adm-mnexhl__section">
      <h2 id={headingId} className="adm-mnexhl__section-title">
        {t('admMnexhl.atchFile.title')}
      </h2>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admMnexhl.atchFile.none')} />
      <Alert type="info" showIcon title={t('admMnexhl.atchFile.later')} />
    </section>
  );
}
