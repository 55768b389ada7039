/**
 * The end of the login session as this browser knows it, shared by every tab (localStorage), so
 * a tab left idle does not log out a session another tab keeps busy. Times are this browser's
 * clock (ms); the record belongs to one login (its key) and is ignored after the next login.
 */
const DEADLINE_KEY = 'loginSessionDeadline';

type TDeadlineRecord = { loginKey: string; at: number };

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function readDeadline(loginKey: string): number | null {
  try {
    const record = JSON.parse(localStorage.getItem(DEADLINE_KEY) ?? 'null') as Partial<TDeadlineRecord> | null;
    return record?.loginKey === loginKey && typeof record.at === 'number' ? record.at : null;
  } catch {
    return null;
  }
}

export function writeDeadline(loginKey: string, at: number): void {
  localStorage.setItem(DEADLINE_KEY, JSON.stringify({ loginKey, at } satisfies TDeadlineRecord));
  notify();
}

export function clearDeadline(): void {
  localStorage.removeItem(DEADLINE_KEY);
  notify();
}

/** Changes made here and in other tabs (storage events; a cleared storage has key null). */
export function subscribeDeadline(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEADLINE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
