import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Module boundaries (issue 12, ARCHITECTURE convention 5):
 * - a server module is used by any other code only through its index.ts; another module's *.table.ts
 *   may be read for a join, and the seed registry lists each module's *.seed.ts;
 * - a web feature imports no other feature, and lib/ and components/ import no feature.
 */
const root = path.resolve(import.meta.dirname, '..');
const SERVER_MODULES = path.join(root, 'apps/server/src/modules');
const SEED_REGISTRY = path.join(SERVER_MODULES, 'seeds.ts');
const WEB_SRC = path.join(root, 'apps/web/src');
const WEB_FEATURES = path.join(WEB_SRC, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s+['"](\.[^'"]+)['"]/gm;

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => path.resolve(path.dirname(file), (m[1] ?? m[2] ?? m[3])!));
}

/** The top folder of `target` under `base`, or undefined when it is not under it. */
function topFolder(base: string, target: string): string | undefined {
  const rel = path.relative(base, target);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [first, second] = rel.split(path.sep);
  return second === undefined ? undefined : first;
}

const rel = (file: string) => path.relative(root, file);

export function serverCrossings(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(path.join(root, 'apps/server/src'))) {
    const own = topFolder(SERVER_MODULES, file);
    for (const target of relativeImports(file)) {
      const module = topFolder(SERVER_MODULES, target);
      if (module === undefined || module === own) continue;
      const name = path.basename(target);
      if (name === 'index.js' || name.endsWith('.table.js')) continue;
      // The seed registry (modules/seeds.ts) lists each module's seeder.
      if (file === SEED_REGISTRY && name.endsWith('.seed.js')) continue;
      found.push(`${rel(file)} -> ${rel(target)}`);
    }
  }
  return found;
}

export function webCrossings(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(WEB_SRC)) {
    const own = topFolder(WEB_FEATURES, file);
    const outsideFeatures = own === undefined;
    for (const target of relativeImports(file)) {
      const feature = topFolder(WEB_FEATURES, target);
      if (feature === undefined || feature === own) continue;
      // app/ and main.tsx compose the features (router, layouts, first requests); everything else stays out of them.
      if (outsideFeatures && (rel(file).startsWith('apps/web/src/app/') || rel(file) === 'apps/web/src/main.tsx')) continue;
      found.push(`${rel(file)} -> ${rel(target)}`);
    }
  }
  return found;
}
