import type { TAdmCodeItem } from '@portal/contract';
import { expect, test } from 'vitest';
import { buildCodeTree, childrenByParent, descendantsOf, reorder, shift } from './code-tree-data';

const code = (comCdId: string, comCdNm: string): TAdmCodeItem => {
  const dot = comCdId.lastIndexOf('.');
  return {
    comCdId,
    upComCdId: dot < 0 ? null : comCdId.slice(0, dot),
    comCd: comCdId.slice(dot + 1),
    comCdNm,
    cdExpln: null,
    sortSeq: 0,
    useYn: 'Y',
    sysYn: 'N',
    registeredBy: null,
    registeredAt: '',
    updatedBy: null,
    updatedAt: '',
  };
};
const codes = [code('G', '분류'), code('G.A', '가'), code('G.A.X', '엑스'), code('G.B', '나'), code('H', '다른 분류')];
const children = childrenByParent(codes);

test('the tree keeps the server order; a search keeps matches and their ancestors, expanded', () => {
  expect(buildCodeTree(children, '').nodes.map((n) => n.key)).toEqual(['G', 'H']);
  const found = buildCodeTree(children, '엑스');
  expect(found.nodes.map((n) => n.key)).toEqual(['G']);
  expect(found.nodes[0]!.children.map((n) => n.key)).toEqual(['G.A']);
  expect(found.expandKeys.sort()).toEqual(['G', 'G.A']);
  expect(buildCodeTree(children, 'x').nodes[0]!.children[0]!.children.map((n) => n.key)).toEqual(['G.A.X']);
  expect(buildCodeTree(children, '없음').nodes).toEqual([]);
});

test('descendants, drop order and keyboard moves', () => {
  expect(descendantsOf(children, 'G').map((c) => c.comCdId)).toEqual(['G.A', 'G.A.X', 'G.B']);
  expect(reorder(['a', 'b', 'c'], 'c', 'a', false)).toEqual(['c', 'a', 'b']);
  expect(reorder(['a', 'b', 'c'], 'a', 'c', true)).toEqual(['b', 'c', 'a']);
  expect(shift(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
  expect(shift(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
});
