import { expect, test } from 'vitest';
import { maskEmail, maskMblTelno, maskUserNm } from './member-mask.js';

test('names keep their first and last letter', () => {
  expect(maskUserNm('김철수')).toBe('김*수');
  expect(maskUserNm('홍길')).toBe('홍*');
  expect(maskUserNm('남궁민수')).toBe('남**수');
  expect(maskUserNm('이')).toBe('이');
});

test('mobile numbers keep the carrier prefix and the last four digits', () => {
  expect(maskMblTelno('010-1234-5678')).toBe('010-****-5678');
  expect(maskMblTelno('01012345678')).toBe('010-****-5678');
  expect(maskMblTelno('011-123-4567')).toBe('011-***-4567');
  expect(maskMblTelno(null)).toBeNull();
  expect(maskMblTelno('12345')).toBe('*****');
});

test('e-mail addresses keep two letters of the local part and the domain', () => {
  expect(maskEmail('minji@example.com')).toBe('mi***@example.com');
  expect(maskEmail('ab@example.com')).toBe('a***@example.com');
  expect(maskEmail('a@example.com')).toBe('***@example.com');
  expect(maskEmail('nodomain')).toBe('***');
  expect(maskEmail(null)).toBeNull();
});
