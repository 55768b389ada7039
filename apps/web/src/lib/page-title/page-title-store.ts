import { useLayoutEffect, useReducer, useSyncExternalStore } from 'react';

/**
 * What a page tells the frame beyond its route (issue 14): the name of the record it shows (a
 * post's title, a book's name), which ends the document title and the location bar, or that
 * the record does not exist, so the frame shows the not-found title and no location bar.
 */
export type TPageRecord = { name?: string; notFound?: boolean };

const NONE: TPageRecord = {};
let current: { owner: object; record: TPageRecord } | null = null;
const listeners = new Set<() => void>();

function publish(next: typeof current): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sets the record of the page while the calling component is mounted; the latest caller wins.
 * Before the browser paints: a not-found page never shows the location bar of the page it replaces.
 */
function usePageRecordSetter(name: string | undefined, notFound: boolean): void {
  useLayoutEffect(() => {
    if (!name && !notFound) return;
    const owner = {};
    publish({ owner, record: notFound ? { notFound } : { name } });
    return () => {
      if (current?.owner === owner) publish(null);
    };
  }, [name, notFound]);
}

/** A record page names itself: `usePageTitle(post?.postTtl)`. Nothing while the record loads. */
export const usePageTitle = (name: string | undefined): void => usePageRecordSetter(name?.trim() || undefined, false);

/** The not-found page marks itself, wherever it is rendered (an unknown path, a missing record). */
export const useNotFoundMark = (): void => usePageRecordSetter(undefined, true);

const snapshot = (): TPageRecord => current?.record ?? NONE;

/**
 * The record the current page has named, read by the layouts. On the render that mounts a layout
 * with its page, the page marks itself before the layout has subscribed (a passive effect): the
 * layout reads the mark again in its layout effect, which runs after the page's, before the paint.
 */
export function usePageRecord(): TPageRecord {
  const record = useSyncExternalStore(subscribe, snapshot);
  const [, readAgain] = useReducer((round: number) => round + 1, 0);
  useLayoutEffect(() => {
    if (snapshot() !== record) readAgain();
  });
  return record;
}
