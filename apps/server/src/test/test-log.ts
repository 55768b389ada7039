import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import type { TDbLog } from '../db/client.js';
import { createLogger } from '../lib/log.js';

const TEST_LOG_LEVEL = process.env.TEST_LOG_LEVEL;

/** Database start-up and pool messages during tests; TEST_LOG_LEVEL=debug shows postgres's own output. */
export const testLog = pino({ level: TEST_LOG_LEVEL || 'warn' });

export type TLogRecord = { level: 'debug' | 'info' | 'warn' | 'error'; msg: string | undefined; obj: object };

/** A logger that keeps what it was told, for tests that assert on it. */
export function recordingLog(): { log: TDbLog; records: TLogRecord[] } {
  const records: TLogRecord[] = [];
  const at = (level: TLogRecord['level']) => (obj: object, msg?: string) => {
    records.push({ level, msg, obj });
  };
  return { log: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }, records };
}

/** Where a database error keeps the values it failed on (Drizzle's params, pg's detail and bind parameters). */
const VALUE_KEYS = new Set(['params', 'parameters', 'detail', 'internalQuery']);
/** Drizzle's message line listing the bound values. */
const PARAMS_LINE = /(^|\n)params: /;

/** The path of the first value-bearing key or message in a log record, if any. */
export function findLoggedValues(value: unknown, at = ''): string | undefined {
  if (typeof value === 'string') return PARAMS_LINE.test(value) ? at : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (VALUE_KEYS.has(key)) return path;
    const found = findLoggedValues(inner, path);
    if (found) return found;
  }
  return undefined;
}

const leaks: string[] = [];

/** A line stream that checks every record for logged values (the issue 13 guard), shown with TEST_LOG_LEVEL. */
export function scanningStream(onLine: (line: string) => void = () => {}): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        const found = findLoggedValues(JSON.parse(line));
        if (found) leaks.push(`${found} in ${line.slice(0, 500)}`);
        onLine(line);
      }
      done();
    },
  });
}

/**
 * Every test app logs through the server's own logger configuration into the scanning stream:
 * a value from a failed statement in any test's log fails that test (test/setup.ts).
 */
export function testAppLogger(): Logger {
  return createLogger(TEST_LOG_LEVEL || 'warn', scanningStream(TEST_LOG_LEVEL ? (line) => process.stdout.write(`${line}\n`) : undefined));
}

/** Throws when a test app logged a statement's values since the last call. */
export function assertNoLoggedValues() {
  const found = leaks.splice(0);
  if (found.length > 0) throw new Error(`the log holds values of a failed statement (PIPC):\n${found.join('\n')}`);
}
