import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import type { TSeeder } from '../../db/seeder.js';
import { cls } from '../cls/index.js';
import { conts } from './conts.table.js';
import { contsCrs, contsCrsAsgn, contsCrsOpen, contsCrsSesn, contsCrsSesnConts } from './crs.table.js';

const DAY = 24 * 60 * 60 * 1000;
const SYSTEM = { registeredBy: 'system', updatedBy: 'system' };

/** '중1 진로 탐색 8차시': the sessions over the demo contents (by title), each with objectives and a teacher's note. */
const SESSIONS: { sesnTtl: string; sesnObjc: string; tchrNote: string; conts: string[] }[] = [
  {
    sesnTtl: '나의 흥미와 강점 찾기',
    sesnObjc: '흥미와 강점을 살펴보고 나를 소개하는 말로 정리한다.',
    tchrNote: '검사 결과는 좋고 나쁨이 없음을 먼저 안내하고, 짝 활동으로 서로의 강점을 찾아 주게 합니다.',
    conts: ['나를 알아가는 첫걸음: 흥미와 강점 찾기'],
  },
  {
    sesnTtl: '미래 사회와 새로운 직업',
    sesnObjc: '기술 변화가 일의 세계에 미치는 영향을 설명할 수 있다.',
    tchrNote: '사라지는 직업보다 바뀌는 일의 방식에 초점을 맞추어 불안감을 주지 않도록 합니다.',
    conts: ['미래 사회와 신직업: 인공지능 시대의 일'],
  },
  {
    sesnTtl: '직업 분야 탐색',
    sesnObjc: '관심 있는 직업 분야 두 가지를 골라 하는 일과 필요한 역량을 비교한다.',
    tchrNote: '모둠별로 분야를 나누어 조사하고 발표하게 하면 시간이 절약됩니다.',
    conts: ['보건·의료 분야 직업 탐색', '문화예술관 체험: 디자이너와 방송인의 하루'],
  },
  {
    sesnTtl: '학과와 전공 알아보기',
    sesnObjc: '관심 직업과 관련된 학과와 배우는 내용을 찾아본다.',
    tchrNote: '중학생 눈높이에 맞게 고등학교 선택과목과 연결해 설명합니다.',
    conts: ['학과 탐색 안내서: 공학 계열 한눈에 보기'],
  },
  {
    sesnTtl: '창업가 정신 기르기',
    sesnObjc: '우리 동네 문제를 찾아 해결 아이디어를 낸다.',
    tchrNote: '아이디어의 실현 가능성보다 문제를 발견하는 과정을 칭찬합니다.',
    conts: ['창업가 정신 기르기: 우리 동네 문제 해결 아이디어'],
  },
  {
    sesnTtl: '일하는 사람의 권리',
    sesnObjc: '청소년 노동자의 권리와 도움을 받을 수 있는 곳을 안다.',
    tchrNote: '아르바이트 경험이 있는 학생의 사례는 본인 동의 없이 공유하지 않습니다.',
    conts: ['청소년 노동 인권 길잡이'],
  },
  {
    sesnTtl: '진로 의사결정 연습',
    sesnObjc: '나만의 선택 기준을 세우고 직업정보를 찾아 비교한다.',
    tchrNote: '커리어넷 접속이 어려운 경우 인쇄한 직업정보 자료로 대신합니다.',
    conts: ['진로 의사결정 연습: 선택의 기준 세우기', '커리어넷 직업정보 활용하기'],
  },
  {
    sesnTtl: '나의 진로 포트폴리오',
    sesnObjc: '여덟 차시의 활동을 포트폴리오로 정리하고 다음 목표를 세운다.',
    tchrNote: '포트폴리오는 마이페이지에 저장되므로 학생 계정으로 로그인하도록 안내합니다.',
    conts: ['디지털 진로 포트폴리오 만들기'],
  },
];

/** Demo mode, on an empty classes table only: the published class, teacher1's assignment to their homeroom class, student1's two opened contents. */
async function demo(tx: TTx): Promise<void> {
  if ((await countRows(tx, contsCrs, undefined)) > 0) return;
  const titles = SESSIONS.flatMap((s) => s.conts);
  const found = await tx
    .select({ contsId: conts.contsId, contsTtl: conts.contsTtl })
    .from(conts)
    .where(and(inArray(conts.contsTtl, titles), eq(conts.delYn, 'N')));
  const idOf = new Map(found.map((r) => [r.contsTtl, r.contsId]));
  if (titles.some((t) => !idOf.has(t))) return;
  const [crs] = await tx
    .insert(contsCrs)
    .values({
      crsTtl: '중1 진로 탐색 8차시',
      crsSmry: '나를 이해하는 활동에서 시작해 직업 세계 탐색, 의사결정, 포트폴리오 정리까지 여덟 차시에 걸쳐 진행하는 중학교 1학년 진로 수업입니다.',
      schlLvls: ['MD01'],
      sttsCd: 'PBLC',
      pblcDt: new Date(Date.now() - 7 * DAY),
      ...SYSTEM,
    })
    .returning({ crsId: contsCrs.crsId });
  const crsId = crs!.crsId;
  for (const [i, s] of SESSIONS.entries()) {
    const [sesn] = await tx
      .insert(contsCrsSesn)
      .values({ crsId, sesnNo: i + 1, sesnTtl: s.sesnTtl, sesnObjc: s.sesnObjc, tchrNote: s.tchrNote })
      .returning({ sesnId: contsCrsSesn.sesnId });
    await tx.insert(contsCrsSesnConts).values(s.conts.map((t, sortSeq) => ({ sesnId: sesn!.sesnId, contsId: idOf.get(t)!, sortSeq })));
  }
  const [klass] = await tx.select({ clsId: cls.clsId }).from(cls).where(eq(cls.hmrmTchrId, 'teacher1')).orderBy(desc(cls.schlYr)).limit(1);
  if (!klass) return;
  const [asgn] = await tx.insert(contsCrsAsgn).values({ crsId, clsId: klass.clsId, asgnBy: 'teacher1' }).returning({ asgnId: contsCrsAsgn.asgnId });
  await tx
    .insert(contsCrsOpen)
    .values([SESSIONS[0]!.conts[0]!, SESSIONS[1]!.conts[0]!].map((t) => ({ asgnId: asgn!.asgnId, userId: 'student1', contsId: idOf.get(t)! })));
}

/** Contents classes (수업, issue 20): menus and the demo class. */
export const crsSeeder: TSeeder = {
  name: 'contsCrs',
  userMenus: [
    { id: 'M0507', up: 'M05', sort: 7, nm: '진로 수업', url: '/infoGd/contsCrs' },
    { id: 'M0614', up: 'M06', sort: 14, nm: '수업 배정 현황', url: '/myPage/contsCrsAsgn', authrts: ['TC01'] },
  ],
  adminMenus: [{ id: 'A0706', up: 'A07', sort: 6, nm: '수업 관리', url: '/admin/contentClasses' }],
  demo: (tx) => demo(tx),
};
