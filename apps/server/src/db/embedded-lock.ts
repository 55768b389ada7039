import { randomBytes } from 'node:crypto';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isProcessAlive, processStartedAtMs } from './embedded-process.js';

type TLockContent = { pid: number; startedAt: string };

export type TDataDirLock = { release(): Promise<void> };

export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly holderPid: number;

  constructor(dataDir: string, holderPid: number, holderStartedAt: string) {
    super(
      `데이터 디렉터리 ${dataDir} 를 다른 포털 프로세스(pid ${holderPid}, ${holderStartedAt} 시작)가 사용하고 있습니다. ` +
        '그 프로세스를 먼저 종료하거나, PORTAL_DATA_DIR 로 다른 디렉터리를 지정하거나, DATABASE_URL 로 PostgreSQL 서버를 지정하세요. ' +
        `(data directory ${dataDir} is in use by portal process ${holderPid}, started ${holderStartedAt}: ` +
        'stop that process, set PORTAL_DATA_DIR to another directory, or set DATABASE_URL)',
    );
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.holderPid = holderPid;
  }
}

/** Locks held by this process: after a container restart the same pid may name a dead holder. */
const heldHere = new Set<string>();

/** The lock's pid can outlive its holder by reuse; a holder started before it wrote the lock. */
const START_TIME_SLACK_MS = 2_000;

async function readLock(path: string): Promise<TLockContent | 'missing' | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw err;
  }
  try {
    const { pid, startedAt } = (JSON.parse(text) ?? {}) as Partial<TLockContent>;
    return Number.isInteger(pid) && typeof startedAt === 'string' ? { pid: pid as number, startedAt } : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

function sameLock(a: TLockContent | string, b: TLockContent | string): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.pid === b.pid && a.startedAt === b.startedAt;
}

async function isHolderAlive(path: string, holder: TLockContent): Promise<boolean> {
  if (holder.pid === process.pid) return heldHere.has(path);
  if (!isProcessAlive(holder.pid)) return false;
  const startedAt = await processStartedAtMs(holder.pid);
  return startedAt === undefined || startedAt <= Date.parse(holder.startedAt) + START_TIME_SLACK_MS;
}

/** Creates the lock with its content in one step: link() fails if the name exists. */
async function tryCreate(path: string, content: TLockContent): Promise<boolean> {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temp, JSON.stringify(content), { flag: 'wx' });
  try {
    await link(temp, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await unlink(temp);
  }
}

/**
 * Moves a dead holder's lock aside. Renaming first means that, of several processes taking
 * over at once, only one removes the stale file; one that moved a fresh lock puts it back.
 */
async function removeStale(path: string, seen: TLockContent | 'unreadable'): Promise<void> {
  const aside = `${path}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await rename(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = await readLock(aside);
  if (!sameLock(moved, seen)) await link(aside, path).catch(() => undefined);
  await unlink(aside);
}

/**
 * `${dataDir}/portal.lock` = { pid, startedAt }: one portal process per data directory.
 * A lock whose process is gone (kill -9, power loss) is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<TDataDirLock> {
  const path = join(dataDir, 'portal.lock');
  const mine: TLockContent = { pid: process.pid, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await tryCreate(path, mine)) {
      heldHere.add(path);
      let released: Promise<void> | undefined;
      return { release: () => (released ??= release(path, mine)) };
    }
    const holder = await readLock(path);
    if (holder === 'missing') continue;
    if (holder !== 'unreadable' && (await isHolderAlive(path, holder))) {
      throw new DataDirLockedError(dataDir, holder.pid, holder.startedAt);
    }
    await removeStale(path, holder);
  }
  throw new Error(`${path} 잠금을 얻지 못했습니다: 여러 프로세스가 동시에 시작하고 있습니다 (could not take ${path}: several processes are starting at once)`);
}

async function release(path: string, mine: TLockContent): Promise<void> {
  heldHere.delete(path);
  if (sameLock(await readLock(path), mine)) await unlink(path).catch(() => undefined);
}
