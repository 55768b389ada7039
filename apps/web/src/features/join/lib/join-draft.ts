import type { TAgreement, TYn } from '@portal/contract';
import '../../../lib/catalogues/join-catalogue';

/**
 * What a join keeps in sessionStorage across the verification windows, which leave the app
 * (spec §2 join → nice → niceCallback → mbrJoinWrite). Passwords are never kept.
 */
export type TJoinDraft = {
  /** which join path the draft belongs to */
  flow: 'MBR' | 'MAJUON' | 'ADM';
  mbrTypeAuthrt?: string;
  agreements?: TAgreement[];
  /** a social identity waits in this browser to be linked (join?social=Y) */
  socialYn?: TYn;
  vrfcId?: string;
  guardianVrfcId?: string;
  /** the form's entries while a guardian verifies */
  form?: Record<string, string>;
  /** the id already checked as usable, so the check survives the guardian's verification */
  checkedUserId?: string;
};

const KEY = 'join.draft';

export function readJoinDraft(flow: TJoinDraft['flow']): TJoinDraft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as TJoinDraft | null;
    return draft?.flow === flow ? draft : null;
  } catch {
    return null;
  }
}

export function saveJoinDraft(draft: TJoinDraft): void {
  sessionStorage.setItem(KEY, JSON.stringify(draft));
}

/** Merges into the draft of the flow (a new one when none is kept) and returns it. */
export function updateJoinDraft(flow: TJoinDraft['flow'], patch: Omit<Partial<TJoinDraft>, 'flow'>): TJoinDraft {
  const next = { ...readJoinDraft(flow), ...patch, flow };
  saveJoinDraft(next);
  return next;
}

export function clearJoinDraft(): void {
  sessionStorage.removeItem(KEY);
}

/** The entries worth keeping across a redirect: text values, never the passwords. */
export function formSnapshot(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => typeof value === 'string' && !name.startsWith('pswd')) as [string, string][]);
}
