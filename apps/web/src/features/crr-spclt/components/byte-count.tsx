import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** How long the count rests before a screen reader hears it: one announcement per pause in typing, not per key. */
const ANNOUNCE_DELAY_MS = 1000;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const format = (count: number) => count.toLocaleString('ko-KR');

/** The visible count ('1,234 / 1,500 byte'); over the limit it turns red and says so in words. */
export function ByteCountText({ bytes, maxByte }: { bytes: number; maxByte: number }) {
  const { t } = useTranslation();
  const over = bytes > maxByte;
  return (
    <span className={over ? 'byte-count byte-count--over' : 'byte-count'}>
      {t('crrSpclt.bytes.count', { bytes: format(bytes), max: format(maxByte) })}
      {over && ` ${t('crrSpclt.bytes.over')}`}
    </span>
  );
}

/**
 * The count for screen readers (issue 18): a polite live region that speaks the settled count once
 * typing pauses, so it does not talk over every key press.
 */
export function ByteCountAnnouncer({ bytes, maxByte }: { bytes: number; maxByte: number }) {
  const { t } = useTranslation();
  const settled = useSettled(bytes, ANNOUNCE_DELAY_MS);
  const key = settled > maxByte ? 'crrSpclt.bytes.liveOver' : 'crrSpclt.bytes.live';
  return (
    <p className="sr-only" aria-live="polite">
      {t(key, { bytes: format(settled), max: format(maxByte) })}
    </p>
  );
}
