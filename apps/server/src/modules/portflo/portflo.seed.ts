import { eq } from 'drizzle-orm';
import type { TSeeder } from '../../db/seeder.js';
import { portflo } from './portflo.table.js';

/** The career history's menu (students and teachers) and, in demo mode, student1's portfolio settings. */
export const portfloSeeder: TSeeder = {
  name: 'portflo',
  userMenus: [{ id: 'M0605', up: 'M06', sort: 5, nm: '학생 진로이력', url: '/myPage/stdntCrrHstry', authrts: ['ST01', 'ST02', 'TC01'] }],
  async demo(tx) {
    const [existing] = await tx.select({ userId: portflo.userId }).from(portflo).where(eq(portflo.userId, 'student1'));
    if (existing) return;
    await tx.insert(portflo).values({
      userId: 'student1',
      slfIntrcn:
        '사람들이 생활 속에서 겪는 불편을 기술로 풀어 보는 일에 관심이 많습니다. 학교 과학 동아리에서 친구들과 생활 속 문제를 찾아 작은 발명품을 만들어 보았습니다.',
      goal: '소프트웨어 개발자가 되어 누구나 쉽게 쓸 수 있는 서비스를 만들고 싶습니다. 올해는 코딩 체험 프로그램에 참여하고, 관련 직업인을 만나 보는 것이 목표입니다.',
      hiddenSections: ['POINT'],
      registeredBy: 'system',
      updatedBy: 'system',
    });
  },
};
