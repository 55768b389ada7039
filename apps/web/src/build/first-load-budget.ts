/**
 * The public first-load budget, checked by the build (vite.config.ts): the entry chunk and every
 * chunk it imports statically (the ones index.html loads or modulepreloads), gzip, 1 KiB = 1024
 * bytes. Pure, so the rule is tested without a build.
 */
/** Issue 12: the first load is 127 KiB after the domain modules (preload lists included); the budget fails the build above it. */
export const FIRST_LOAD_BUDGET_KIB = 150;
/** Admin-only libraries (ARCHITECTURE: antd loads only under /admin). */
export const ADMIN_ONLY_MODULES = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/;

export type TBuiltChunk = {
  fileName: string;
  isEntry: boolean;
  /** chunks this one imports statically */
  imports: string[];
  gzipBytes: number;
  /** module id → rendered length, for naming the largest modules */
  modules: Record<string, number>;
};

export type TBudgetResult = { ok: true; report: string } | { ok: false; report: string };

/** The first load's chunks: every entry and, transitively, what it imports statically. */
export function firstLoadChunks(chunks: TBuiltChunk[]): TBuiltChunk[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Map<string, TBuiltChunk>();
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return [...seen.values()];
}

/** Fails above the budget (naming the largest modules, so the cause shows in the build output) or when an admin-only library is loaded. */
export function checkFirstLoad(chunks: TBuiltChunk[], budgetKiB = FIRST_LOAD_BUDGET_KIB): TBudgetResult {
  const firstLoad = firstLoadChunks(chunks);
  for (const chunk of firstLoad) {
    const adminModule = Object.keys(chunk.modules).find((id) => ADMIN_ONLY_MODULES.test(id));
    if (adminModule) return { ok: false, report: `first load carries an admin-only module: ${adminModule} (in ${chunk.fileName})` };
  }
  const kib = firstLoad.reduce((sum, c) => sum + c.gzipBytes, 0) / 1024;
  const line = `public first-load JS: ${kib.toFixed(1)} KiB gzip in ${firstLoad.length} chunk(s) (budget ${budgetKiB} KiB)`;
  if (kib <= budgetKiB) return { ok: true, report: line };
  const largest = firstLoad
    .flatMap((c) => Object.entries(c.modules))
    .sort(([, a], [, b]) => b - a)
    .slice(0, 10);
  return {
    ok: false,
    report: `${line} is over budget; largest modules (rendered size, before minification):\n${largest.map(([id, length]) => `  ${(length / 1024).toFixed(1)} KiB ${id}`).join('\n')}`,
  };
}
