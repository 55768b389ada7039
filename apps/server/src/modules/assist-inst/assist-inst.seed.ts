import type { TSeeder } from '../../db/seeder.js';
import { seedAssistInstsWhenEmpty, type TAssistInstWrite } from './assist-inst.repo.js';

const demo = (row: Omit<TAssistInstWrite, 'useYn'>): TAssistInstWrite => ({ ...row, useYn: 'Y' });

/** The demo logos (apps/server/demo/assist-inst), by institution name; assist-inst.demo-images.ts stores them. */
export const DEMO_LOGOS: Record<string, string> = {
  진로체험지원센터: 'crr-center.png',
  미래직업체험관: 'future-jobs.png',
  '한빛대학교 진로진학센터': 'univ-center.png',
  '꿈나무기업 사회공헌팀': 'corp-csr.png',
  '진로교육청 진로진학지원단': 'ofcdc.png',
};

/** Invented institutions (example.org addresses); their logos are stored at start (DEMO_LOGOS). */
const DEMO_ASSIST_INSTS: TAssistInstWrite[] = [
  demo({
    instNm: '진로체험지원센터',
    instTypeCd: 'CRR_CNTR',
    picNm: '김진로',
    telno: '02-000-7001',
    email: 'center@example.org',
    cntctOpenYn: 'Y',
    hmpgUrl: 'https://www.example.org/crr-center',
    addr: '서울특별시 진로구 체험로 4',
    logoFileId: null,
    logoAlt: '체험지원센터 로고',
    instExpln: '지역 학교와 체험처를 이어 진로체험 프로그램을 운영하고, 체험처 발굴과 안전 교육을 지원합니다.',
    sortSeq: 1,
  }),
  demo({
    instNm: '미래직업체험관',
    instTypeCd: 'PUBLIC',
    picNm: '이미래',
    telno: '02-000-7002',
    email: 'future@example.org',
    cntctOpenYn: 'N',
    hmpgUrl: 'https://www.example.org/future-jobs',
    addr: '서울특별시 진로구 미래로 50',
    logoFileId: null,
    logoAlt: '미래직업체험관 로고',
    instExpln: '인공지능, 드론, 로봇 등 새로운 직업을 직접 체험해 볼 수 있는 공공 체험관입니다. 단체 예약은 학교 단위로 받습니다.',
    sortSeq: 2,
  }),
  demo({
    instNm: '한빛대학교 진로진학센터',
    instTypeCd: 'UNIV',
    picNm: '박한빛',
    telno: '031-000-7003',
    email: 'career@example.org',
    cntctOpenYn: 'Y',
    hmpgUrl: 'https://www.example.org/hanbit-univ',
    addr: '경기도 진로시 대학로 100',
    logoFileId: null,
    logoAlt: '한빛대학교 로고',
    instExpln: '고등학생을 위한 전공 체험 캠프와 대학생 멘토링을 운영합니다.',
    sortSeq: 3,
  }),
  demo({
    instNm: '꿈나무기업 사회공헌팀',
    instTypeCd: 'CORP',
    picNm: '최꿈나',
    telno: '02-000-7004',
    email: 'csr@example.org',
    cntctOpenYn: 'N',
    hmpgUrl: 'https://www.example.org/kkumnamu',
    addr: '서울특별시 진로구 산업로 20',
    logoFileId: null,
    logoAlt: '꿈나무기업 로고',
    instExpln: '직장 견학과 현직자 특강으로 중학생의 진로 탐색을 돕습니다.',
    sortSeq: 4,
  }),
  demo({
    instNm: '진로교육청 진로진학지원단',
    instTypeCd: 'OFCDC',
    picNm: '정지원',
    telno: '02-000-7005',
    email: 'support@example.org',
    cntctOpenYn: 'Y',
    hmpgUrl: 'https://www.example.org/ofcdc-support',
    addr: '서울특별시 진로구 교육로 1',
    logoFileId: null,
    logoAlt: '진로교육청 로고',
    instExpln: '학교 진로 교육과정 운영을 돕고 진로전담교사 연수를 엽니다.',
    sortSeq: 5,
  }),
];

export const assistInstSeeder: TSeeder = {
  name: 'assist-inst',
  userMenus: [{ id: 'M0503', up: 'M05', sort: 3, nm: '진로 기관', url: '/infoGd/crrInst' }],
  adminMenus: [{ id: 'A0503', up: 'A05', sort: 3, nm: '협력 기관', url: '/admin/assistInst' }],
  async demo(tx) {
    await seedAssistInstsWhenEmpty(tx, DEMO_ASSIST_INSTS);
  },
};
