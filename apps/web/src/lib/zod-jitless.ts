/*
 * zod compiles its object parsers with `new Function` unless told not to, and decides so when a
 * schema is created, probing for eval first. The page CSP allows no eval: the caught probe is still
 * a reported violation (decision 017). zod keeps its configuration on `globalThis.__zod_globalConfig`
 * (shared by every copy of it) and takes what is there: main.tsx imports this first, before any
 * contract schema, without loading zod into the first load. The e2e journeys fail on a violation,
 * should a zod version stop reading it.
 */
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true };
