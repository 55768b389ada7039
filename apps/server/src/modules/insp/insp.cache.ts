import type { TInspDefinition } from '@portal/contract';
import type { TDb, TDbOrTx, TTx } from '../../db/client.js';
import { bumpCacheVersion, cacheVersion, perDatabase, VersionedCache } from '../../db/versioned-cache.js';
import { findCatalogueRows, findVer, type TInspRow } from './insp.repo.js';

/*
 * The tests and their published definitions, read by every catalogue, sheet and result request,
 * held per process (decision 008's versioned cache): a change of a test (meta, publication,
 * status) bumps cache_ver 'insp' in its transaction; the changing process installs the new
 * catalogue at once, the others within CACHE_CHECK_MS. A version's definition never changes once
 * published, so definitions are also kept by verId (retired versions for their old results);
 * drafts are never cached.
 */

const CACHE_NM = 'insp';

export type TCatalogueEntry = TInspRow & { pubVerNo: number | null; pubDef: TInspDefinition | null };
export type TCatalogue = { list: readonly TCatalogueEntry[]; byName: ReadonlyMap<string, TCatalogueEntry> };

const toCatalogue = (rows: Awaited<ReturnType<typeof findCatalogueRows>>): TCatalogue => {
  const list = rows.map((r) => ({ ...r.insp, pubVerNo: r.pubVerNo, pubDef: r.pubDef }));
  return { list, byName: new Map(list.map((e) => [e.inspName, e])) };
};

const caches = perDatabase((db: TDb) => ({
  catalogue: new VersionedCache<TCatalogue>({
    latestVersion: () => cacheVersion(db, CACHE_NM),
    load: async (latest) => ({ version: latest, value: toCatalogue(await findCatalogueRows(db)) }),
  }),
  /** published and retired versions' definitions (immutable) */
  definitions: new Map<number, TInspDefinition>(),
}));

/** Every test, in the operator's order, as of the last version this process saw. */
export const cachedCatalogue = (db: TDb) => caches(db).catalogue.get();

/** A test by its address name. */
export async function cachedInsp(db: TDb, inspName: string): Promise<TCatalogueEntry | undefined> {
  return (await cachedCatalogue(db)).byName.get(inspName);
}

/** The definition of a version a sheet was taken on (published or retired: immutable); `via`: the caller's transaction. */
export async function definitionOf(db: TDb, verId: number, via: TDbOrTx = db): Promise<TInspDefinition> {
  const cache = caches(db).definitions;
  const held = cache.get(verId);
  if (held) return held;
  const ver = await findVer(via, verId);
  if (!ver) throw new Error(`insp_ver ${verId} missing`);
  if (ver.sttsCd !== 'DRAFT') cache.set(verId, ver.definition);
  return ver.definition;
}

/** Runs a change of tests in one transaction that also bumps their version, then installs the new catalogue in this process. */
export async function changeInsps<T>(db: TDb, by: string, work: (tx: TTx) => Promise<T>): Promise<T> {
  const { out, version, catalogue } = await db.transaction(async (tx) => {
    const out = await work(tx);
    const version = await bumpCacheVersion(tx, CACHE_NM, by);
    return { out, version, catalogue: toCatalogue(await findCatalogueRows(tx)) };
  });
  caches(db).catalogue.publish(version, catalogue);
  return out;
}

/** A change of tests inside a caller's transaction (seeders): every process sees it by the version. */
export const inspsChanged = (tx: TTx, by: string) => bumpCacheVersion(tx, CACHE_NM, by);
