import { checkExportReason, EXPORT_REASON_MAX } from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../form/form-field';
import { Textarea } from '../form/textarea';
import { UserPopup } from '../modal/user-popup';
import { isApiError } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import './export-reason-catalogue';

type TExportReasonPopupProps = {
  open: boolean;
  /** the popup's title, naming what is exported: '2학년 3반 진로활동 내려받기' */
  title: string;
  /** what the file holds, above the field; the common personal-data notice when left out */
  notice?: string;
  /** saves the file with the reason (the server checks it again and logs it); a rejection keeps the popup open */
  onExport: (reason: string) => Promise<void>;
  onClose: () => void;
};

/**
 * SECURITY 17 on the user side: a teacher's export of students' records (a class's activities or
 * remarks, a student's portfolio) asks the reason first (checkExportReason, the server's rule), shown
 * at the field. The admin screens' ReasonModal is antd, which the public pages do not load.
 */
export function ExportReasonPopup({ open, title, notice, onExport, onClose }: TExportReasonPopupProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const formId = useId();

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = checkExportReason(reason);
    setError(message);
    if (message) {
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    setPending(true);
    try {
      await onExport(reason.trim());
      close();
    } catch (failure) {
      // an export shows no dialog (spec §8 downloads): the server's reason goes under the field, which stays for another try
      setError(isApiError(failure) ? failure.message : t('common.error'));
    } finally {
      setPending(false);
    }
  };

  return (
    <UserPopup
      open={open}
      onClose={close}
      title={title}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={close}>
            {t('exportReason.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={pending}>
            {t('exportReason.ok')}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <p role="note">{notice ?? t('exportReason.notice')}</p>
        <FormField label={t('exportReason.reason')} error={error} required>
          <Textarea
            name="reason"
            rows={3}
            maxLength={EXPORT_REASON_MAX}
            placeholder={t('exportReason.reasonPlaceholder')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </form>
    </UserPopup>
  );
}
