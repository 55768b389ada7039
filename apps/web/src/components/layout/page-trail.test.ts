import { describe, expect, it } from 'vitest';
import { MENU_FIXTURE } from '../../app/testing/menu-fixtures';
import { buildMenuTree } from './menu-tree';
import { documentTitle, pageTrail } from './page-trail';

const tree = buildMenuTree(MENU_FIXTURE);
const labels = (input: Omit<Parameters<typeof pageTrail>[0], 'tree'>) => pageTrail({ tree, ...input }).map((crumb) => crumb.label);
const title = (input: Omit<Parameters<typeof pageTrail>[0], 'tree'>, admin = false) =>
  documentTitle({ siteName: '진로교육포털', admin, trail: pageTrail({ tree, ...input }) });

describe('pageTrail', () => {
  it('is the menu path of a menu page, with links where a menu has a page', () => {
    const trail = pageTrail({ tree, pathname: '/crrInsp/crrInspRslt', crumb: '검사 결과 화면' });
    expect(trail.map((crumb) => [crumb.label, crumb.to, crumb.menuId])).toEqual([
      ['진로검사', undefined, 'M1'],
      ['진로심리검사', undefined, 'M1-1'],
      ['검사 결과', '/crrInsp/crrInspRslt', 'M1-1-2'],
    ]);
  });

  it('adds the record name, else the route name, on a page below its menu', () => {
    expect(labels({ pathname: '/crrInsp/crrInfo/detail/J01', crumb: '직업 상세', recordName: '소프트웨어 개발자' })).toEqual([
      '진로검사',
      '진로정보',
      '소프트웨어 개발자',
    ]);
    expect(labels({ pathname: '/crrInsp/crrInfo/detail/J01', crumb: '직업 상세' })).toEqual(['진로검사', '진로정보', '직업 상세']);
    // a route named as its menu does not repeat it
    expect(labels({ pathname: '/crrInsp/crrInfo/detail/J01', crumb: '진로정보' })).toEqual(['진로검사', '진로정보']);
  });

  it("follows the route's menuUrl when no menu points at the path", () => {
    expect(labels({ pathname: '/eduIntdcn/bmnexhlIntdcnView/3', menuUrl: '/eduIntdcn/grts', crumb: '대주제관 소개', recordName: '진로 탐색관' })).toEqual([
      '교육원 소개',
      '진로 탐색관',
    ]);
  });

  it('is the route name (and the record) off the menu; nothing on a page without either', () => {
    expect(labels({ pathname: '/login', crumb: '로그인' })).toEqual(['로그인']);
    expect(labels({ pathname: '/x/board/free/3', crumb: '게시판', recordName: '안녕하세요' })).toEqual(['게시판', '안녕하세요']);
    expect(labels({ pathname: '/main' })).toEqual([]);
  });
});

describe('documentTitle', () => {
  it('reads page | section | site, the narrowest first', () => {
    expect(title({ pathname: '/crrInsp/crrInspRslt' })).toBe('검사 결과 | 진로심리검사 | 진로검사 | 진로교육포털');
    expect(title({ pathname: '/eduIntdcn/grts' })).toBe('교육원 소개 | 진로교육포털');
    expect(title({ pathname: '/crrInsp/crrInfo/9', recordName: '기자' })).toBe('기자 | 진로정보 | 진로검사 | 진로교육포털');
  });

  it('is the site alone on the home page; the admin realm says 관리자', () => {
    expect(title({ pathname: '/main' })).toBe('진로교육포털');
    expect(title({ pathname: '/admin/login', crumb: '관리자 로그인' }, true)).toBe('관리자 로그인 | 진로교육포털 관리자');
  });

  it('names the not-found page whatever the route', () => {
    const trail = pageTrail({ tree, pathname: '/crrInsp/crrInfo/999', recordName: '기자' });
    expect(documentTitle({ siteName: '진로교육포털', admin: false, trail, notFoundTitle: '페이지를 찾을 수 없습니다' })).toBe(
      '페이지를 찾을 수 없습니다 | 진로교육포털',
    );
  });
});
