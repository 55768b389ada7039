import type { TReflectedCode } from './code.table.js';

/** One reflected version (spec §4), indexed for the lookups every module makes. */
export type TCodeSnapshot = {
  rflctVer: number;
  byParent: ReadonlyMap<string, readonly TReflectedCode[]>;
  byId: ReadonlyMap<string, TReflectedCode>;
};

export function toSnapshot(rflctVer: number, codes: readonly TReflectedCode[]): TCodeSnapshot {
  const byParent = new Map<string, TReflectedCode[]>();
  const byId = new Map<string, TReflectedCode>();
  for (const code of codes) {
    byId.set(code.comCdId, code);
    if (code.upComCdId === null) continue;
    const siblings = byParent.get(code.upComCdId) ?? [];
    siblings.push(code);
    byParent.set(code.upComCdId, siblings);
  }
  for (const siblings of byParent.values()) siblings.sort((a, b) => a.sortSeq - b.sortSeq || a.comCd.localeCompare(b.comCd));
  return { rflctVer, byParent, byId };
}

export type TCodeCacheSource = {
  /** the newest reflected version in the database, 0 when none */
  latestVersion(): Promise<number>;
  /** that version's codes */
  load(): Promise<{ rflctVer: number; codes: TReflectedCode[] }>;
};

/** How often a process asks the database whether another process reflected (decision 008). */
export const CODE_CACHE_CHECK_MS = 3_000;

/**
 * The reflected codes held by one process. A read at most every `checkMs` asks the database for
 * the newest version (one indexed max()) and reloads only when it changed, so a reflect made by
 * any process reaches every process within `checkMs`; the reflecting process calls `publish`,
 * and sees its reflect at once. Concurrent reads share one check.
 */
export class CodeCache {
  private snapshot: TCodeSnapshot | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<TCodeSnapshot> | undefined;

  constructor(
    private readonly source: TCodeCacheSource,
    private readonly now: () => number = Date.now,
    private readonly checkMs: number = CODE_CACHE_CHECK_MS,
  ) {}

  async get(): Promise<TCodeSnapshot> {
    if (this.snapshot && this.now() - this.checkedAt < this.checkMs) return this.snapshot;
    this.pending ??= this.refresh().finally(() => (this.pending = undefined));
    return this.pending;
  }

  /** The process that reflected installs the new version without waiting for the next check. */
  publish(rflctVer: number, codes: readonly TReflectedCode[]): void {
    if (this.snapshot && this.snapshot.rflctVer > rflctVer) return;
    this.snapshot = toSnapshot(rflctVer, codes);
    this.checkedAt = this.now();
  }

  private async refresh(): Promise<TCodeSnapshot> {
    const startedAt = this.now();
    const before = this.snapshot;
    const latest = await this.source.latestVersion();
    if (!before || before.rflctVer !== latest) {
      const { rflctVer, codes } = await this.source.load();
      // a publish() while this ran installed a newer version: keep it
      if (this.snapshot === before) this.snapshot = toSnapshot(rflctVer, codes);
    }
    this.checkedAt = Math.max(this.checkedAt, startedAt);
    return this.snapshot!;
  }
}
