import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { SCROLL_PAGING_DELAY_MS } from '@portal/contract';

export type TScrollPagingOptions = {
  hasNextPage: boolean;
  /** e.g. useInfiniteQuery's fetchNextPage; awaited before another page may load */
  loadNextPage: () => unknown;
  delayMs?: number;
  /** IntersectionObserver rootMargin, to start a little before the very bottom */
  rootMargin?: string;
};

export type TScrollPaging = {
  /** attach to an element after the last item */
  sentinelRef: (element: Element | null) => void;
  /** true from the moment the bottom is reached until the page has loaded */
  loading: boolean;
};

/**
 * spec §4, §9: when the bottom of a list comes into view, show loading, wait 1 s, then load
 * the next page once. No second load starts while one is waiting or loading; if the bottom
 * is still in view afterwards (a short page), the next one follows the same way.
 */
export function useScrollPaging({ hasNextPage, loadNextPage, delayMs = SCROLL_PAGING_DELAY_MS, rootMargin = '0px' }: TScrollPagingOptions): TScrollPaging {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const [loading, setLoading] = useState(false);
  const visible = useRef(false);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const observer = useRef<IntersectionObserver | null>(null);

  const finish = useEffectEvent(async () => {
    try {
      // the user may have scrolled away or the list ended during the wait
      if (hasNextPage && visible.current) await loadNextPage();
    } finally {
      busy.current = false;
      setLoading(false);
    }
  });

  const start = useEffectEvent(() => {
    if (busy.current || !hasNextPage || !visible.current) return;
    busy.current = true;
    setLoading(true);
    timer.current = setTimeout(() => void finish(), delayMs);
  });

  useEffect(() => {
    if (!sentinel) return;
    const io = new IntersectionObserver(
      (entries) => {
        visible.current = entries.some((entry) => entry.isIntersecting);
        start();
      },
      { rootMargin },
    );
    io.observe(sentinel);
    observer.current = io;
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [sentinel, rootMargin]);

  // After a load, or when a next page appears, the observer's last answer may be stale (new
  // items may have pushed the bottom away): observing again makes it report the current state.
  useEffect(() => {
    if (loading || !sentinel || !observer.current) return;
    observer.current.unobserve(sentinel);
    observer.current.observe(sentinel);
  }, [loading, hasNextPage, sentinel]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const sentinelRef = useCallback((element: Element | null) => setSentinel(element), []);
  return { sentinelRef, loading };
}
