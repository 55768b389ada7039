import { useCallback, useEffect, useRef, useState } from 'react';
import { inspClient } from './insp-client';

/** How long after the last choice the answers so far are sent together. */
export const ANSWER_SAVE_DELAY_MS = 800;

/** idle: nothing chosen yet on this screen's visit */
export type TSaveState = 'idle' | 'saved' | 'pending' | 'saving' | 'failed';

type TFlushOptions = {
  /** the page is going away: the request may outlive it */
  keepalive?: boolean;
  /** a refusal is shown (before submitting); the background saves stay quiet and try again later */
  loud?: boolean;
};

/**
 * Saves a sheet's answers as the student goes (issue 16): each choice waits in a batch that is sent
 * a moment after the last one, at once when the page is hidden or left, and before submitting. A
 * failed batch stays to be sent with the next one, so every answer reaches the server and a closed
 * tab or an ended login loses nothing. Batches are sent one after another, in order.
 */
export function useAnswerSaver(sheetId: number) {
  const pending = useRef<Record<string, number>>({});
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [state, setState] = useState<TSaveState>('idle');

  const send = useCallback(
    async ({ keepalive = false, loud = false }: TFlushOptions): Promise<boolean> => {
      const batch = { ...pending.current };
      if (Object.keys(batch).length === 0) return true;
      if (!keepalive) setState('saving');
      try {
        await inspClient.answer({ body: { sheetId, answers: batch } }, { keepalive, quiet: !loud });
      } catch {
        if (!keepalive) setState('failed');
        return false;
      }
      // a choice changed while the batch was on its way stays to be sent
      for (const [itemId, value] of Object.entries(batch)) if (pending.current[itemId] === value) delete pending.current[itemId];
      const done = Object.keys(pending.current).length === 0;
      if (!keepalive) setState(done ? 'saved' : 'pending');
      return done;
    },
    [sheetId],
  );

  /**
   * Sends what waits now, after any batch on its way; true when nothing is left unsaved. A page
   * going away cannot wait: its batch (every answer not yet confirmed) leaves at once.
   */
  const flush = useCallback(
    (options: TFlushOptions = {}): Promise<boolean> => {
      clearTimeout(timer.current);
      if (options.keepalive) return send(options);
      queue.current = queue.current.then(() => send(options));
      return queue.current;
    },
    [send],
  );

  /** One choice: kept at once, sent with the batch. */
  const record = useCallback(
    (itemId: string, value: number) => {
      pending.current[itemId] = value;
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
