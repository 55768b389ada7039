import type { TMenuMngItem } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { authrtLabel, canMoveUnder, dropAction, moveTargets, stepAction } from './menu-tree-model';

const m = (menuId: string, upMenuId: string | null, level: number, sortSeq: number): TMenuMngItem => ({
  menuId,
  realmCd: 'USER',
  upMenuId,
  level,
  menuNm: menuId,
  menuUrl: null,
  menuExpln: null,
  trgtTypeCd: null,
  sortSeq,
  useYn: 'Y',
  mbrTypeAuthrts: null,
  lgnNeedYn: 'N',
  registeredBy: null,
  registeredAt: '',
  updatedBy: null,
  updatedAt: '',
});
// M01 > M0101, M0102 > M010201; M02
const list = [m('M01', null, 1, 1), m('M0101', 'M01', 2, 1), m('M0102', 'M01', 2, 2), m('M010201', 'M0102', 3, 1), m('M02', null, 1, 2)];

describe('menu tree drops', () => {
  it('within one parent is a new order; elsewhere a move at the place', () => {
    expect(dropAction(list, 'M0102', 'M0101', -1)).toEqual({ kind: 'sort', body: { realmCd: 'USER', upMenuId: 'M01', menuIds: ['M0102', 'M0101'] } });
    expect(dropAction(list, 'M0101', 'M0102', 1)).toEqual({ kind: 'sort', body: { realmCd: 'USER', upMenuId: 'M01', menuIds: ['M0102', 'M0101'] } });
    expect(dropAction(list, 'M0101', 'M0102', -1)).toBeNull();
    expect(dropAction(list, 'M0101', 'M02', 0)).toEqual({ kind: 'move', body: { menuId: 'M0101', upMenuId: 'M02', position: 0 } });
    expect(dropAction(list, 'M0101', 'M02', 1)).toEqual({ kind: 'move', body: { menuId: 'M0101', upMenuId: null, position: 2 } });
  });

  it('never into its own subtree nor past level 3', () => {
    expect(dropAction(list, 'M01', 'M0101', 0)).toBeNull();
    expect(dropAction(list, 'M0102', 'M0101', 0)).toBeNull();
    expect(dropAction(list, 'M0102', 'M02', 0)).toEqual({ kind: 'move', body: { menuId: 'M0102', upMenuId: 'M02', position: 0 } });
    expect(canMoveUnder(list, 'M01', 'M02')).toBe(false);
    expect(canMoveUnder(list, 'M02', 'M0101')).toBe(true);
  });

  it('offers the keyboard steps and targets', () => {
    expect(stepAction(list, 'M0101', -1)).toBeNull();
    expect(stepAction(list, 'M0101', 1)?.body).toEqual({ realmCd: 'USER', upMenuId: 'M01', menuIds: ['M0102', 'M0101'] });
    expect(moveTargets(list, 'M0102').map((t) => t.upMenuId)).toEqual([null, 'M02']);
    expect(moveTargets(list, 'M010201').map((t) => t.path)).toEqual(['', 'M01', 'M01 > M0101', 'M02']);
  });
});

describe('who may run a menu', () => {
  it('is said in words, never as a raw code (issue 14)', () => {
    expect(authrtLabel('USER', 'ST01')).toBe('학생(초·중학생)');
    expect(authrtLabel('USER', 'TC01')).toBe('교사');
    expect(authrtLabel('ADMIN', 'SUPER')).toBe('최고 관리자');
  });
});
