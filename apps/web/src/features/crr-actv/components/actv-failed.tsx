import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n';

/** A refused read (403): the server's message stays on the page once its dialog is closed. */
export function ActvFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <p role="alert">{isApiError(error) ? error.message : t('common.error')}</p>;
}
