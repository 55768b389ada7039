import { expect, test } from 'vitest';
import { chkinCdOf } from './chkin.service.js';
import { chkinUrlOf, isQrTokenValid, qrTokenOf } from './qr.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';
const at = (iso: string) => new Date(iso);

test("a hall's token is 16 hex digits, fixed within its 30-second window, and ends with it", () => {
  const first = qrTokenOf(SECRET, 3, at('2026-05-12T01:00:00.000Z'));
  expect(first.token).toMatch(/^[0-9a-f]{16}$/);
  expect(qrTokenOf(SECRET, 3, at('2026-05-12T01:00:29.999Z')).token).toBe(first.token);
  expect(first.expiresAt.toISOString()).toBe('2026-05-12T01:00:30.000Z');
  expect(qrTokenOf(SECRET, 3, at('2026-05-12T01:00:30.000Z')).token).not.toBe(first.token);
  expect(qrTokenOf(SECRET, 4, at('2026-05-12T01:00:00.000Z')).token).not.toBe(first.token);
  expect(chkinUrlOf('https://portal.example.kr', 3, first.token)).toBe(`https://portal.example.kr/crrFusion/chkin?h=3&t=${first.token}`);
});

test("a scan is accepted in the token's window and the next one, not later, not for another hall or secret", () => {
  const { token } = qrTokenOf(SECRET, 3, at('2026-05-12T01:00:10.000Z'));
  expect(isQrTokenValid(SECRET, 3, token, at('2026-05-12T01:00:29.000Z'))).toBe(true); // current
  expect(isQrTokenValid(SECRET, 3, token, at('2026-05-12T01:00:59.999Z'))).toBe(true); // previous
  expect(isQrTokenValid(SECRET, 3, token, at('2026-05-12T01:01:00.000Z'))).toBe(false); // expired
  expect(isQrTokenValid(SECRET, 3, token, at('2026-05-12T00:59:59.000Z'))).toBe(false); // not yet
  expect(isQrTokenValid(SECRET, 4, token, at('2026-05-12T01:00:10.000Z'))).toBe(false);
  expect(isQrTokenValid('another-secret-that-is-long-enough-too', 3, token, at('2026-05-12T01:00:10.000Z'))).toBe(false);
  expect(isQrTokenValid(SECRET, 3, 'not-a-token', at('2026-05-12T01:00:10.000Z'))).toBe(false);
});

test('a check-in is PRSNT up to 10 minutes after the start and LATE after', () => {
  const bgng = at('2026-05-12T01:00:00.000Z');
  expect(chkinCdOf(bgng, at('2026-05-12T00:35:00.000Z'))).toBe('PRSNT');
  expect(chkinCdOf(bgng, at('2026-05-12T01:10:00.000Z'))).toBe('PRSNT');
  expect(chkinCdOf(bgng, at('2026-05-12T01:10:00.001Z'))).toBe('LATE');
});
