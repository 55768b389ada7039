import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import './form.css';
import './form-catalogue';

/** spec §5: the first failing rule's message, red, right after the field. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="form-error">
      {children}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="form-hint">
      {children}
    </p>
  );
}

/** '*' for sighted users, '필수' for screen readers. */
export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span className="form-required" aria-hidden="true">
        *
      </span>
      <span className="sr-only">{t('form.required')}</span>
    </>
  );
}

/** Ids of the message elements a control is described by, and the joined aria-describedby. */
export function messageIds(baseId: string, error: ReactNode, hint: ReactNode) {
  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return { errorId, hintId, describedBy };
}
