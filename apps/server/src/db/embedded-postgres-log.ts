import type { TDbLog } from './client.js';

const KEPT_LINES = 60;

export type TPostgresLog = {
  onLog(message: string): void;
  onError(err: unknown): void;
  /** The last lines since `mark()`: the reason when a start fails. */
  tail(): string;
  mark(): void;
};

/** Routes initdb and postgres output to the logger and keeps the recent lines for error messages. */
export function createPostgresLog(log: TDbLog): TPostgresLog {
  let lines: string[] = [];
  return {
    onLog(message) {
      for (const line of message.split('\n')) {
        if (!line.trim()) continue;
        lines.push(line);
        if (lines.length > KEPT_LINES) lines.shift();
        // FATAL ends one session (a wrong password, a terminated connection); PANIC the server.
        if (/\bPANIC\b/.test(line)) log.error({ postgres: line }, 'postgres');
        else if (/\bFATAL\b/.test(line)) log.info({ postgres: line }, 'postgres');
        else log.debug({ postgres: line }, 'postgres');
      }
    },
    onError(err) {
      log.error({ err }, '내장 PostgreSQL 오류 (embedded PostgreSQL error)');
    },
    tail: () => lines.join('\n'),
    mark() {
      lines = [];
    },
  };
}
