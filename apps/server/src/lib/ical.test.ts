import { expect, test } from 'vitest';
import { icalOf } from './ical.js';

test('an event is written in UTC with its texts escaped and long lines folded', () => {
  const text = icalOf(
    [
      {
        uid: 'rsvt-1@portal',
        start: new Date('2026-12-01T01:00:00Z'),
        end: new Date('2026-12-01T03:00:00Z'),
        summary: '드론, 코딩; 체험',
        location: '1층 미래관\n2층',
      },
    ],
    new Date('2026-11-27T00:00:00Z'),
  );
  expect(text).toContain('DTSTART:20261201T010000Z\r\n');
  expect(text).toContain('SUMMARY:드론\\, 코딩\\; 체험\r\n');
  expect(text).toContain('LOCATION:1층 미래관\\n2층\r\n');
  const long = icalOf([{ uid: 'u', start: new Date(0), end: new Date(0), summary: '가'.repeat(60) }]);
  expect(long.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
  expect(long).toContain('\r\n 가');
});
