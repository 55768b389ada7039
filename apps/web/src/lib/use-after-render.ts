import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Runs an action once React has drawn the state set beside it (a field's error, a button back in
 * its place): `afterRender(() => ref.current?.focus())` next to the setState. Not in the next frame
 * (requestAnimationFrame): a page in the background or on a busy machine may draw no frame for a
 * long while, and a keyboard user's focus would wait on <body> meanwhile.
 */
export function useAfterRender(): (action: () => void) => void {
  const queued = useRef<(() => void)[]>([]);
  const [, setRound] = useState(0);
  useLayoutEffect(() => {
    for (const action of queued.current.splice(0)) action();
  });
  return useCallback((action: () => void) => {
    queued.current.push(action);
    setRound((round) => round + 1);
  }, []);
}
