import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where stored bytes live (decision 012): local disk by default, S3-compatible storage for several hosts. */
export type TFileStorage = {
  /** Stores the file at sourcePath under key (the source is left for the caller to remove). */
  put(key: string, sourcePath: string, mimeType: string): Promise<void>;
  /** The bytes of key, or undefined when they are not there. */
  open(key: string): Promise<Readable | undefined>;
  /** Removes key; a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored key with its time of storing (the sweeper's orphan check). */
  list(): AsyncIterable<{ key: string; storedAt: Date }>;
};

/** Keys are server-made UUIDs; anything else never reaches a path (SECURITY 8). */
export const STORAGE_KEY = /^[0-9a-f]{32}$/;

/** Local disk under the data directory, outside anything served statically; two-level fan-out keeps folders small. */
export function localStorage(root: string): TFileStorage {
  const fileOf = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  };
  return {
    async put(key, sourcePath) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // the temp folder is on the same disk in the default layout; a copy covers a temp folder elsewhere
      try {
        await rename(sourcePath, target);
      } catch {
        await copyFile(sourcePath, target);
      }
    },
    async open(key) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch {
        return undefined;
      }
      return createReadStream(file);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      let first: string[];
      try {
        first = await readdir(root);
      } catch {
        return;
      }
      for (const a of first) {
        for (const b of await readdir(path.join(root, a)).catch(() => [] as string[])) {
          for (const key of await readdir(path.join(root, a, b)).catch(() => [] as string[])) {
            if (!STORAGE_KEY.test(key)) continue;
            const info = await stat(path.join(root, a, b, key)).catch(() => undefined);
            if (info?.isFile()) yield { key, storedAt: info.mtime };
          }
        }
      }
    },
  };
}
