import { beforeEach, expect, test, vi } from 'vitest';
import { POINT_TYPE_CDS } from '@portal/contract';
import type { TTx } from '../db/client.js';
import { earnPoint, setPointHandler, type TPointHandler } from './point-hook.js';

const tx = { marker: 'the caller transaction' } as unknown as TTx;

// before each: a test app built by an earlier file in the same worker has set the points module's handler
beforeEach(() => setPointHandler(undefined));

test('without a handler nothing happens', async () => {
  await expect(earnPoint(tx, { userId: 'u1', pointTypeCd: 'CMNT', idntfId: 'cmnt:1' })).resolves.toBe(0);
});

test('the handler gets the caller transaction and the earning', async () => {
  const handler = vi.fn(async () => 5);
  setPointHandler(handler);
  expect(await earnPoint(tx, { userId: 'u1', pointTypeCd: 'LIKE', idntfId: 'like:7' })).toBe(5);
  expect(handler).toHaveBeenCalledExactlyOnceWith(tx, { userId: 'u1', pointTypeCd: 'LIKE', idntfId: 'like:7' });
});

test('a failing handler fails the caller (whose transaction then rolls back)', async () => {
  setPointHandler(async () => {
    throw new Error('ledger refused');
  });
  await expect(earnPoint(tx, { userId: 'u1', pointTypeCd: 'CMNT', idntfId: 'cmnt:2' })).rejects.toThrow('ledger refused');
});

test('every point type of the code table passes through (spec §9)', async () => {
  const handler = vi.fn<TPointHandler>(async () => undefined);
  setPointHandler(handler);
  for (const pointTypeCd of POINT_TYPE_CDS) await earnPoint(tx, { userId: 'u1', pointTypeCd, idntfId: `${pointTypeCd}:1` });
  expect(handler.mock.calls.map(([, earn]) => earn.pointTypeCd)).toEqual([...POINT_TYPE_CDS]);
});
