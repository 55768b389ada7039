import { useSyncExternalStore } from 'react';

/** Below 768 px a test shows one item a screen (issue 16). */
const PHONE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
