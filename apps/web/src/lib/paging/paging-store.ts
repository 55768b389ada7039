import { computePagination, PAGE_LINKS, PAGE_SIZE, PAGING_PROPERTY_KEY, type TPagination } from '@portal/contract';

/** spec §3: the pagination fields, kept under a key so that coming back to a list keeps its page. */
export type TPagingState = TPagination & { loading: boolean };

/** What sessionStorage holds under a key: the state and the section it belongs to. */
type TStoredPaging = TPagingState & { section: string };

export const INITIAL_PAGING: TPagingState = Object.freeze({
  ...computePagination(0, 1, PAGE_SIZE, PAGE_LINKS),
  loading: false,
});

/** The keys in use, so that a section change can find every list's state. */
const KEYS_ENTRY = `${PAGING_PROPERTY_KEY}:keys`;

const listeners = new Set<() => void>();
// parsed entries by raw text, so that reading twice gives the same object (useSyncExternalStore)
const parsed = new Map<string, { raw: string; value: TStoredPaging }>();

function emit() {
  for (const listener of listeners) listener();
}

export function subscribePaging(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readKeys(): string[] {
  try {
    const keys: unknown = JSON.parse(sessionStorage.getItem(KEYS_ENTRY) ?? '[]');
    return Array.isArray(keys) ? keys.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

export function readPaging(key: string): TStoredPaging | undefined {
  const raw = sessionStorage.getItem(key);
  if (raw === null) return undefined;
  const cached = parsed.get(key);
  if (cached?.raw === raw) return cached.value;
  try {
    const value = JSON.parse(raw) as TStoredPaging;
    if (typeof value?.currentPage !== 'number' || typeof value.section !== 'string') return undefined;
    parsed.set(key, { raw, value });
    return value;
  } catch {
    return undefined;
  }
}

/** The state of a key as the given section sees it: another section's state does not count. */
export function pagingFor(key: string, section: string): TPagingState {
  const stored = readPaging(key);
  return stored && stored.section === section ? stored : INITIAL_PAGING;
}

export function writePaging(key: string, section: string, state: TPagingState) {
  const stored: TStoredPaging = { ...state, section };
  sessionStorage.setItem(key, JSON.stringify(stored));
  const keys = readKeys();
  if (!keys.includes(key)) sessionStorage.setItem(KEYS_ENTRY, JSON.stringify([...keys, key]));
  emit();
}

export function removePaging(key: string) {
  sessionStorage.removeItem(key);
  sessionStorage.setItem(KEYS_ENTRY, JSON.stringify(readKeys().filter((k) => k !== key)));
  emit();
}

/** Removes every list's state that was saved in a section other than the current one. */
export function clearPagingOutside(section: string) {
  const keys = readKeys();
  const kept = keys.filter((key) => readPaging(key)?.section === section);
  if (kept.length === keys.length) return;
  for (const key of keys) if (!kept.includes(key)) sessionStorage.removeItem(key);
  sessionStorage.setItem(KEYS_ENTRY, JSON.stringify(kept));
  emit();
}

/** Moves to a page, regrouping the links when the item count is known. */
export function withCurrentPage(state: TPagingState, page: number): TPagingState {
  if (state.countItem === 0) return { ...state, currentPage: Math.max(1, Math.trunc(page) || 1) };
  return { ...computePagination(state.countItem, page, state.maxResults, state.maxLinks), loading: state.loading };
}
