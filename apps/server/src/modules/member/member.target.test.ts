import { expect, test } from 'vitest';
import { createMember } from '../../test/identity.js';
import { useTestDatabase } from '../../test/database.js';
import { inTarget, targetProfileOf } from './member.target.js';

const database = useTestDatabase();
const thisYear = Number(new Date().getFullYear());

test('a student without a school type gets one from the birth date; others keep the stored one; only active members count', async () => {
  const db = database.db;
  const student = await createMember(db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', schlTypeCd: null, brdt: `${thisYear - 14}-03-01` });
  expect(await targetProfileOf(db, student.userId)).toEqual({ mbrTypeAuthrt: 'ST01', schlTypeCd: 'MD01', active: true });
  const set = await createMember(db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', schlTypeCd: 'EL01', brdt: `${thisYear - 16}-03-01` });
  expect((await targetProfileOf(db, set.userId))?.schlTypeCd).toBe('EL01');
  const teacher = await createMember(db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01', schlTypeCd: null });
  expect(await targetProfileOf(db, teacher.userId)).toEqual({ mbrTypeAuthrt: 'TC01', schlTypeCd: null, active: true });
  const locked = await createMember(db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', schlTypeCd: 'MD01', userSttsCd: 'LOCK' });
  expect((await targetProfileOf(db, locked.userId))?.active).toBe(false);
  expect(await targetProfileOf(db, 'no-such-member')).toBeUndefined();
});

test('inTarget: the member type, then the school types when named; an inactive or unknown member is outside', () => {
  const profile = { mbrTypeAuthrt: 'ST01', schlTypeCd: 'MD01', active: true };
  expect(inTarget(['ST01'], [], profile)).toBe(true);
  expect(inTarget(['ST01'], ['MD01', 'HI01'], profile)).toBe(true);
  expect(inTarget(['ST01'], ['EL01'], profile)).toBe(false);
  expect(inTarget(['TC01'], [], profile)).toBe(false);
  expect(inTarget(['ST01'], ['MD01'], { ...profile, schlTypeCd: null })).toBe(false);
  expect(inTarget(['ST01'], [], { ...profile, active: false })).toBe(false);
  expect(inTarget(['ST01'], [], undefined)).toBe(false);
});
