import { useSyncExternalStore } from 'react';

/** What the page shows of the login timer: the time left and whether the end is near. */
export type TLoginTimerState = {
  active: boolean;
  /** whole seconds left, rounded up */
  remainingSec: number;
  /** within the last minute (spec §4: the user is asked whether to extend) */
  warning: boolean;
};

export const IDLE_TIMER_STATE: TLoginTimerState = { active: false, remainingSec: 0, warning: false };

let state = IDLE_TIMER_STATE;
const listeners = new Set<() => void>();

export function publishTimerState(next: TLoginTimerState): void {
  if (next.active === state.active && next.remainingSec === state.remainingSec && next.warning === state.warning) return;
  state = next;
  for (const listener of listeners) listener();
}

export function getLoginTimerState(): TLoginTimerState {
  return state;
}

export function subscribeLoginTimer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders once a second while the timer runs: use it in a small component, not a layout. */
export function useLoginTimerState(): TLoginTimerState {
  return useSyncExternalStore(subscribeLoginTimer, getLoginTimerState, getLoginTimerState);
}
