import type { TSeeder } from '../../db/seeder.js';

/** The teachers' pages of issue 18 under my page (M06): bulk registration and the students' accounts. */
export const stdntMngSeeder: TSeeder = {
  name: 'stdnt-mng',
  userMenus: [
    { id: 'M0609', up: 'M06', sort: 9, nm: '학생 일괄 등록', url: '/myPage/stdntEblcUld', authrts: ['TC01'] },
    { id: 'M0610', up: 'M06', sort: 10, nm: '학생 계정 관리', url: '/mbrMng', authrts: ['TC01'] },
  ],
};
