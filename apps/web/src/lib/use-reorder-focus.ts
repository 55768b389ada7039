import { useEffect, useRef, useState } from 'react';

export type TReorderDir = 'up' | 'down';

type TMoved = { key: string; dir: TReorderDir; said: string };

/**
 * Up and down buttons that reorder a list: after a move the focus stays on the moved item's pressed
 * button, or on its twin when the item reached an end (the pressed one is then disabled), and only
 * the move is said (render `said` in a polite live region, not the whole list).
 * Mark each item's two buttons, up first, with `buttonKey(itemKey)` inside the element of `listRef`.
 */
export function useReorderFocus<E extends HTMLElement>() {
  const listRef = useRef<E>(null);
  const [moved, setMoved] = useState<TMoved | null>(null);

  useEffect(() => {
    if (!moved) return;
    const [up, down] = listRef.current?.querySelectorAll<HTMLButtonElement>(`[data-reorder="${CSS.escape(moved.key)}"]`) ?? [];
    const [wanted, twin] = moved.dir === 'up' ? [up, down] : [down, up];
    (wanted && !wanted.disabled ? wanted : twin)?.focus();
  }, [moved]);

  return {
    listRef,
    /** call with the move: the item's key, the pressed direction and what to say */
    track: (key: string, dir: TReorderDir, said: string) => setMoved({ key, dir, said }),
    said: moved?.said ?? '',
    buttonKey: (key: string) => ({ 'data-reorder': key }),
  };
}
