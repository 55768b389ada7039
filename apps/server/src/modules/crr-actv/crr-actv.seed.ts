import { ACTV_DGSTFN, ACTV_DGSTFN_CDS, ACTV_DGSTFN_GROUP, schlYrOf, seoulDate, type TActvSeCd, type TActvDgstfnCd } from '@portal/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import type { TSeeder } from '../../db/seeder.js';
import { cls, clsStdnt } from '../cls/cls.table.js';
import { mbr } from '../member/member.table.js';
import { crrActv, crrActvStdnt } from './crr-actv.table.js';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => seoulDate(new Date(Date.now() - days * DAY));

/** Students and teachers (spec §6: ST01, ST02 students; TC01 teachers) use the activities. */
const ACTV_USERS = ['ST01', 'ST02', 'TC01'];

type TDemoActv = {
  actvSeCd: TActvSeCd;
  days: number;
  actvNm: string;
  actvPrps: string;
  actvPlc: string;
  actvDgstfn: TActvDgstfnCd;
  dutyCr: string;
  actvCn: string;
  actvOpnn: string;
  srcKey?: string;
};

const STUDENT1_ACTVS: TDemoActv[] = [
  {
    actvSeCd: 'STDNT',
    days: 12,
    actvNm: '지역 도서관 사서 체험',
    actvPrps: '사서가 하는 일을 직접 해 보며 정보 관리 직업을 알아보기 위해',
    actvPlc: '시립 중앙도서관',
    actvDgstfn: '5',
    dutyCr: '사서',
    actvCn:
      '도서관 사서 선생님과 함께 새로 들어온 책을 분류하고 청구 기호를 붙였습니다. 어린이 열람실에서 책 읽어 주기 활동을 돕고, 대출과 반납 업무도 직접 해 보았습니다.',
    actvOpnn:
      '책을 정리하는 일이 단순할 줄 알았는데 분류 기준을 알아야 해서 생각보다 어려웠습니다. 사람들에게 필요한 정보를 찾아 주는 일이 보람 있다는 것을 알게 되었습니다.',
  },
  {
    actvSeCd: 'STDNT',
    days: 30,
    actvNm: '코딩 동아리 앱 만들기',
    actvPrps: '소프트웨어 개발자의 일을 경험하고 협업하는 방법을 배우기 위해',
    actvPlc: '진로중학교 컴퓨터실',
    actvDgstfn: '4',
    dutyCr: '응용 소프트웨어 개발자',
    actvCn:
      '동아리 친구들과 학교 급식 메뉴를 알려 주는 간단한 앱을 기획하고 화면을 설계했습니다. 역할을 나누어 기능을 만들고, 서로의 코드를 검토하며 오류를 고쳤습니다.',
    actvOpnn: '혼자 만들 때보다 함께 만들 때 더 좋은 생각이 나온다는 것을 느꼈습니다. 다음에는 사용자 의견을 받아서 앱을 더 편리하게 고쳐 보고 싶습니다.',
  },
  {
    actvSeCd: 'STDNT',
    days: 55,
    actvNm: '동물병원 직업인 인터뷰',
    actvPrps: '수의사의 하루와 필요한 준비를 알아보기 위해',
    actvPlc: '동네 동물병원',
    actvDgstfn: '5',
    dutyCr: '수의사',
    actvCn:
      '동물병원 원장님을 만나 수의사가 되기까지의 과정과 하루 일과를 인터뷰했습니다. 진료실과 입원실을 둘러보고 동물을 돌볼 때 지켜야 할 점을 들었습니다.',
    actvOpnn: '동물을 좋아하는 마음뿐 아니라 생명을 책임지는 태도와 꾸준한 공부가 필요하다는 것을 알았습니다. 과학 과목을 더 열심히 공부하기로 다짐했습니다.',
  },
];

const FUSN_ACTVS: TDemoActv[] = [
  {
    actvSeCd: 'FUSN',
    days: 20,
    actvNm: '드론 조종사 체험',
    actvPrps: '미래 직업인 드론 조종사의 일을 체험하기 위해',
    actvPlc: '진로교육원 융합체험관',
    actvDgstfn: '5',
    dutyCr: '드론 조종사',
    actvCn: '드론의 원리와 안전 수칙을 배운 뒤 모의 비행 장치로 이착륙 연습을 했습니다. 실내 비행장에서 장애물을 피해 목표 지점까지 드론을 조종해 보았습니다.',
    actvOpnn: '화면으로만 보던 드론을 직접 조종해 보니 집중력과 침착함이 중요하다는 것을 알았습니다. 드론으로 할 수 있는 여러 직업을 더 찾아보고 싶습니다.',
    srcKey: 'demo:1',
  },
  {
    actvSeCd: 'FUSN',
    days: 45,
    actvNm: '가상현실 콘텐츠 기획 체험',
    actvPrps: '가상현실 콘텐츠를 기획하는 직업을 알아보기 위해',
    actvPlc: '진로교육원 미래직업관',
    actvDgstfn: '4',
    dutyCr: '가상현실 전문가',
    actvCn: '가상현실 기기로 여러 콘텐츠를 체험한 뒤 모둠별로 학교를 소개하는 가상현실 여행을 기획했습니다. 이야기 흐름을 정하고 장면을 스케치해 발표했습니다.',
    actvOpnn: '재미있는 콘텐츠 뒤에는 많은 기획과 준비가 있다는 것을 알게 되었습니다. 이야기를 만드는 일과 기술을 함께 배우면 좋겠다고 생각했습니다.',
    srcKey: 'demo:2',
  },
];

const SCHL_ACTVS: TDemoActv[] = [
  {
    actvSeCd: 'SCHL',
    days: 8,
    actvNm: '직업인 초청 진로 특강',
    actvPrps: '다양한 직업인의 이야기를 듣고 자신의 진로를 탐색하기 위해',
    actvPlc: '진로중학교 강당',
    actvDgstfn: '4',
    dutyCr: '진로 탐색',
    actvCn:
      '소방관, 간호사, 웹툰 작가 세 분의 직업인을 초청해 직업을 선택한 이유와 하는 일, 필요한 역량에 대한 이야기를 들었습니다. 질의응답 시간에 궁금한 점을 질문했습니다.',
    actvOpnn: '직업마다 보람과 어려움이 함께 있다는 것을 알게 되었습니다. 내가 잘하는 것과 좋아하는 것을 함께 생각하며 진로를 정해야겠다고 느꼈습니다.',
  },
];

const OTHER_ACTVS: Omit<TDemoActv, 'actvSeCd' | 'days'>[] = [
  {
    actvNm: '제과점 일일 체험',
    actvPrps: '제과제빵사의 일을 경험하기 위해',
    actvPlc: '동네 제과점',
    actvDgstfn: '5',
    dutyCr: '제과제빵사',
    actvCn: '새벽부터 반죽을 준비하는 과정을 보고 쿠키와 식빵을 직접 만들어 보았습니다. 재료를 정확히 계량하고 오븐 온도를 맞추는 방법을 배웠습니다.',
    actvOpnn: '맛있는 빵을 만들기 위해 정성과 정확함이 모두 필요하다는 것을 느꼈습니다. 손님이 빵을 사 가며 웃는 모습을 보니 뿌듯했습니다.',
  },
  {
    actvNm: '학교 방송부 프로그램 제작',
    actvPrps: '방송 연출가의 일을 알아보기 위해',
    actvPlc: '진로중학교 방송실',
    actvDgstfn: '4',
    dutyCr: '방송 연출가',
    actvCn: '방송부원들과 점심시간 라디오 프로그램을 기획하고 원고를 썼습니다. 음향 장비를 다루는 법을 배우고 실제 방송을 진행했습니다.',
    actvOpnn: '짧은 방송에도 많은 준비가 필요하다는 것을 알았습니다. 친구들이 방송을 재미있게 들어 주어서 다음 방송을 더 잘 준비하고 싶어졌습니다.',
  },
];

async function insertDemo(tx: TTx, a: TDemoActv, wrtrId: string, schlCd: string | null, schlNm: string, grd: number, owners: string[]) {
  const actvYmd = daysAgo(a.days);
  const [row] = await tx
    .insert(crrActv)
    .values({
      actvSeCd: a.actvSeCd,
      wrtrId,
      schlCd,
      schlNm,
      grd,
      actvYmd,
      schlYr: schlYrOf(actvYmd),
      actvNm: a.actvNm,
      actvPrps: a.actvPrps,
      actvPlc: a.actvPlc,
      actvDgstfn: a.actvDgstfn,
      dutyCr: a.dutyCr,
      actvCn: a.actvCn,
      actvOpnn: a.actvOpnn,
      srcKey: a.srcKey ?? null,
      registeredBy: 'system',
      updatedBy: 'system',
    })
    .returning({ crrActvId: crrActv.crrActvId });
  await tx.insert(crrActvStdnt).values(owners.map((userId) => ({ crrActvId: row!.crrActvId, userId })));
}

/**
 * The demo (design.md): student1's three own activities, two fusion activities ('demo:1', 'demo:2')
 * and teacher1's school activity for 2-3 (the whole class when the cls demo has seeded it); the
 * class's other students one or two each.
 */
async function seedDemo(tx: TTx) {
  if ((await countRows(tx, crrActv, undefined)) > 0) return;
  const [student1] = await tx.select().from(mbr).where(eq(mbr.userId, 'student1'));
  if (!student1) return;
  const schlNm = student1.schlNm ?? '진로중학교';
  const grd = student1.grd ?? 2;
  for (const a of STUDENT1_ACTVS) await insertDemo(tx, a, 'student1', student1.schlCd, schlNm, grd, ['student1']);
  for (const a of FUSN_ACTVS) await insertDemo(tx, a, 'student1', null, schlNm, grd, ['student1']);
  const [homeroom] = await tx
    .select({ clsId: cls.clsId })
    .from(cls)
    .where(and(eq(cls.hmrmTchrId, 'teacher1'), eq(cls.schlYr, schlYrOf(new Date()))));
  const classmates = homeroom
    ? await tx
        .select({ userId: clsStdnt.userId, schlCd: mbr.schlCd })
        .from(clsStdnt)
        .innerJoin(mbr, eq(mbr.userId, clsStdnt.userId))
        .where(and(eq(clsStdnt.clsId, homeroom.clsId), eq(clsStdnt.sttsCd, 'APRV')))
        .orderBy(asc(clsStdnt.stdntNo))
    : [];
  const classIds = classmates.map((s) => s.userId);
  const [teacher1] = await tx
    .select({ userId: mbr.userId })
    .from(mbr)
    .where(inArray(mbr.userId, ['teacher1']));
  if (teacher1) {
    for (const a of SCHL_ACTVS) await insertDemo(tx, a, 'teacher1', student1.schlCd, schlNm, grd, classIds.length ? classIds : ['student1']);
  }
  const others = classmates.filter((s) => s.userId !== 'student1');
  for (const [i, s] of others.entries()) {
    const count = i % 2 === 0 ? 2 : 1;
    for (let k = 0; k < count; k += 1) {
      const a = OTHER_ACTVS[(i + k) % OTHER_ACTVS.length]!;
      await insertDemo(tx, { ...a, actvSeCd: 'STDNT', days: 3 + i + k * 10 }, s.userId, s.schlCd, schlNm, grd, [s.userId]);
    }
  }
}

export const crrActvSeeder: TSeeder = {
  name: 'crr-actv',
  codeGroups: [
    {
      comCdId: ACTV_DGSTFN_GROUP,
      comCdNm: '진로활동 만족도',
      cdExpln: '진로활동 기록의 만족도(5 매우 만족 ~ 1 매우 불만족)',
      sortSeq: 30,
      childSysYn: 'Y',
      children: ACTV_DGSTFN_CDS.map((comCd) => ({ comCd, comCdNm: ACTV_DGSTFN[comCd] })),
    },
  ],
  userMenus: [
    { id: 'M04', sort: 4, nm: '진로활동', url: '/crrActv/schl/actv/list', lgn: 'Y', authrts: ACTV_USERS },
    { id: 'M0401', up: 'M04', sort: 1, nm: '학교 진로활동', url: '/crrActv/schl/actv/list', authrts: ACTV_USERS },
    { id: 'M0402', up: 'M04', sort: 2, nm: '학생 진로활동', url: '/crrActv/stdnt/actv/list', authrts: ACTV_USERS },
    { id: 'M0403', up: 'M04', sort: 3, nm: '융합 진로활동', url: '/crrActv/fusion/actv/list', authrts: ACTV_USERS },
  ],
  demo: seedDemo,
};
