import { checkExportReason, EXPORT_REASON_MAX } from '@portal/contract';
import { useState } from 'react';
import { FormField, Textarea } from '../../../components/form';
import { UserPopup } from '../../../components/modal/user-popup';
import { useTranslation } from '../../../lib/i18n';

type TExportPopupProps = {
  open: boolean;
  /** what is exported, for the title: '2학년 3반' */
  what: string;
  /** saves the file with the reason (the server checks it again and logs it); a rejection keeps the popup open */
  onExport: (reason: string) => Promise<void>;
  onClose: () => void;
};

/**
 * SECURITY 17 on the user side: the class's remarks are students' records, so the teacher gives the
 * reason of the download first (checkExportReason, the server's rule); the access log keeps it.
 */
export function ExportPopup({ open, what, onExport, onClose }: TExportPopupProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    const message = checkExportReason(reason);
    if (message) {
      setError(message);
      document.getElementById('spclt-export-reason')?.focus();
      return;
    }
    setPending(true);
    try {
      await onExport(reason.trim());
    } catch {
      return;
    } finally {
      setPending(false);
    }
    close();
  };

  return (
    <UserPopup
      open={open}
      onClose={close}
      title={t('crrSpclt.export.title', { what })}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={close}>
            {t('crrSpclt.export.cancel')}
          </button>
          <button type="button" className="btn btn--primary" disabled={pending} onClick={() => void submit()}>
            {t('crrSpclt.export.ok')}
          </button>
        </>
      }
    >
      <p className="spclt-hint">{t('crrSpclt.export.notice')}</p>
      <FormField id="spclt-export-reason" label={t('crrSpclt.export.reason')} error={error} required>
        <Textarea rows={3} maxLength={EXPORT_REASON_MAX} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
      </FormField>
    </UserPopup>
  );
}
