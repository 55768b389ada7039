import { checkExportReason, EXPORT_REASON_MAX } from '@portal/contract';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { ReasonModal } from './reason-modal';

export type TExcelExportProps = {
  /** what the file holds, in Korean: '회원 목록' (the dialog's title says '회원 목록 내려받기') */
  what: string;
  /** saves the file with the reason (the server checks it again and logs it); a rejection keeps the dialog open */
  onExport: (reason: string) => Promise<void>;
  /** the dialog's warning, when the default (personal data, access log) does not fit */
  notice?: string;
};

/**
 * SECURITY 17: '엑셀 내려받기' on an admin list of people or results. It asks for the reason first
 * (the server's rule, checkExportReason), then saves the .xlsx the server builds and logs.
 */
export function ExcelExport({ what, onExport, notice }: TExcelExportProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('admin.export.button')}</Button>
      <ReasonModal
        open={open}
        title={t('admin.export.title', { what })}
        okText={t('admin.export.ok')}
        cancelText={t('admin.export.cancel')}
        notice={<Alert type="warning" showIcon title={notice ?? t('admin.export.notice')} style={{ marginBottom: 16 }} />}
        reasonLabel={t('admin.export.reason')}
        maxLength={EXPORT_REASON_MAX}
        placeholder={t('admin.export.reasonPlaceholder')}
        check={checkExportReason}
        onSubmit={onExport}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
