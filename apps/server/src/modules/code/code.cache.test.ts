import { expect, test } from 'vitest';
import { toSnapshot } from './code.cache.js';
import type { TReflectedCode } from './code.table.js';

const code = (comCd: string, sortSeq: number): TReflectedCode => ({ comCdId: `G.${comCd}`, upComCdId: 'G', comCd, comCdNm: comCd, cdExpln: null, sortSeq });

test('a snapshot lists each code under its parent in order and finds it by id', () => {
  const snapshot = toSnapshot(2, [code('A', 2), code('B', 1), { ...code('C', 1), comCdId: 'G', upComCdId: null, comCd: 'G' }]);
  expect(snapshot.rflctVer).toBe(2);
  expect(snapshot.byParent.get('G')?.map((c) => c.comCd)).toEqual(['B', 'A']);
  expect(snapshot.byId.get('G.A')?.sortSeq).toBe(2);
  expect(snapshot.byParent.has('')).toBe(false);
});
