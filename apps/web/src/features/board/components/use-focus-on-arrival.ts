import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Moves the keyboard to a page's heading once its content is in, when the page was reached by an
 * in-app navigation (not on the first load, where the skip link leads; not on a later change of
 * the same page's address, such as a list's search): a screen reader then starts at the new page.
 */
export function useFocusOnArrival(ref: RefObject<HTMLElement | null>, ready: boolean) {
  const [arrival] = useState(useLocation().key);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || arrival === 'default') return;
    done.current = true;
    ref.current?.focus();
  }, [ready, arrival, ref]);
}
