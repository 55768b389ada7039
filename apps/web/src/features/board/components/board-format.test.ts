import { describe, expect, it } from 'vitest';
import { formatDay, formatNumber } from './board-format';

describe('board formats', () => {
  it('groups a count by thousands as ko-KR does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, -4321]) expect(formatNumber(value)).toBe(value.toLocaleString('ko-KR'));
  });

  it('reads a time as its Seoul day, and leaves an unreadable one as it came', () => {
    expect(formatDay('2026-11-30T15:30:00Z')).toBe('2026-12-01');
    expect(formatDay('someday')).toBe('someday');
  });
});
