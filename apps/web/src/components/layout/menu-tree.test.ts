import { describe, expect, it } from 'vitest';
import { MENU_FIXTURE } from '../../app/testing/menu-fixtures';
import { buildMenuTree, findMenuPath, menuAction, type TMenuNode } from './menu-tree';

const names = (nodes: readonly TMenuNode[]): unknown => nodes.map((node) => (node.children.length ? [node.menuNm, names(node.children)] : node.menuNm));

describe('buildMenuTree', () => {
  it('nests the flat list into 3 levels, each ordered by sortSeq', () => {
    expect(names(buildMenuTree(MENU_FIXTURE))).toEqual([
      ['진로검사', [['진로심리검사', ['검사하기', '검사 결과']], '진로정보']],
      ['진로활동', ['나의 활동', '진로교육 사이트', '준비 중인 메뉴']],
      '교육원 소개',
    ]);
  });

  it('leaves out menus whose parent is missing or not one level up', () => {
    const tree = buildMenuTree([
      ...MENU_FIXTURE,
      { ...MENU_FIXTURE[4]!, menuId: 'ORPHAN', upMenuId: 'NONE', menuNm: '고아' },
      { ...MENU_FIXTURE[4]!, menuId: 'SKIP', upMenuId: 'M1', level: 3, menuNm: '건너뜀' },
    ]);
    expect(JSON.stringify(names(tree))).not.toMatch(/고아|건너뜀/);
  });
});

describe('findMenuPath', () => {
  const tree = buildMenuTree(MENU_FIXTURE);
  const path = (pathname: string) => findMenuPath(tree, pathname).map((node) => node.menuNm);

  it('finds the exact menu with its ancestors', () => {
    expect(path('/crrInsp/crrInspRslt')).toEqual(['진로검사', '진로심리검사', '검사 결과']);
    expect(path('/crrInsp/crrInfo/')).toEqual(['진로검사', '진로정보']);
  });

  it('else takes the longest prefix at a segment boundary', () => {
    expect(path('/crrInsp/crrInfo/detail/J01')).toEqual(['진로검사', '진로정보']);
    expect(path('/crrInsp/crrInfoX')).toEqual([]);
    expect(path('/unknown')).toEqual([]);
  });

  it('prefers the deeper menu when a parent repeats its child URL', () => {
    const withParentUrl = buildMenuTree(MENU_FIXTURE.map((m) => (m.menuId === 'M1-1' ? { ...m, menuUrl: '/crrInsp/crrInsp' } : m)));
    expect(findMenuPath(withParentUrl, '/crrInsp/crrInsp').map((n) => n.menuNm)).toEqual(['진로검사', '진로심리검사', '검사하기']);
  });
});

describe('menuAction (spec §6)', () => {
  const byId = (id: string) => MENU_FIXTURE.find((m) => m.menuId === id)!;

  it('blocks a menu without access, and one without a usable URL', () => {
    expect(menuAction(byId('M2-1'))).toEqual({ kind: 'blocked', messageKey: 'menu.noAuthority' });
    expect(menuAction(byId('M2-3'))).toEqual({ kind: 'blocked', messageKey: 'menu.cannotRun' });
    expect(menuAction(byId('M1'))).toEqual({ kind: 'blocked', messageKey: 'menu.cannotRun' });
    expect(menuAction({ ...byId('M3'), menuUrl: '//evil.example' })).toEqual({ kind: 'blocked', messageKey: 'menu.cannotRun' });
  });

  it('opens trgtTypeCd B in a new window', () => {
    expect(menuAction(byId('M2-2'))).toEqual({ kind: 'external', href: 'https://www.career.go.kr', newWindow: true });
    expect(menuAction({ ...byId('M3'), trgtTypeCd: 'B' })).toEqual({ kind: 'internal', to: '/eduIntdcn/grts', newWindow: true });
    expect(menuAction(byId('M3'))).toEqual({ kind: 'internal', to: '/eduIntdcn/grts', newWindow: false });
  });

  it('offers a guest the login for a login-only page; a member goes there', () => {
    const loginOnly = { ...byId('M3'), lgnNeedYn: 'Y' as const };
    expect(menuAction(loginOnly, true)).toEqual({ kind: 'login', to: '/eduIntdcn/grts' });
    expect(menuAction(loginOnly, false)).toEqual({ kind: 'internal', to: '/eduIntdcn/grts', newWindow: false });
    expect(menuAction({ ...loginOnly, acsAuthrt: 'N' }, true)).toEqual({ kind: 'blocked', messageKey: 'menu.noAuthority' });
  });
});
