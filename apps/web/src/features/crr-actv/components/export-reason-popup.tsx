import { checkExportReason, EXPORT_REASON_MAX } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../../components/form/form-field';
import { Textarea } from '../../../components/form/textarea';
import { UserPopup } from '../../../components/modal/user-popup';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';

type TExportReasonPopupProps = {
  open: boolean;
  /** the class's name in the title: '2학년 3반' */
  clsNm: string;
  /** saves the file with the reason (the server checks it again and logs it); a rejection keeps the popup open */
  onExport: (reason: string) => Promise<void>;
  onClose: () => void;
};

/**
 * SECURITY 17 on the user side: a teacher's export of a class's activities asks the reason first
 * (checkExportReason, the server's rule), shown at the field; the admin screens' ReasonModal is antd,
 * which the public pages do not load.
 */
export function ExportReasonPopup({ open, clsNm, onExport, onClose }: TExportReasonPopupProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const formId = 'crr-actv-export';

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
      title={t('crrActv.export.title', { clsNm })}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={close}>
            {t('crrActv.export.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={pending}>
            {t('crrActv.export.ok')}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <p role="note">{t('crrActv.export.notice')}</p>
        <FormField label={t('crrActv.export.reason')} error={error} required>
          <Textarea
            name="reason"
            rows={3}
            maxLength={EXPORT_REASON_MAX}
            placeholder={t('crrActv.export.reasonPlaceholder')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </form>
    </UserPopup>
  );
}
