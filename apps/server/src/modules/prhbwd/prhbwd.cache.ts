import { createProhibitedWordMatcher, type TProhibitedWordMatcher } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { findActiveWords, readPrhbwdVersion } from './prhbwd.repo.js';

/** How long a process trusts its matcher before asking the database whether the list changed. */
export const PRHBWD_RECHECK_MS = 5_000;

type TBuilt = { ver: number; checkedAt: number; matcher: TProhibitedWordMatcher };
type TState = { built?: TBuilt; pending?: Promise<TBuilt>; generation: number };

/** One cache per database (each test file has its own). */
const states = new WeakMap<TDb, TState>();

const stateOf = (db: TDb): TState => {
  let state = states.get(db);
  if (!state) states.set(db, (state = { generation: 0 }));
  return state;
};

/** The version first: a change committing meanwhile makes the next check reload, never the reverse. */
async function build(db: TDb): Promise<TBuilt> {
  const ver = await readPrhbwdVersion(db);
  const rows = await findActiveWords(db);
  return { ver, checkedAt: Date.now(), matcher: createProhibitedWordMatcher(rows.map((r) => r.prhbwdNm)) };
}

async function refresh(db: TDb, built: TBuilt | undefined): Promise<TBuilt> {
  if (!built) return build(db);
  const ver = await readPrhbwdVersion(db);
  return ver === built.ver ? { ...built, checkedAt: Date.now() } : build(db);
}

/**
 * The matcher of the words in use. Built once and kept; every PRHBWD_RECHECK_MS one cheap read
 * of the version row tells whether another process changed the list (then it is rebuilt).
 * Concurrent callers share one read; a failed read is not remembered.
 */
export async function prohibitedWordMatcher(db: TDb): Promise<TProhibitedWordMatcher> {
  const state = stateOf(db);
  if (state.built && Date.now() - state.built.checkedAt < PRHBWD_RECHECK_MS) return state.built.matcher;
  let pending = state.pending;
  if (!pending) {
    const generation = state.generation;
    const started = refresh(db, state.built);
    pending = started;
    state.pending = started;
    void started
      .then(
        (built) => {
          if (state.generation === generation) state.built = built;
        },
        () => undefined,
      )
      .finally(() => {
        if (state.pending === started) state.pending = undefined;
      });
  }
  return (await pending).matcher;
}

/** After a change in this process: the next caller rebuilds at once (results of reads begun before are dropped). */
export function invalidateProhibitedWords(db: TDb): void {
  const state = stateOf(db);
  state.generation += 1;
  state.built = undefined;
  state.pending = undefined;
}
