import { describe, expect, it } from 'vitest';
import { serverCrossings, webCrossings } from './boundaries.js';

describe('module boundaries', () => {
  it.each([
    ['server modules', serverCrossings],
    ['web features', webCrossings],
  ] as const)('no import crosses into another of the %s', (_side, crossings) => {
    expect(crossings(), 'import the module through its index.ts, or move what is shared to lib/ or components/').toEqual([]);
  });
});
