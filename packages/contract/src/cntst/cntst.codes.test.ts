import { expect, test } from 'vitest';
import { cntstPhaseOf, cntstScoringOpen } from './cntst.codes.js';

const contest = {
  sttsCd: 'OPEN' as const,
  aplyBgngDt: '2026-11-01T00:00:00.000Z',
  aplyEndDt: '2026-11-10T00:00:00.000Z',
  jdgBgngDt: '2026-11-12T00:00:00.000Z',
};
const at = (iso: string) => new Date(iso);

test('the phase follows the dates and the status', () => {
  expect(cntstPhaseOf(contest, at('2026-10-31T23:59:59.999Z'))).toBe('READY');
  expect(cntstPhaseOf(contest, at('2026-11-01T00:00:00.000Z'))).toBe('APLY');
  expect(cntstPhaseOf(contest, at('2026-11-10T00:00:00.000Z'))).toBe('CLOSED');
  expect(cntstPhaseOf(contest, at('2026-11-12T00:00:00.000Z'))).toBe('JDG');
  expect(cntstPhaseOf({ ...contest, sttsCd: 'PUBLISHED' }, at('2026-11-05T00:00:00.000Z'))).toBe('ANN');
});

test('scoring is open from the end of the entry period until publication, before the announced judging period too', () => {
  expect(cntstScoringOpen(contest, at('2026-11-09T23:59:59.999Z'))).toBe(false);
  expect(cntstScoringOpen(contest, at('2026-11-10T00:00:00.000Z'))).toBe(true);
  expect(cntstScoringOpen(contest, at('2026-12-31T00:00:00.000Z'))).toBe(true);
  expect(cntstScoringOpen({ ...contest, sttsCd: 'PUBLISHED' }, at('2026-11-11T00:00:00.000Z'))).toBe(false);
  expect(cntstScoringOpen({ ...contest, sttsCd: 'DRAFT' }, at('2026-11-11T00:00:00.000Z'))).toBe(false);
});
