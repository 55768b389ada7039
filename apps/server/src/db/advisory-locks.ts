/**
 * Keys of the session-wide PostgreSQL advisory locks (two-int form: namespace, lock), so that
 * several portal processes starting together on one DATABASE_URL take turns. The namespace
 * keeps clear of other applications that might share the database.
 */
export const ADVISORY_LOCK_NAMESPACE = 0x435252; // 'CRR'
export const MIGRATE_LOCK = 1;
export const SEED_LOCK = 2;
export const FILE_SWEEP_LOCK = 3;
