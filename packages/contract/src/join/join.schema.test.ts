import { describe, expect, it } from 'vitest';
import { isReservedUserId, isSafeReturnPath, normalizeMblTelno, ZBrdt, ZMbrJoinRequest, ZUserId } from './join.schema.js';

describe('join contract', () => {
  it('return paths are pages of our own route table (SECURITY 5)', () => {
    expect(isSafeReturnPath('/mbrJoin/mbrJoinWrite')).toBe(true);
    expect(isSafeReturnPath('/login/findId')).toBe(true);
    for (const bad of ['//evil.example', '/\\evil', 'https://evil.example', 'javascript:alert(1)', '/mbrJoin/mbrJoinWrite?x=1', '/no/such/page', '']) {
      expect(isSafeReturnPath(bad), bad).toBe(false);
    }
  });

  it('ids: lower case, 4 to 20, starting with a letter; reserved ids refused', () => {
    expect(ZUserId.parse(' NewUser_1 ')).toBe('newuser_1');
    expect(ZUserId.safeParse('1abc').success).toBe(false);
    expect(ZUserId.safeParse('abc').success).toBe(false);
    expect(isReservedUserId('root')).toBe(true);
    expect(isReservedUserId('admin2')).toBe(true);
    expect(isReservedUserId('student9')).toBe(false);
  });

  it('birth dates are real calendar dates; mobile numbers get one stored form', () => {
    expect(ZBrdt.safeParse('2012-02-29').success).toBe(true);
    expect(ZBrdt.safeParse('2013-02-29').success).toBe(false);
    expect(ZBrdt.safeParse('20120229').success).toBe(false);
    expect(normalizeMblTelno('01012345678')).toBe('010-1234-5678');
    expect(normalizeMblTelno('011-123-4567')).toBe('011-123-4567');
  });

  it('a join request drops what the server must not take from the client (SECURITY 15)', () => {
    const parsed = ZMbrJoinRequest.parse({
      mbrTypeAuthrt: 'GN01',
      userId: 'newuser',
      pswd: 'x',
      pswdCnfm: 'x',
      agreements: [],
      vrfcId: 'v',
      userTypeCd: 'A',
      userNm: '가짜',
      ciHash: 'c',
    });
    expect(parsed).not.toHaveProperty('userTypeCd');
    expect(parsed).not.toHaveProperty('userNm');
    expect(parsed).not.toHaveProperty('ciHash');
    expect(ZMbrJoinRequest.safeParse({ mbrTypeAuthrt: 'AD01', userId: 'newuser', pswd: 'x', pswdCnfm: 'x', agreements: [], vrfcId: 'v' }).success).toBe(false);
  });
});
