import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** Secrets a request or answer carries in its headers. */
export const LOG_REDACT = ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'];

/** How deep a chain of causes is followed: Drizzle wraps pg, a job may wrap Drizzle. */
export const MAX_CAUSE_DEPTH = 4;

/** What a PostgreSQL error says about where it failed: names only, never values. */
const DATABASE_FIELDS = ['severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

/** Drizzle appends the bound values to its message on this line ("Failed query: ...\nparams: ..."). */
const PARAMS_LINE = /\nparams: [\s\S]*$/;
/** PostgreSQL quotes the value it refused ('invalid input syntax for type uuid: "..."'); names are in their own fields. */
const QUOTED = /"[^"]*"/g;

export type TSafeError = {
  type: string;
  message: string;
  code?: string;
  /** a failed statement's text, with $1... placeholders for its values */
  query?: string;
  stack?: string;
  cause?: TSafeError;
  errors?: TSafeError[];
} & Partial<Record<(typeof DATABASE_FIELDS)[number], string>>;

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/**
 * PIPC safety rules: the error log keeps what locates a failure (type, SQLSTATE, statement text,
 * constraint, table and column names, stack frames) and drops the values it failed on (Drizzle's
 * params, pg's detail, where, parameters, internalQuery and the value quoted in its message).
 * Whitelist, not blacklist: a property a library adds later stays out until named here.
 */
export function serializeError(value: unknown, depth = 0): TSafeError {
  if (!(value instanceof Error)) return { type: typeof value, message: '(not an Error)' };
  const err = value as Error & Record<string, unknown>;
  const fromDatabase = isSqlState(err.code) && typeof err.severity === 'string';
  const message = err.message.replace(PARAMS_LINE, '');
  const out: TSafeError = { type: err.constructor.name || err.name, message: fromDatabase ? message.replace(QUOTED, '"…"') : message };
  if (typeof err.code === 'string' || typeof err.code === 'number') out.code = String(err.code);
  if (typeof err.query === 'string') out.query = err.query;
  if (fromDatabase) {
    for (const field of DATABASE_FIELDS) if (typeof err[field] === 'string') out[field] = err[field];
  }
  // The first stack line repeats the message (and Drizzle's params): only the frames are kept.
  const frames = err.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames?.length) out.stack = frames.join('\n');
  if (depth < MAX_CAUSE_DEPTH) {
    if (err.cause !== undefined) out.cause = serializeError(err.cause, depth + 1);
    if (err instanceof AggregateError) out.errors = err.errors.slice(0, 5).map((e: unknown) => serializeError(e, depth + 1));
  }
  return out;
}

/** The one logger configuration of the server, its start-up and its tools. */
export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: LOG_REDACT, serializers: { err: serializeError } };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
