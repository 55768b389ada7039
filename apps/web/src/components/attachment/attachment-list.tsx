import { useTranslation } from '../../lib/i18n';
import { formatFileSize, formatRegisteredAt } from './attachment-rules';
import './file-catalogue';

export type TAttachmentListItem = {
  key: string;
  name: string;
  size: number;
  registeredAt?: string;
  /** absent: the file cannot be removed here */
  onRemove?: () => void;
};

/** The listed and chosen files: name, size, (admin) registration time and a '삭제' button. */
export function AttachmentList({
  id,
  items,
  showRegisteredAt,
  disabled,
}: {
  id: string;
  items: readonly TAttachmentListItem[];
  showRegisteredAt: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return (
      <p id={id} className="attachment-empty">
        {t('file.empty')}
      </p>
    );
  }
  return (
    <ul id={id} className="attachment-list" aria-label={t('file.list')}>
      {items.map((item) => (
        <li key={item.key} className="attachment-item">
          <span className="attachment-name">{item.name}</span>
          <span className="attachment-meta">
            <span>{formatFileSize(item.size)}</span>
            {showRegisteredAt && item.registeredAt && <span>{t('file.registeredAt', { date: formatRegisteredAt(item.registeredAt) })}</span>}
          </span>
          {item.onRemove && (
            <button
              type="button"
              className="attachment-remove"
              aria-label={t('file.removeLabel', { name: item.name })}
              disabled={disabled}
              onClick={item.onRemove}
            >
              {t('file.remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
