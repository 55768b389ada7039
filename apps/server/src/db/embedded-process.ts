import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, readlink, realpath, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import type { TDbLog } from './client.js';

const execFileAsync = promisify(execFile);

/** SIGINT is PostgreSQL's fast shutdown; SIGQUIT its immediate shutdown; SIGKILL the last resort. */
const ESCALATION = [
  ['SIGQUIT', 5_000],
  ['SIGKILL', 5_000],
] as const;

/** A zombie answers kill(pid, 0) but is gone; /proc tells them apart where it exists. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

/** When a process started, in ms since the epoch; undefined where /proc is not available. */
export async function processStartedAtMs(pid: number): Promise<number | undefined> {
  try {
    const [stat, system] = await Promise.all([readFile(`/proc/${pid}/stat`, 'utf8'), readFile('/proc/stat', 'utf8')]);
    const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(system)?.[1]);
    // USER_HZ is 100 on every Linux architecture Node runs on.
    const startedAt = bootSeconds * 1000 + startTicks * 10;
    return Number.isFinite(startedAt) ? startedAt : undefined;
  } catch {
    return undefined;
  }
}

async function commandLine(pid: number): Promise<string | undefined> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ').trim();
  } catch {
    // No /proc (macOS): ps answers the same question.
    try {
      const { stdout } = await execFileAsync('ps', ['-o', 'command=', '-p', String(pid)]);
      return stdout.trim() || undefined;
    } catch {
      return undefined;
    }
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isProcessAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Sends SIGINT, then escalates; resolves once the process is gone. */
export async function stopProcess(pid: number, graceMs: number): Promise<void> {
  for (const [signal, waitMs] of [['SIGINT', graceMs], ...ESCALATION] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, waitMs)) return;
  }
  throw new Error(`프로세스 ${pid} 이(가) SIGKILL 후에도 종료되지 않았습니다 (process ${pid} survived SIGKILL)`);
}

/**
 * A postmaster serving this data directory: its command line names postgres, and it runs
 * from the data directory (its working directory) or was started with `-D <dir>`.
 */
async function isPostmasterOf(pid: number, pgDir: string): Promise<boolean> {
  const command = await commandLine(pid);
  if (!command?.includes('postgres')) return false;
  if (`${command} `.includes(`-D ${pgDir} `)) return true;
  try {
    return (await readlink(`/proc/${pid}/cwd`)) === (await realpath(pgDir));
  } catch {
    return false;
  }
}

/**
 * A `kill -9` of the portal leaves its postgres child running on the data directory; the next
 * start stops it (fast shutdown keeps every committed write) instead of failing on it.
 * Call only while holding the data directory lock: a postmaster found then has no live owner.
 */
export async function stopLeftoverPostmaster(pgDir: string, log: TDbLog): Promise<void> {
  const file = join(pgDir, 'postmaster.pid');
  const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  const pid = Number(text?.split('\n')[0]);
  if (!text || !Number.isInteger(pid) || pid <= 0) return;
  if (!isProcessAlive(pid)) {
    // PostgreSQL replaces a postmaster.pid whose process is gone, after its own shared-memory check.
    return;
  }
  if (await isPostmasterOf(pid, pgDir)) {
    log.warn({ pid, pgDir }, '이전 실행이 남긴 PostgreSQL 을 종료합니다 (stopping the PostgreSQL left by an earlier run)');
    await stopProcess(pid, 20_000);
    return;
  }
  if (!(await commandLine(pid))?.includes('postgres')) {
    // The pid was reused by an unrelated process; PostgreSQL would refuse to start because of it.
    log.warn({ pid, pgDir }, '오래된 postmaster.pid 를 지웁니다 (removing a stale postmaster.pid)');
    await rm(file, { force: true });
  }
}

export async function readPostmasterPid(pgDir: string): Promise<number> {
  const pid = Number((await readFile(join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`postmaster.pid 를 읽을 수 없습니다 (unreadable postmaster.pid in ${pgDir})`);
  return pid;
}
