import { pino } from 'pino';
import type { TDbLog } from '../db/client.js';

/** Database start-up and pool messages during tests; TEST_LOG_LEVEL=debug shows postgres's own output. */
export const testLog = pino({ level: process.env.TEST_LOG_LEVEL || 'warn' });

export type TLogRecord = { level: 'debug' | 'info' | 'warn' | 'error'; msg: string | undefined; obj: object };

/** A logger that keeps what it was told, for tests that assert on it. */
export function recordingLog(): { log: TDbLog; records: TLogRecord[] } {
  const records: TLogRecord[] = [];
  const at = (level: TLogRecord['level']) => (obj: object, msg?: string) => {
    records.push({ level, msg, obj });
  };
  return { log: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }, records };
}
