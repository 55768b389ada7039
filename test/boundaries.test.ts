import { describe, expect, it } from 'vitest';
import { serverCrossings, webCrossings } from './boundaries.js';
import { KNOWN_CROSSINGS } from './known-crossings.js';

describe('module boundaries', () => {
  it.each([
    ['server modules', serverCrossings],
    ['web features', webCrossings],
  ] as const)('no import crosses into another %s internals', (_side, crossings) => {
    const fresh = crossings().filter((crossing) => !KNOWN_CROSSINGS.has(crossing));
    expect(fresh, 'import the module through its index.ts, or move what is shared to lib/ or components/').toEqual([]);
  });

  it('the known crossings still exist (remove an entry once it is fixed)', () => {
    const all = new Set([...serverCrossings(), ...webCrossings()]);
    expect([...KNOWN_CROSSINGS].filter((crossing) => !all.has(crossing))).toEqual([]);
  });
});
