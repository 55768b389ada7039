import type { TCodeReflectStatus } from '@portal/contract';
import type { TDb, TDbOrTx, TTx } from '../../db/client.js';
import { perDatabase, VersionedCache } from '../../db/versioned-cache.js';
import { toSnapshot, type TCodeSnapshot } from './code.cache.js';
import { findAllCodes, insertReflect, latestReflect, latestReflectVersion, lockReflects, type TCodeRow } from './code.repo.js';
import type { TReflectedCode } from './code.table.js';

/** The fields users see, in one key order (jsonb reorders keys, so snapshots are compared through this). */
export const toReflected = (row: TReflectedCode): TReflectedCode => ({
  comCdId: row.comCdId,
  upComCdId: row.upComCdId,
  comCd: row.comCd,
  comCdNm: row.comCdNm,
  cdExpln: row.cdExpln,
  sortSeq: row.sortSeq,
});

/** The codes users would see now: active codes whose ancestors are all active, by comCdId. */
export function reflectableCodes(rows: readonly TCodeRow[]): TReflectedCode[] {
  const byId = new Map(rows.map((row) => [row.comCdId, row]));
  const visible = (row: TCodeRow | undefined, depth = 0): boolean =>
    row !== undefined && row.useYn === 'Y' && depth < 100 && (row.upComCdId === null || visible(byId.get(row.upComCdId), depth + 1));
  return canonical(rows.filter((row) => visible(row)));
}

const canonical = (codes: readonly TReflectedCode[]) => codes.map(toReflected).sort((a, b) => (a.comCdId < b.comCdId ? -1 : a.comCdId > b.comCdId ? 1 : 0));

/** The reflected codes held by one process (decision 008), one cache per database handle. */
export const codeCacheFor = perDatabase(
  (db: TDb) =>
    new VersionedCache<TCodeSnapshot>({
      latestVersion: (via = db) => latestReflectVersion(via),
      // the newest reflect, whatever was just read: its row carries its own version
      load: async (_latest, via = db) => {
        const row = await latestReflect(via);
        const rflctVer = row?.rflctVer ?? 0;
        return { version: rflctVer, value: toSnapshot(rflctVer, row?.codes ?? []) };
      },
    }),
);

/** Stores the current codes as the new reflected version (in the caller's transaction). */
export async function writeReflect(tx: TTx, by: string, codes?: TReflectedCode[]) {
  await lockReflects(tx);
  return insertReflect(tx, codes ?? reflectableCodes(await findAllCodes(tx)), by);
}

/** spec §4: reflect the codes to the user screen; this process sees the new version at once. */
export async function reflectCodes(db: TDb, by: string): Promise<TCodeReflectStatus> {
  const row = await db.transaction((tx) => writeReflect(tx, by));
  codeCacheFor(db).publish(row.rflctVer, toSnapshot(row.rflctVer, row.codes));
  return { rflctVer: row.rflctVer, rflctAt: row.rflctAt.toISOString(), rflctBy: row.rflctBy, pendingYn: 'N' };
}

export async function reflectStatus(db: TDb): Promise<TCodeReflectStatus> {
  const [row, rows] = await Promise.all([latestReflect(db), findAllCodes(db)]);
  const now = JSON.stringify(reflectableCodes(rows));
  const seen = JSON.stringify(canonical(row?.codes ?? []));
  return { rflctVer: row?.rflctVer ?? 0, rflctAt: row?.rflctAt.toISOString() ?? null, rflctBy: row?.rflctBy ?? null, pendingYn: now === seen ? 'N' : 'Y' };
}

/** The reflected, active children of a code, in order (what every module reads). */
/** `via`: the caller's transaction, when it holds one (see TVersionedSource). */
export async function reflectedChildren(db: TDb, upComCdId: string, via?: TDbOrTx): Promise<readonly TReflectedCode[]> {
  return (await codeCacheFor(db).get(via)).byParent.get(upComCdId) ?? [];
}

export async function reflectedCode(db: TDb, comCdId: string): Promise<TReflectedCode | undefined> {
  return (await codeCacheFor(db).get()).byId.get(comCdId);
}
