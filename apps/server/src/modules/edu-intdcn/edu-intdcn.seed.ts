import type { TIntdcnPageCd } from '@portal/contract';
import type { TSeeder } from '../../db/seeder.js';
import { CENTRE_CONTACT } from '../site/index.js';
import { insertIntdcnPagesWhenMissing, type TIntdcnPageWrite } from './edu-intdcn.repo.js';

/** The pictures of the pages (apps/server/demo/edu-intdcn), by page; edu-intdcn.demo-images.ts stores them in demo mode. */
export const DEMO_IMAGES: Record<TIntdcnPageCd, string> = { GRTS: 'grts.png', CRR_MAP: 'crr-map.png', FLR_INFO: 'flr-info.png' };

/**
 * Base data: the texts of the three introduction pages that a centre edits on /admin/eduIntdcnMng;
 * address, phone and opening hours are the footer's (CENTRE_CONTACT, fictional). The floor names match the demo halls' flrNm,
 * so /eduIntdcn/flrInfo lists each hall under its floor.
 */
export const INTDCN_BASE_PAGES: TIntdcnPageWrite[] = [
  {
    pageCd: 'GRTS',
    title: '꿈을 찾는 모든 학생 곁에 진로교육원이 함께합니다',
    cn: [
      '안녕하십니까. 진로교육원 누리집을 찾아 주신 여러분을 진심으로 환영합니다.',
      '진로교육원은 학생 한 사람 한 사람이 자신의 흥미와 적성을 발견하고, 변화하는 미래 사회 속에서 스스로 진로를 설계할 수 있도록 돕기 위해 교육청이 설립한 진로체험 전문 기관입니다.',
      '교육원에는 미래기술, 생명과학, 문화예술 등 주제별 체험관이 마련되어 있어, 학생들은 각 주제관에서 직업 세계를 직접 체험하고 관련 직무를 탐색할 수 있습니다. 또한 진로검사와 진로상담, 교원 연수, 학부모 진로교육 프로그램을 운영하여 학교의 진로교육을 지원하고 있습니다.',
      '앞으로도 학생, 학부모, 선생님 모두가 믿고 찾을 수 있는 진로교육의 중심 기관이 되도록 최선을 다하겠습니다. 많은 관심과 참여를 부탁드립니다.\n감사합니다.',
    ].join('\n\n'),
    imageFileId: null,
    imageAlt: '진로교육원 건물과 나무를 그린 그림',
    extra: { sgntr: '진로교육원장' },
  },
  {
    pageCd: 'CRR_MAP',
    title: '진로교육원 오시는 길',
    cn: `진로교육원은 대중교통으로 오시기 편리합니다. 학교 단체 방문 때에는 주차 가능 여부를 미리 문의해 주시기 바랍니다.\n\n운영 시간: ${CENTRE_CONTACT.hours}`,
    imageFileId: null,
    imageAlt:
      '진로교육원 주변 약도: 인천1호선 미래역 2번 출구에서 꿈나래로를 따라 북쪽으로 약 700미터 가면 교육원이 있고, 교육원 정문 앞에 진로교육원 버스 정류장이 있습니다.',
    extra: {
      addr: CENTRE_CONTACT.address,
      telNo: CENTRE_CONTACT.telNo,
      bus: '진로교육원 정류장 하차\n간선 101번, 102번 / 지선 5012번 / 마을버스 미래03번',
      subway: '인천1호선 미래역 2번 출구에서 꿈나래로를 따라 도보 약 10분',
      car: '내비게이션에 "진로교육원" 또는 주소를 입력해 주세요.\n지하 주차장(50대)을 이용할 수 있으며, 단체 버스는 정문 앞 회차로에서 타고 내립니다.',
    },
  },
  {
    pageCd: 'FLR_INFO',
    title: '진로교육원 층별 안내',
    cn: `진로교육원은 지하 1층부터 지상 4층까지 주제별 체험관과 교육 시설을 갖추고 있습니다. 주제관 이름을 선택하면 자세한 소개를 볼 수 있습니다.\n\n운영 시간: ${CENTRE_CONTACT.hours}`,
    imageFileId: null,
    imageAlt:
      '진로교육원 층별 단면도: 지하 1층 주차장, 1층 안내데스크와 문화예술관, 2층 미래기술관과 진로검사실, 3층 생명과학관과 교원연수실, 4층 다목적 강당과 사무실',
    extra: {
      floors: [
        { flrNm: '4층', expln: '다목적 강당, 세미나실, 교육원 사무실' },
        { flrNm: '3층', expln: '생명과학관, 교원연수실' },
        { flrNm: '2층', expln: '미래기술관, 진로검사실' },
        { flrNm: '1층', expln: '안내데스크, 진로상담실, 문화예술관' },
        { flrNm: '지하 1층', expln: '주차장, 기계실' },
      ],
    },
  },
];

export const eduIntdcnSeeder: TSeeder = {
  name: 'edu-intdcn',
  userMenus: [
    { id: 'M01', sort: 1, nm: '교육원 소개', url: '/eduIntdcn/grts' },
    { id: 'M0101', up: 'M01', sort: 1, nm: '인사말', url: '/eduIntdcn/grts' },
    { id: 'M0102', up: 'M01', sort: 2, nm: '찾아오시는 길', url: '/eduIntdcn/crrMap' },
    { id: 'M0103', up: 'M01', sort: 3, nm: '층별 안내', url: '/eduIntdcn/flrInfo' },
  ],
  adminMenus: [
    { id: 'A06', sort: 6, nm: '교육원 정보 관리', url: '/admin/eduIntdcnMng' },
    { id: 'A0601', up: 'A06', sort: 1, nm: '교육원 소개', url: '/admin/eduIntdcnMng' },
  ],
  async base(tx) {
    await insertIntdcnPagesWhenMissing(tx, INTDCN_BASE_PAGES);
  },
};
