import { describe, expect, it } from 'vitest';
import { ATNDC_LABELS, ATNDC_MESSAGES } from './atndc.messages.js';
import { ZAtndcMarkBody, ZChkinBody } from './atndc.schema.js';

describe('atndc schemas', () => {
  it('labels the attendance codes in Korean', () => {
    expect(ATNDC_LABELS).toEqual({ PRSNT: '출석', LATE: '지각', ABSNT: '결석' });
  });

  it('refuses an empty marking with a Korean message and trims remarks to null', () => {
    const empty = ZAtndcMarkBody.safeParse({ items: [] });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(ATNDC_MESSAGES.markEmpty);
    expect(ZAtndcMarkBody.parse({ items: [{ aplyId: '3', atndcCd: 'LATE', rmrk: '  ' }] })).toEqual({ items: [{ aplyId: 3, atndcCd: 'LATE', rmrk: null }] });
  });

  it('takes a 16-hex token only', () => {
    expect(ZChkinBody.safeParse({ h: 1, t: '0123456789abcdef' }).success).toBe(true);
    const bad = ZChkinBody.safeParse({ h: 1, t: 'nothex' });
    expect(bad.error?.issues[0]?.message).toBe(ATNDC_MESSAGES.qrExpired);
  });
});
