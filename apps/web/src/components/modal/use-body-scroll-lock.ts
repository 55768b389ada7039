import { useEffect } from 'react';

/**
 * Keeps the page behind a popup or the menu drawer still while it is mounted, and gives back the
 * overflow the body had before (spec §4 user popup).
 */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
}
