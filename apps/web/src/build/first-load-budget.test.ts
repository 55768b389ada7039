import { describe, expect, it } from 'vitest';
import { checkFirstLoad, type TBuiltChunk } from './first-load-budget';

const KIB = 1024;
const chunk = (fileName: string, kib: number, over: Partial<TBuiltChunk> = {}): TBuiltChunk => ({
  fileName,
  isEntry: false,
  imports: [],
  gzipBytes: kib * KIB,
  modules: { [`/src/${fileName}.ts`]: kib * 3 * KIB },
  ...over,
});

describe('checkFirstLoad', () => {
  it('counts the entry and the chunks it imports statically, transitively, and not the lazy ones', () => {
    const result = checkFirstLoad([
      chunk('index', 90, { isEntry: true, imports: ['react', 'api'] }),
      chunk('react', 30, { imports: ['api'] }),
      chunk('api', 10),
      chunk('board-page', 500),
    ]);
    expect(result).toEqual({ ok: true, report: 'public first-load JS: 130.0 KiB gzip in 3 chunk(s) (budget 150 KiB)' });
  });

  it('passes at the budget and fails one byte above it, naming the largest modules', () => {
    expect(checkFirstLoad([chunk('index', 150, { isEntry: true })]).ok).toBe(true);
    const over = checkFirstLoad([chunk('index', 120, { isEntry: true, imports: ['big'] }), { ...chunk('big', 30), gzipBytes: 30 * KIB + 1 }]);
    expect(over.ok).toBe(false);
    expect(over.report).toMatch(/^public first-load JS: 150\.0 KiB gzip in 2 chunk\(s\) \(budget 150 KiB\) is over budget; largest modules/);
    expect(over.report.split('\n')[1]).toBe('  360.0 KiB /src/index.ts');
  });

  it('takes another budget', () => {
    expect(checkFirstLoad([chunk('index', 121, { isEntry: true })], 120).ok).toBe(false);
  });

  it('fails when an admin-only library is in the first load, whatever the size', () => {
    const result = checkFirstLoad([chunk('index', 10, { isEntry: true, modules: { '/repo/node_modules/antd/es/button/index.js': 100 } })]);
    expect(result).toEqual({ ok: false, report: 'first load carries an admin-only module: /repo/node_modules/antd/es/button/index.js (in index)' });
  });
});
