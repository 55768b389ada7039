import { useRef, type TouchEvent } from 'react';
import { DATE_PICKER_SWIPE_THRESHOLD_PX } from '@portal/contract';

/**
 * spec §9: a horizontal touch move of more than 10 px changes the month; swiping left shows
 * the next month. A mostly vertical move is left to scrolling.
 */
export function useSwipe(onSwipe: (months: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) > DATE_PICKER_SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
    onTouchCancel: () => {
      start.current = null;
    },
  };
}
