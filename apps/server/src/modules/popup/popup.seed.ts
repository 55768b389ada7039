import type { TSeeder } from '../../db/seeder.js';
import { seedPopupsWhenEmpty } from './popup.repo.js';

/**
 * Demo data: one text popup on /main. Seeds run at every start, so its period is fixed and wide
 * (not "from now"), and a second run changes nothing.
 */
export const popupSeeder: TSeeder = {
  name: 'popup',
  adminMenus: [{ id: 'A0403', up: 'A04', sort: 3, nm: '알림창 관리', url: '/admin/popup' }],
  async demo(tx) {
    await seedPopupsWhenEmpty(tx, [
      {
        popupNm: '진로교육포털 이용 안내',
        bgngDt: '2026-01-01T00:00:00+09:00',
        endDt: '2030-12-31T23:59:59+09:00',
        trgtPages: ['/main'],
        // top right of the home page, clear of the title, the banners and the shortcuts below them
        width: 360,
        height: 200,
        posTop: 20,
        posLeft: 860,
        cnTypeCd: 'TEXT',
        imageFileId: null,
        imageAlt: null,
        cn: '진로교육포털에 오신 것을 환영합니다.\n교육원과 주제관 소개, 진로 도서와 진로 사이트를 한곳에서 만나 보세요.\n\n회원가입을 하면 묻고 답하기에 궁금한 점을 남길 수 있습니다.',
        linkUrl: null,
        trgtTypeCd: null,
        sortSeq: 1,
        useYn: 'Y',
      },
    ]);
  },
};
