import { useSyncExternalStore } from 'react';
import { DATE_PICKER_NARROW_SCREEN_PX } from '@portal/contract';

// spec §9: below 768 px the calendar opens as a bottom sheet
const NARROW_QUERY = `(max-width: ${DATE_PICKER_NARROW_SCREEN_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
