import { useState } from 'react';
import { useTranslation } from '../i18n';
import { useLoginTimerState } from './timer-state';
import { extendLoginSession } from './use-login-timer';
import './login-time-left.css';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 1781 → '29:41' */
export function formatRemaining(totalSec: number): string {
  return `${twoDigits(Math.floor(totalSec / 60))}:${twoDigits(totalSec % 60)}`;
}

/**
 * '남은 시간 29:41 [연장]' for a logged-in visitor (spec §4), shown while the realm's timer runs.
 * The ticking text is a timer (not announced); the last minute is announced once, politely.
 */
export function LoginTimeLeft({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { active, remainingSec, warning } = useLoginTimerState();
  const [extending, setExtending] = useState(false);
  if (!active) return null;

  const extend = () => {
    setExtending(true);
    // a failure was shown by the API client
    extendLoginSession()
      .catch(() => {})
      .finally(() => setExtending(false));
  };

  return (
    <span className={['login-time', warning && 'login-time--warning', className].filter(Boolean).join(' ')}>
      <span role="timer" aria-live="off" aria-atomic="true">
        {t('auth.timer.remaining')} <time dateTime={`PT${remainingSec}S`}>{formatRemaining(remainingSec)}</time>
      </span>
      <button type="button" className="login-time__extend" onClick={extend} disabled={extending} aria-label={t('auth.timer.extendLabel')}>
        {t('auth.timer.extend')}
      </button>
      <span className="sr-only" aria-live="polite">
        {warning ? t('auth.timer.warning') : ''}
      </span>
    </span>
  );
}
