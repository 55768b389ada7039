import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after the last answer the answers so far are sent together. */
export const ANSWER_SAVE_DELAY_MS = 800;

/** idle: nothing answered yet on this screen's visit */
export type TSaveState = 'idle' | 'saved' | 'pending' | 'saving' | 'failed';

/** How one batch leaves: `keepalive` when the page is going away, `quiet` for the background saves. */
export type TSendOptions = { keepalive: boolean; quiet: boolean };

type TFlushOptions = {
  /** the page is going away: the request may outlive it */
  keepalive?: boolean;
  /** a refusal is shown (before submitting); the background saves stay quiet and try again later */
  loud?: boolean;
};

/**
 * Saves answers as the user goes (inspection sheets, survey drafts): each answer waits in a batch
 * (by its key) that is sent a moment after the last one, at once when the page is hidden or left,
 * and before submitting. A failed batch stays to be sent with the next one, so every answer reaches
 * the server and a closed tab or an ended login loses nothing. Batches are sent one after another,
 * in order. `send` posts one batch (its latest value is used).
 */
export function useAnswerSaver<V>(send: (batch: Record<string, V>, options: TSendOptions) => Promise<unknown>) {
  const pending = useRef<Record<string, V>>({});
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sendRef = useRef(send);
  const [state, setState] = useState<TSaveState>('idle');

  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const sendBatch = useCallback(async ({ keepalive = false, loud = false }: TFlushOptions): Promise<boolean> => {
    const batch = { ...pending.current };
    if (Object.keys(batch).length === 0) return true;
    if (!keepalive) setState('saving');
    try {
      await sendRef.current(batch, { keepalive, quiet: !loud });
    } catch {
      if (!keepalive) setState('failed');
      return false;
    }
    // an answer changed while the batch was on its way stays to be sent
    for (const [key, value] of Object.entries(batch)) if (pending.current[key] === value) delete pending.current[key];
    const done = Object.keys(pending.current).length === 0;
    if (!keepalive) setState(done ? 'saved' : 'pending');
    return done;
  }, []);

  /**
   * Sends what waits now, after any batch on its way; true when nothing is left unsaved. A page
   * going away cannot wait: its batch (every answer not yet confirmed) leaves at once.
   */
  const flush = useCallback(
    (options: TFlushOptions = {}): Promise<boolean> => {
      clearTimeout(timer.current);
      if (options.keepalive) return sendBatch(options);
      queue.current = queue.current.then(() => sendBatch(options));
      return queue.current;
    },
    [sendBatch],
  );

  /** One answer: kept at once, sent with the batch. */
  const record = useCallback(
    (key: string, value: V) => {
      pending.current[key] = value;
      setState('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), ANSWER_SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    const leave = () => void flush({ keepalive: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [flush]);

  return { record, flush, state };
}
