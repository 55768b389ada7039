import type { TSeeder } from '../../db/seeder.js';

/** The my-page section: every page under it needs a login. */
export const myInfoSeeder: TSeeder = {
  name: 'my-info',
  userMenus: [
    { id: 'M06', sort: 7, nm: '마이페이지', url: '/myPage/myInfo', lgn: 'Y' },
    { id: 'M0601', up: 'M06', sort: 1, nm: '내 정보', url: '/myPage/myInfo' },
  ],
};
