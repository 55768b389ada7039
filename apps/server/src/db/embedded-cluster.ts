import { randomBytes } from 'node:crypto';
import { access, chmod, mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadLibrary, serverOptions } from './embedded-library.js';
import type { TPostgresLog } from './embedded-postgres-log.js';

/** Only "not there" is false: a directory we may not read must not look empty. */
function ifMissing<T>(value: T) {
  return (err: NodeJS.ErrnoException): T => {
    if (err.code === 'ENOENT') return value;
    throw err;
  };
}

async function writePrivateFile(path: string, content: string): Promise<void> {
  const temp = `${path}.${process.pid}.tmp`;
  const file = await open(temp, 'w', 0o600);
  try {
    await file.writeFile(content);
    await file.sync();
  } finally {
    await file.close();
  }
  await chmod(temp, 0o600);
  await rename(temp, path);
}

/**
 * The library hands initdb the password through a file in os.tmpdir(), readable by every local
 * user while initdb runs. Point TMPDIR at a directory nobody else can list (0711 still lets the
 * postgres OS user open the randomly named file) for that one call.
 */
async function withPrivateTmpdir<T>(dir: string, run: () => Promise<T>): Promise<T> {
  await mkdir(dir, { recursive: true, mode: 0o711 });
  await chmod(dir, 0o711);
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return await run();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    await rm(dir, { recursive: true, force: true });
  }
}

/** Creates the cluster on first use; returns the superuser password. */
export async function ensureCluster(root: string, pgDir: string, postgresLog: TPostgresLog, throwaway: boolean): Promise<string> {
  const passwordFile = join(root, 'pg-password');
  if (await access(join(pgDir, 'PG_VERSION')).then(() => true, ifMissing(false))) {
    const password = await readFile(passwordFile, 'utf8').catch(ifMissing(undefined));
    if (password === undefined) {
      throw new Error(
        `${passwordFile} 이(가) 없어 내장 PostgreSQL 에 접속할 수 없습니다. 백업에서 복원하거나, 버려도 되는 데이터라면 ${pgDir} 를 지우고 다시 시작하세요. ` +
          `(the password file ${passwordFile} is missing: restore it, or delete ${pgDir} if its data may be discarded)`,
      );
    }
    return password.trim();
  }
  if ((await readdir(pgDir).catch(ifMissing([]))).length > 0) {
    throw new Error(
      `${pgDir} 에 PostgreSQL 클러스터가 아닌 파일이 있습니다(PG_VERSION 없음). 중단된 초기화의 흔적이면 디렉터리를 지우고 다시 시작하세요. ` +
        `(${pgDir} is not empty but holds no cluster: if it is left from an interrupted initialisation, delete it and start again)`,
    );
  }
  const password = randomBytes(24).toString('base64url');
  // Written before initdb: a crash in between leaves a password and no cluster, never the reverse.
  await writePrivateFile(passwordFile, password);
  const EmbeddedPostgres = await loadLibrary();
  postgresLog.mark();
  const server = new EmbeddedPostgres(serverOptions(pgDir, 0, password, postgresLog, throwaway));
  await withPrivateTmpdir(join(root, 'pg-init'), () => server.initialise()).catch((err: unknown) => {
    throw new Error(`내장 PostgreSQL 초기화 실패 (initdb failed) — ${pgDir}:\n${postgresLog.tail()}`, { cause: err });
  });
  return password;
}
