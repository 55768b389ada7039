import { describe, expect, it } from 'vitest';
import { formatNumber } from './board-format';

describe('board formats', () => {
  it('groups a count by thousands as ko-KR does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, -4321]) expect(formatNumber(value)).toBe(value.toLocaleString('ko-KR'));
  });
});
